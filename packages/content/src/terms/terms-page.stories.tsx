import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_PATHS } from '../paths';
import { StoryProviders } from '../stories/story-providers';
import { TermsPage } from './terms-page';

const meta = {
  title: 'content/Terms & policy page',
  component: TermsPage,
  decorators: [
    (Story) => (
      <StoryProviders route={CONTENT_PATHS.terms} path={CONTENT_PATHS.terms}>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
