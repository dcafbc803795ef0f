import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../theme/theme-root';

/**
 * Renders the story inside `parameters.providers`, a decorator that gives a screen what it
 * needs (a store served by a fake API, a router at its route…). Storybook adds a story's
 * own decorators inside its meta's, so a story with its own store would nest two routers;
 * parameters are replaced instead: a story's `providers` takes the place of its meta's.
 */
const withProviders: Decorator = (Story, context) => {
  const providers = context.parameters['providers'] as Decorator | undefined;
  return providers ? providers(Story, context) : <Story />;
};

/**
 * What every story is rendered in, in Storybook (apps/storybook) and in each package's
 * story tests alike: its providers (see above) in the app frame. Not part of the
 * published kit: the package exports it as `@veso/ui-kit/testing`, for Storybook and tests.
 */
export const storyPreview = {
  decorators: [
    withProviders,
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
} satisfies Preview;
