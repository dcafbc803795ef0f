import { screen, waitFor, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METHODS, payment, SIGNED_IN, userInfo } from '../test/fixtures';
import { PENDING_PAYMENT_KEY, TopUpPage } from './top-up-page';

type Options = {
  methods?: typeof METHODS;
  balances?: number[];
  statuses?: ('pending' | 'paid' | 'failed' | 'expired')[];
  create?: (attempt: number) => Response;
};

/** A stand-in server: balances and payment statuses advance one answer per call. */
function server({
  methods = METHODS,
  balances = [0],
  statuses = ['pending'],
  create,
}: Options = {}) {
  let infoCalls = 0;
  let statusCalls = 0;
  let createCalls = 0;
  const created: { requestId: string; method: string; amount: number }[] = [];
  const fetch = createFakeFetch(async (request, url) => {
    switch (url.pathname) {
      case '/api/auth/info':
        return okResponse(userInfo(balances[Math.min(infoCalls++, balances.length - 1)] ?? 0, 0));
      case '/api/customer/method_payment_ext':
        return okResponse({ methods });
      case '/api/payments/create': {
        const body = (await request.json()) as {
          requestId: string;
          method: string;
          amount: number;
        };
        created.push(body);
        createCalls += 1;
        return create
          ? create(createCalls)
          : okResponse({ ...payment('pending', body.amount), method: body.method });
      }
      case '/api/payments/pay_1':
        return okResponse(
          payment(statuses[Math.min(statusCalls++, statuses.length - 1)] ?? 'pending'),
        );
      default:
        return errorResponse(14, 404);
    }
  });
  return { fetch, created };
}

afterEach(() => sessionStorage.clear());

