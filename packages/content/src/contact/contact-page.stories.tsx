import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineFetch, okResponse, withStoryStore } from '@veso/shop-core';
import { contentServer, makeSupportRequest, SIGNED_IN } from '../test/content-fixtures';
import { SupportMessages } from '@veso/contract';
import { expect, userEvent } from 'storybook/test';
import { ContactPage } from './contact-page';
import { SUPPORT_SENT_MESSAGE } from './support-form';

const meta = {
  title: 'content/Contact page',
  component: ContactPage,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the support contact, a sign-in link instead of the form, the help videos. */
export const Guest: Story = { decorators: [withStoryStore(contentServer())] };

/** Signed in with no request yet: the form and the empty list. */
export const SignedIn: Story = {
  decorators: [withStoryStore(contentServer(), { preloadedState: SIGNED_IN })],
};

/** Signed in with an answered and an open request. */
export const WithRequests: Story = {
  decorators: [
    withStoryStore(
      contentServer({
        supportRequests: () =>
          okResponse({
            items: [
              makeSupportRequest(8, {
                topic: 'order',
                message: 'Vé kỳ #01480 chưa được in',
                orderId: 42,
              }),
              makeSupportRequest(7, {
                status: 'answered',
                statusLabel: 'Đã phản hồi',
                reply: 'Đã cộng 50.000đ vào tài khoản của quý khách.',
                repliedAt: '2026-03-04T05:00:00.000Z',
              }),
            ],
            total: 2,
            page_index: 1,
            page_size: 20,
          }),
      }),
      { preloadedState: SIGNED_IN },
    ),
  ],
};

export const Offline: Story = {
  decorators: [withStoryStore(offlineFetch(), { preloadedState: SIGNED_IN })],
};

/**
 * Filing a request: sending nothing asks for a topic; a topic and the message file it, and
 * the request is listed as being handled.
 */
export const FilingARequest: Story = {
  decorators: [withStoryStore(contentServer(), { preloadedState: SIGNED_IN })],
  play: async ({ canvas }) => {
    await canvas.findByText('Chưa có yêu cầu nào');
    const send = canvas.getByRole('button', { name: 'Gửi yêu cầu' });
    await userEvent.click(send);
    await expect(canvas.getByText(SupportMessages.topic)).toBeInTheDocument();
    const topic = canvas.getByRole('combobox', { name: 'Chủ đề' });
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(topic, 'Nạp tiền, thanh toán');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nội dung yêu cầu' }),
      'Nạp 50.000đ chưa được cộng',
    );
    await userEvent.click(send);
    await expect(await canvas.findByText(SUPPORT_SENT_MESSAGE)).toBeInTheDocument();
    const card = await canvas.findByRole('article', { name: /Yêu cầu #1/ });
    await expect(card).toHaveTextContent('Đang xử lý');
    await expect(card).toHaveTextContent('Nạp 50.000đ chưa được cộng');
  },
};
