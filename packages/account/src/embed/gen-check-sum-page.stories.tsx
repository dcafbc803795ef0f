import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, okResponse, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { GenCheckSumPage } from './gen-check-sum-page';

const fetch = createFakeFetch((_request, url) => {
  if (url.pathname === '/api/auth/captcha')
    return okResponse({ provider: 'sandbox', siteKey: null });
  if (url.pathname === '/api/app-service/gen-check-sum') {
    return okResponse({
      source: 'sandbox',
      msg: url.searchParams.get('msg'),
      checkSum: 'ab'.repeat(32),
    });
  }
  return errorResponse(-1, 503);
});

const meta = {
  title: 'account/Gen check sum page',
  component: GenCheckSumPage,
  decorators: [
    (Story) => (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
} satisfies Meta<typeof GenCheckSumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = {};
