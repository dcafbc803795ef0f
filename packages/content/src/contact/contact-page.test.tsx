import { SupportMessages } from '@veso/contract';
import { errorResponse, renderWithProviders } from '@veso/shop-core';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentServer, makeSupportRequest, SIGNED_IN } from '../test/content-fixtures';
import { ContactPage } from './contact-page';
import { SUPPORT_SENT_MESSAGE } from './support-form';

function renderContact(fetch: typeof globalThis.fetch, signedIn = true) {
  return renderWithProviders(
    <Routes>
      <Route path="/lien-he" element={<ContactPage />} />
      <Route path="/dang-nhap" element={<p>Trang đăng nhập</p>} />
    </Routes>,
    { fetch, route: '/lien-he', ...(signedIn ? { preloadedState: SIGNED_IN } : {}) },
  );
}

describe('ContactPage (/lien-he)', () => {
  it('shows the support phone, hours and e-mail of the server and the help videos', async () => {
    const { store } = renderContact(contentServer(), false);
    expect(store.getState().app.pageTitle).toBe('Liên hệ');
    const phone = await screen.findByRole('link', { name: '1900 0000' });
    expect(phone).toHaveAttribute('href', 'tel:19000000');
    expect(screen.getByText('Từ 8:00 đến 22:00 hằng ngày, kể cả ngày lễ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hotro@veso.example' })).toHaveAttribute(
      'href',
      'mailto:hotro@veso.example',
    );
    expect(await screen.findByRole('link', { name: 'Nạp tiền vào tài khoản' })).toHaveAttribute(
      'href',
      'https://video.example/nap-tien',
    );
  });

  it('asks a guest to sign in to file a request', async () => {
    const { user } = renderContact(contentServer(), false);
    expect(screen.queryByRole('button', { name: 'Gửi yêu cầu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'đăng nhập' }));
    expect(screen.getByText('Trang đăng nhập')).toBeInTheDocument();
  });

  it('checks the form with the server’s messages, then files the request and lists it', async () => {
    const fetch = contentServer();
    const { user } = renderContact(fetch);
    expect(await screen.findByText('Chưa có yêu cầu nào')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(screen.getByText(SupportMessages.topic)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chủ đề' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Chủ đề' }),
      'Nạp tiền, thanh toán',
    );
    await user.type(screen.getByRole('textbox', { name: 'Nội dung yêu cầu' }), 'Gấp');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(screen.getByText(SupportMessages.tooShort)).toBeInTheDocument();
    expect(fetch.sent).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: 'Nội dung yêu cầu' }),
      ': nạp 50.000đ chưa được cộng',
    );
    await user.type(screen.getByRole('textbox', { name: 'Mã đơn hàng (nếu có)' }), '42');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(SUPPORT_SENT_MESSAGE)).toBeInTheDocument();
    expect(fetch.sent).toEqual([
      {
        requestId: expect.stringMatching(/^\d+$/),
        topic: 'payment',
        message: 'Gấp: nạp 50.000đ chưa được cộng',
        orderId: 42,
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Yêu cầu #1 – đơn hàng 42' });
    expect(within(card).getByText('Đang xử lý')).toBeInTheDocument();
    expect(within(card).getByText('Gấp: nạp 50.000đ chưa được cộng')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nội dung yêu cầu' })).toHaveValue('');
  });

  it('shows the support team’s answer and the server’s refusal of an order', async () => {
    const fetch = contentServer({
      supportRequests: () =>
        Response.json({
          code: 0,
          message: 'OK',
          data: {
            items: [
              makeSupportRequest(7, {
                status: 'answered',
                statusLabel: 'Đã phản hồi',
                reply: 'Đã cộng 50.000đ vào tài khoản.',
                repliedAt: '2026-03-04T05:00:00.000Z',
              }),
            ],
            total: 1,
            page_index: 1,
            page_size: 20,
          },
        }),
      sendSupportRequest: () =>
        Response.json(
          { code: 14, message: 'Không tìm thấy đơn hàng này trong tài khoản của quý khách' },
          { status: 400 },
        ),
    });
    const { user } = renderContact(fetch);
    const card = await screen.findByRole('article', { name: 'Yêu cầu #7' });
    expect(within(card).getByText('Đã phản hồi')).toBeInTheDocument();
    expect(within(card).getByText('Đã cộng 50.000đ vào tài khoản.')).toBeInTheDocument();
    expect(within(card).getByText('04/03/2026 12:00:00')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chủ đề' }), 'order');
    await user.type(screen.getByRole('textbox', { name: 'Nội dung yêu cầu' }), 'Vé chưa được in');
    await user.type(screen.getByRole('textbox', { name: 'Mã đơn hàng (nếu có)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(
      await screen.findByText('Không tìm thấy đơn hàng này trong tài khoản của quý khách'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mã đơn hàng (nếu có)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says so when the contact details cannot be loaded', async () => {
    renderContact(contentServer({ webviewSystem: () => errorResponse(-1, 503) }), false);
    await waitFor(() =>
      expect(screen.getAllByText('Không tải được dữ liệu').length).toBeGreaterThan(0),
    );
  });
});