describe('TopUpPage (/nap-tien)', () => {
  it('shows the balance, the methods and the preset amounts', async () => {
    const { fetch } = server({ balances: [120_000] });
    renderWithProviders(<TopUpPage />, { fetch, preloadedState: SIGNED_IN, route: '/nap-tien' });
    expect(screen.getByRole('heading', { name: 'Nạp tiền', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('120.000đ')).toBeInTheDocument();
    const methods = await screen.findByRole('group', { name: 'Hình thức nạp tiền' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Ví MoMo',
      'Ví ZaloPay',
      'VNPAY',
      'Ví ShopeePay',
      'Viettel Money',
      'Nạp bằng tài khoản điện thoại',
      'Nạp tài khoản DTT',
    ]);
    expect(within(methods).getByRole('link', { name: 'Chuyển khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/nap-tien/chuyen-khoan-ngan-hang',
    );
    const presets = screen.getByRole('group', { name: 'Chọn nhanh số tiền' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['50.000đ', '100.000đ', '200.000đ', '500.000đ', '1.000.000đ', '2.000.000đ']);
  });

  it('validates method and amount with the spec messages and sends nothing', async () => {
    const { fetch, created } = server();
    const { user } = renderWithProviders(<TopUpPage onGateway={vi.fn()} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await screen.findByRole('group', { name: 'Hình thức nạp tiền' });
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn hình thức nạp tiền');

    await user.click(screen.getByRole('radio', { name: 'Ví MoMo' }));
    const amount = screen.getByLabelText('Số tiền nạp (đ)');
    expect(amount).toHaveAccessibleDescription(/Vui lòng nhập số tiền nạp/);
    await user.type(amount, '5000');
    expect(amount).toHaveAccessibleDescription(/Số tiền nạp tối thiểu là 10\.000đ/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '20000001');
    expect(amount).toHaveAccessibleDescription(/Số tiền nạp tối đa là 20\.000\.000đ/);
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    expect(created).toEqual([]);
  });

  it('creates the payment for the chosen wallet and amount and opens the gateway page', async () => {
    const { fetch, created } = server();
    const onGateway = vi.fn();
    const { user } = renderWithProviders(<TopUpPage onGateway={onGateway} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await user.click(await screen.findByRole('radio', { name: 'Ví MoMo' }));
    await user.click(screen.getByRole('button', { name: '50.000đ' }));
    expect(screen.getByRole('button', { name: '50.000đ' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Số tiền nạp (đ)')).toHaveValue('50000');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await waitFor(() => expect(onGateway).toHaveBeenCalledWith('/sandbox/pay/pay_1'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ method: 'momo', amount: 50_000 });
    expect(created[0]?.requestId).toMatch(/\S/);
  });

  it('shows a refusal and retries the same attempt with the same requestId', async () => {
    const { fetch, created } = server({
      create: (attempt) =>
        attempt === 1 ? errorResponse(14, 400) : okResponse(payment('pending', 100_000)),
    });
    const onGateway = vi.fn();
    const { user } = renderWithProviders(<TopUpPage onGateway={onGateway} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await user.click(await screen.findByRole('radio', { name: 'VNPAY' }));
    await user.type(screen.getByLabelText('Số tiền nạp (đ)'), '100.000');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(onGateway).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await waitFor(() => expect(onGateway).toHaveBeenCalledOnce());
    expect(created.map((c) => c.amount)).toEqual([100_000, 100_000]);
    expect(created[1]?.requestId).toBe(created[0]?.requestId);
  });

  it('follows a pending payment until it is paid, then shows the new balance', async () => {
    const { fetch } = server({ statuses: ['pending', 'pending', 'paid'], balances: [0, 50_000] });
    renderWithProviders(<TopUpPage pollMs={30} />, {
      fetch,
      preloadedState: SIGNED_IN,
      route: '/nap-tien?paymentId=pay_1',
    });
    expect(await screen.findByText(/Đang chờ xác nhận thanh toán/)).toBeInTheDocument();
    expect(
      await screen.findByText('Nạp tiền thành công', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mã giao dịch: pay_1')).toBeInTheDocument();
    // The settled payment makes the balances stale: they are read again.
    await waitFor(() =>
      expect(screen.getByTestId('balance-main')).toHaveTextContent('Số dư tài khoản chính50.000đ'),
    );
  });

  it('remembers the payment left for the gateway and shows its outcome on coming back without a redirect', async () => {
    const { fetch } = server({ statuses: ['paid'] });
    const onGateway = vi.fn();
    const first = renderWithProviders(<TopUpPage onGateway={onGateway} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await first.user.click(await screen.findByRole('radio', { name: 'Ví MoMo' }));
    await first.user.click(screen.getByRole('button', { name: '50.000đ' }));
    await first.user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await waitFor(() => expect(onGateway).toHaveBeenCalledOnce());
    first.unmount();

    renderWithProviders(<TopUpPage pollMs={30} />, {
      fetch,
      preloadedState: SIGNED_IN,
      route: '/nap-tien',
    });
    expect(await screen.findByText('Nạp tiền thành công')).toBeInTheDocument();
    // Settled: forgotten, so the next visit starts clean.
    await waitFor(() => expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull());
  });

  it('says a cancelled payment charged nothing', async () => {
    const { fetch } = server({ statuses: ['failed'] });
    renderWithProviders(<TopUpPage pollMs={30} />, {
      fetch,
      preloadedState: SIGNED_IN,
      route: '/nap-tien?paymentId=pay_1',
    });
    expect(
      await screen.findByText('Giao dịch đã bị huỷ, tài khoản không bị trừ tiền'),
    ).toBeInTheDocument();
  });

  it('says an expired payment charged nothing', async () => {
    const { fetch } = server({ statuses: ['expired'] });
    renderWithProviders(<TopUpPage pollMs={30} />, {
      fetch,
      preloadedState: SIGNED_IN,
      route: '/nap-tien?paymentId=pay_1',
    });
    expect(
      await screen.findByText('Giao dịch đã hết hạn, tài khoản không bị trừ tiền'),
    ).toBeInTheDocument();
  });

  it('on an e-wallet route, tops up with that wallet only', async () => {
    const { fetch, created } = server();
    const onGateway = vi.fn();
    const { user } = renderWithProviders(<TopUpPage method="zalopay" onGateway={onGateway} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    expect(
      screen.getByRole('heading', { name: 'Nạp tiền qua ví ZaloPay', level: 1 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '200.000đ' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await waitFor(() => expect(onGateway).toHaveBeenCalledOnce());
    expect(created[0]).toMatchObject({ method: 'zalopay', amount: 200_000 });
  });

  it('on the phone-credit route, uses phone credit', async () => {
    const { fetch, created } = server();
    const { user } = renderWithProviders(<TopUpPage method="phone_credit" onGateway={vi.fn()} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    expect(
      screen.getByRole('heading', { name: 'Nạp tiền bằng tài khoản điện thoại' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '100.000đ' }));
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await waitFor(() =>
      expect(created[0]).toMatchObject({ method: 'phone_credit', amount: 100_000 }),
    );
  });

  it('says when no method is available', async () => {
    const { fetch } = server({ methods: METHODS.map((m) => ({ ...m, enabled: false })) });
    renderWithProviders(<TopUpPage method="dtt" />, { fetch, preloadedState: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Chưa có hình thức nạp tiền' }),
    ).toBeInTheDocument();
  });

  it('shows a load error with retry', async () => {
    let calls = 0;
    const fetch = createFakeFetch((_request, url) => {
      if (url.pathname !== '/api/customer/method_payment_ext') return errorResponse(14, 404);
      calls += 1;
      return calls === 1 ? errorResponse(14, 400) : okResponse({ methods: METHODS });
    });
    const { user } = renderWithProviders(<TopUpPage />, { fetch, preloadedState: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Không tải được dữ liệu' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('radio', { name: 'Ví MoMo' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<TopUpPage />, { fetch: offlineFetch(), preloadedState: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
