import { screen } from '@testing-library/react';
import type { CreatePayBody, OrderPayment, ReserveOrderBody } from '@veso/contract';
import type { CartItem } from '@veso/shop-core';
import {
  createFakeFetch,
  embedDetected,
  errorResponse,
  makeTestOrder,
  makeTestPaperItem,
  makeTestStockTicket,
  offlineFetch,
  okResponse,
  renderWithProviders,
  selectCartItems,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmOrderPage } from '../confirm/confirm-order-page';
import { selectOrderFlow } from '../state/order-flow';
import { megaTicket, single, storeWithCart, userInfo } from '../test/fixtures';
import { PaymentMethodPage } from './payment-method-page';

function renderPayment(fetch: typeof globalThis.fetch) {
  const store = storeWithCart(fetch, [megaTicket([single([1, 2, 3, 4, 5, 6])], 2)]);
  return renderWithProviders(
    <Routes>
      <Route path="/chon-hinh-thuc-thanh-toan" element={<PaymentMethodPage />} />
      <Route path="/xac-nhan-don-hang" element={<p>Xác nhận</p>} />
    </Routes>,
    { route: '/chon-hinh-thuc-thanh-toan', store },
  );
}

function server(balance: number) {
  return createFakeFetch((_request, url) =>
    url.pathname === '/api/auth/info' ? okResponse(userInfo(balance)) : errorResponse(-1, 503),
  );
}

