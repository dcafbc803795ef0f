import { screen, waitFor, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { FEES, SIGNED_IN, userInfo, withdrawal } from '../test/fixtures';
import { PrizeAccountPage } from './prize-account-page';

type HistoryBody = { page: number; pageSize: number };

function server(history: (body: HistoryBody, call: number) => Response) {
  let calls = 0;
  const bodies: HistoryBody[] = [];
  const fetch = createFakeFetch(async (request, url) => {
    switch (url.pathname) {
      case '/api/auth/info':
        return okResponse(userInfo(10_000, 350_000));
      case '/api/withdraw/getRewardFee':
        return okResponse(FEES);
      case '/api/withdraw/getWithdrawHistory': {
        const body = (await request.json()) as HistoryBody;
        bodies.push(body);
        calls += 1;
        return history(body, calls);
      }
      default:
        return errorResponse(14, 404);
    }
  });
  return { fetch, bodies };
}

describe('PrizeAccountPage (/tai-khoan-tra-thuong)', () => {
  it('shows the prize balance, the five methods with their slug paths and fees', async () => {
    const { fetch } = server(() => okResponse({ items: [], page: 1, pageSize: 10, total: 0 }));
    renderWithProviders(<PrizeAccountPage />, { fetch, preloadedState: SIGNED_IN });
    // The balance's place is drawn at once; the figure follows the account's answer.
    await waitFor(() =>
      expect(screen.getByTestId('balance-prize')).toHaveTextContent(
        'Số dư tài khoản trả thưởng350.000đ',
      ),
    );
    const methods = await screen.findByRole('list', { name: 'Hình thức rút thưởng' });
    const links = within(methods).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tai-khoan-tra-thuong/nap-tai-khoan-san-pham',
      '/tai-khoan-tra-thuong/chuyen-khoan-ngan-hang',
      '/tai-khoan-tra-thuong/nap-vi-dien-tu',
      '/tai-khoan-tra-thuong/nap-tien-dien-thoai',
      '/tai-khoan-tra-thuong/nap-vi-dien-tu-khac',
    ]);
    expect(links[0]).toHaveTextContent('Nạp tài khoản sản phẩmMiễn phí');
    expect(links[1]).toHaveTextContent('Chuyển khoản ngân hàngPhí 5.500đ');
    expect(
      await screen.findByRole('heading', { name: 'Chưa có giao dịch rút thưởng' }),
    ).toBeInTheDocument();
  });

  it('lists the history with the spec status labels and pages through it', async () => {
    const { fetch, bodies } = server((body) =>
      okResponse({
        items:
          body.page === 1
            ? [withdrawal(3, 0), withdrawal(2, 1), withdrawal(1, 2)]
            : [withdrawal(100, 1, 70_000)],
        page: body.page,
        pageSize: body.pageSize,
        total: 11,
      }),
    );
    const { user } = renderWithProviders(<PrizeAccountPage historyPollMs={60_000} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    const history = await screen.findByRole('list', { name: 'Lịch sử rút thưởng' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Đang trả thưởng'),
      expect.stringContaining('Hoàn tất'),
      expect.stringContaining('Rút thưởng lỗi'),
    ]);
    expect(rows[0]).toHaveTextContent('Số tiền: 100.000đ');
    expect(rows[0]).toHaveTextContent('Phí: 5.500đ');
    expect(rows[0]).toHaveTextContent('Nhận tại: VCB 0123456789 – NGUYEN VAN A');
    const pager = screen.getByRole('navigation', { name: 'Phân trang lịch sử rút thưởng' });
    await user.click(within(pager).getByRole('button', { name: /^2$|Trang 2/ }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Lịch sử rút thưởng' })).toHaveTextContent(
        'Số tiền: 70.000đ',
      ),
    );
    expect(bodies.at(-1)).toEqual({ page: 2, pageSize: 10 });
  });

  it('follows a pending payout until it is paid', async () => {
    const { fetch } = server((_body, call) =>
      okResponse({ items: [withdrawal(1, call === 1 ? 0 : 1)], page: 1, pageSize: 10, total: 1 }),
    );
    renderWithProviders(<PrizeAccountPage historyPollMs={30} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    const history = await screen.findByRole('list', { name: 'Lịch sử rút thưởng' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Đang trả thưởng');
    expect(await within(history).findByText('Hoàn tất', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows a history error with retry', async () => {
    const { fetch } = server((_body, call) =>
      call === 1
        ? errorResponse(14, 400)
        : okResponse({ items: [withdrawal(1, 1)], page: 1, pageSize: 10, total: 1 }),
    );
    const { user } = renderWithProviders(<PrizeAccountPage />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    expect(
      await screen.findByRole('heading', { name: 'Không tải được dữ liệu' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list', { name: 'Lịch sử rút thưởng' })).toHaveTextContent(
      'Hoàn tất',
    );
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<PrizeAccountPage />, { fetch: offlineFetch(), preloadedState: SIGNED_IN });
    expect(
      (
        await screen.findAllByRole(
          'heading',
          { name: 'Không có kết nối mạng' },
          { timeout: 10_000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  }, 15_000);
});