describe('PaymentMethodPage', () => {
  it('pays from the main balance and shows it against the total', async () => {
    const { user } = renderPayment(server(50_000));
    const method = await screen.findByRole('radio', { name: /Tài khoản chính/ });
    expect(method).toBeChecked();
    expect(screen.getByText(/Số dư:/)).toHaveTextContent('50.000đ');
    expect(screen.getByText('Tổng tiền').parentElement).toHaveTextContent('20.000đ');
    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Xác nhận')).toBeInTheDocument();
  });

  it('links to top-up when the balance is short', async () => {
    renderPayment(server(5_000));
    expect(await screen.findByRole('link', { name: 'Nạp tiền' })).toHaveAttribute(
      'href',
      '/nap-tien',
    );
  });

  it('shows the error and offline states of the balance', async () => {
    renderPayment(createFakeFetch(() => errorResponse(14)));
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderPayment(offlineFetch());
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});

type PayMode = {
  create?: 'ok' | 'refuse';
  settle?: 'paid' | 'failed';
  /** The total the server creates the order at (the page's 20,000đ unless told). */
  amount?: number;
};

/** A stand-in for the embedded order create, create_pay, pay_status and order info. */
function walletServer(mode: PayMode = {}) {
  const creates: ReserveOrderBody[] = [];
  /** The path of each order create call. */
  const createPaths: string[] = [];
  const pays: CreatePayBody[] = [];
  let polls = 0;
  const payment = (status: OrderPayment['status']): OrderPayment => ({
    paymentId: 'PAY-1',
    orderId: 101,
    amount: 20_000,
    status,
    payUrl: '/sandbox/pay/PAY-1',
    orderPaid: status === 'paid',
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-01T00:15:00.000Z',
    settledAt: null,
  });
  const fetch = createFakeFetch(async (request, url) => {
    if (url.pathname === '/api/auth/info') return okResponse(userInfo(0));
    if (
      url.pathname === '/api/xsdt/xsdt/order/create' ||
      url.pathname === '/api/xsdt/xskt/order/create'
    ) {
      createPaths.push(url.pathname);
      creates.push((await request.json()) as ReserveOrderBody);
      if (mode.create === 'refuse') {
        return Response.json(
          { code: 12, message: 'Thanh toán qua ví chỉ dành cho tài khoản đã liên kết ví điện tử.' },
          { status: 403 },
        );
      }
      return okResponse(
        makeTestOrder(0, { orderId: 101, state: 'reserved', amount: mode.amount ?? 20_000 }),
      );
    }
    if (url.pathname === '/api/gateway/api/gateway/create_pay') {
      pays.push((await request.json()) as CreatePayBody);
      return okResponse(payment('pending'));
    }
    if (url.pathname === '/api/gateway/api/gateway/pay_status') {
      polls += 1;
      return okResponse(payment(polls < 2 ? 'pending' : (mode.settle ?? 'paid')));
    }
    if (url.pathname === '/api/order/info') {
      return okResponse(
        makeTestOrder(0, {
          orderId: 101,
          amount: 20_000,
          state: mode.settle === 'failed' ? 'reserved' : 'paid',
          statusLabel: 'Chờ in vé',
        }),
      );
    }
    return errorResponse(-1, 503);
  });
  return { fetch, creates, createPaths, pays };
}

function renderEmbedded(
  fetch: typeof globalThis.fetch,
  route = '/chon-hinh-thuc-thanh-toan',
  onGateway = vi.fn(),
  items: CartItem[] = [megaTicket([single([1, 2, 3, 4, 5, 6])], 2)],
) {
  const store = storeWithCart(fetch, items);
  store.dispatch(embedDetected({ source: 'sandbox', data: 'd', sig: 's' }));
  const view = renderWithProviders(
    <Routes>
      <Route path="/chon-hinh-thuc-thanh-toan" element={<PaymentMethodPage pollMs={20} />} />
      <Route path="/xac-nhan-don-hang" element={<ConfirmOrderPage onGateway={onGateway} />} />
    </Routes>,
    { route, store },
  );
  return { ...view, onGateway };
}

/** From the method page (the wallet chosen) to the confirm screen. */
async function toConfirm(user: ReturnType<typeof renderWithProviders>['user']) {
  expect(await screen.findByRole('radio', { name: /Thanh toán qua ví/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
  await screen.findByRole('heading', { name: 'Xác nhận đơn hàng' });
}

describe('PaymentMethodPage in the e-wallet webview', () => {
  it('shows the confirm screen (items, total, the wallet) before paying; nothing is created until Pay', async () => {
    const server = walletServer();
    const { user, onGateway } = renderEmbedded(server.fetch);
    const wallet = await screen.findByRole('radio', { name: /Thanh toán qua ví/ });
    expect(wallet).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).not.toBeInTheDocument();
    // The method page only chooses: no pay button there.
    expect(screen.queryByRole('button', { name: 'Thanh toán qua ví' })).not.toBeInTheDocument();
    await toConfirm(user);
    expect(screen.getByRole('article', { name: 'Vé 1: Mega 6/45' })).toBeInTheDocument();
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('20.000đ');
    expect(screen.getByTestId('confirm-method')).toHaveTextContent('Ví điện tử đã liên kết');
    expect(server.creates).toHaveLength(0);
    expect(onGateway).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Thanh toán qua ví' }));
    await vi.waitFor(() => expect(onGateway).toHaveBeenCalledWith('/sandbox/pay/PAY-1'));
    expect(server.creates).toHaveLength(1);
    expect(server.creates[0]).toMatchObject({ deliveryType: 1, buyType: 2 });
    expect(server.pays).toEqual([{ requestId: server.creates[0]?.requestId, orderId: 101 }]);
    expect(server.createPaths).toEqual(['/api/xsdt/xsdt/order/create']);
  });

  it('creates a cart of paper tickets through the paper order create (spec §7)', async () => {
    const server = walletServer({ amount: 10_000 });
    const ticket = makeTestStockTicket({ ticketId: 77, number: '123456' });
    const heldUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    const { user, onGateway } = renderEmbedded(server.fetch, undefined, undefined, [
      makeTestPaperItem([ticket], heldUntil),
    ]);
    await toConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Thanh toán qua ví' }));
    await vi.waitFor(() => expect(onGateway).toHaveBeenCalledWith('/sandbox/pay/PAY-1'));
    expect(server.createPaths).toEqual(['/api/xsdt/xskt/order/create']);
    expect(server.creates[0]?.orderItemInfos).toEqual([
      expect.objectContaining({ numberInfos: [expect.objectContaining({ ticketId: 77 })] }),
    ]);
  });

  it('pays a cart mixing paper and Vietlott tickets with one order and one wallet payment', async () => {
    const server = walletServer({ amount: 30_000 });
    const ticket = makeTestStockTicket({ ticketId: 78, number: '654321' });
    const heldUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    const { user, onGateway } = renderEmbedded(server.fetch, undefined, undefined, [
      megaTicket([single([1, 2, 3, 4, 5, 6])], 2),
      makeTestPaperItem([ticket], heldUntil),
    ]);
    await toConfirm(user);
    // Both parts on the one confirm screen, one total.
    expect(screen.getByRole('article', { name: 'Vé 1: Mega 6/45' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vé xổ số kiến thiết trong đơn' })).toHaveTextContent(
      '654321',
    );
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('30.000đ');
    await user.click(screen.getByRole('button', { name: 'Thanh toán qua ví' }));
    await vi.waitFor(() => expect(onGateway).toHaveBeenCalledTimes(1));
    // One create call carries both parts; one payment covers it.
    expect(server.createPaths).toEqual(['/api/xsdt/xsdt/order/create']);
    expect(server.creates[0]?.orderItemInfos?.map((item) => item.product)).toEqual([
      'mega645',
      'xsmn',
    ]);
    expect(server.pays).toHaveLength(1);
  });

  it('shows a total the server changed and opens the gateway only once it is confirmed', async () => {
    const server = walletServer({ amount: 30_000 });
    const { user, onGateway } = renderEmbedded(server.fetch);
    await toConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Thanh toán qua ví' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tổng thanh toán đã thay đổi từ 20.000đ thành 30.000đ.',
    );
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('30.000đ');
    expect(server.pays).toHaveLength(0);
    expect(onGateway).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Xác nhận thanh toán tổng mới' }));
    await vi.waitFor(() => expect(onGateway).toHaveBeenCalledWith('/sandbox/pay/PAY-1'));
    expect(server.creates).toHaveLength(1);
    expect(server.pays).toEqual([{ requestId: server.creates[0]?.requestId, orderId: 101 }]);
  });

  it('shows the server’s refusal and keeps the cart', async () => {
    const server = walletServer({ create: 'refuse' });
    const { user, store, onGateway } = renderEmbedded(server.fetch);
    await toConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Thanh toán qua ví' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thanh toán qua ví chỉ dành cho tài khoản đã liên kết ví điện tử.',
    );
    expect(onGateway).not.toHaveBeenCalled();
    expect(server.pays).toHaveLength(0);
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('shows the paid order’s status after the gateway sends the customer back', async () => {
    const server = walletServer({ settle: 'paid' });
    const { store } = renderEmbedded(
      server.fetch,
      '/chon-hinh-thuc-thanh-toan?orderId=101&paymentId=PAY-1',
    );
    expect(await screen.findByText('Đang chờ ví xác nhận thanh toán…')).toBeInTheDocument();
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(await screen.findByText('Chờ in vé')).toBeInTheDocument();
    expect(screen.getByText('#101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute(
      'href',
      '/lich-su-dat-mua/101',
    );
    expect(selectCartItems(store.getState())).toHaveLength(0);
    expect(selectOrderFlow(store.getState()).attempt).toBeNull();
  });

  it('says a failed wallet payment took no money and keeps the cart', async () => {
    const server = walletServer({ settle: 'failed' });
    const { store } = renderEmbedded(
      server.fetch,
      '/chon-hinh-thuc-thanh-toan?orderId=101&paymentId=PAY-1',
    );
    expect(await screen.findByText(/Thanh toán qua ví chưa thành công/)).toBeInTheDocument();
    expect(await screen.findByText('Chưa thanh toán')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chọn lại hình thức thanh toán' })).toBeInTheDocument();
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('offers only the main balance outside the webview', async () => {
    renderPayment(server(50_000));
    await screen.findByRole('radio', { name: /Tài khoản chính/ });
    expect(screen.queryByRole('radio', { name: /Thanh toán qua ví/ })).not.toBeInTheDocument();
  });
});
