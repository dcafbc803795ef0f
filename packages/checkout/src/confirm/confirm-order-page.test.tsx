import { screen, waitFor, within } from '@testing-library/react';
import {
  AMOUNT_CHANGED_MESSAGE,
  type ConfirmOrderBody,
  type ReserveAndPayBody,
  type ReserveOrderBody,
} from '@veso/contract';
import {
  createFakeFetch,
  makeTestOrder,
  okResponse,
  receiverUpdated,
  renderWithProviders,
  selectCartItems,
} from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deliveryAnswer } from '../delivery/delivery-test-server';
import {
  DELIVERY_SHIP,
  deliveryChosen,
  selectOrderFlow,
  shipDistrictChosen,
  shipProvinceChosen,
} from '../state/order-flow';
import { lotoTicket, megaTicket, single, storeWithCart, userInfo } from '../test/fixtures';
import { ConfirmOrderPage } from './confirm-order-page';

type Mode = {
  confirm: 'ok' | 'drop' | 'short' | 'limit';
  canBuy?: boolean;
  /** The account's birthday; null when never given. */
  birthday?: string | null;
  /** The total the server reserves the order at (the page's 20,000đ unless told). */
  amount?: number;
};

const SHORT_MESSAGE = 'Số dư tài khoản chính không đủ để thanh toán đơn hàng';
const LIMIT_MESSAGE = 'Tối đa thanh toán 20,000,000đ';

/**
 * A stand-in orders server: reserve-and-pay charges once per requestId (a retry answers
 * the same order) and only at its own total; reserve once per requestId, confirm charges
 * once per order. `mode.confirm` is how either payment answers.
 */
function ordersServer(mode: Mode) {
  const oneCalls: { path: string; body: ReserveAndPayBody }[] = [];
  const reserves: ReserveOrderBody[] = [];
  const confirms: ConfirmOrderBody[] = [];
  const orderOf = new Map<string, number>();
  const charged = new Set<number>();
  const total = mode.amount ?? 20_000;
  let dropped = 0;
  const orderFor = (requestId: string) => {
    if (!orderOf.has(requestId)) orderOf.set(requestId, 100 + orderOf.size + 1);
    return orderOf.get(requestId) ?? 0;
  };
  /** The payment's answer in `mode` (charging `orderId` when it pays). */
  const pay = (orderId: () => number) => {
    if (mode.confirm === 'short') {
      return Response.json({ code: 14, message: SHORT_MESSAGE }, { status: 400 });
    }
    if (mode.confirm === 'limit') {
      return Response.json({ code: 14, message: LIMIT_MESSAGE }, { status: 400 });
    }
    const id = orderId();
    charged.add(id);
    // The first call and the api-client's own 3 retries all lose their answer.
    if (mode.confirm === 'drop' && dropped < 4) {
      dropped += 1;
      throw new TypeError('Failed to fetch');
    }
    return okResponse({
      order: makeTestOrder(0, { orderId: id, amount: total }),
      balance: 80_000,
      prizeBalance: 0,
    });
  };
  const fetch = createFakeFetch(async (request, url) => {
    if (url.pathname.endsWith('/order/reserve_and_pay')) {
      const body = (await request.json()) as ReserveAndPayBody;
      oneCalls.push({ path: url.pathname, body });
      if (body.amount !== total) {
        return Response.json({ code: 14, message: AMOUNT_CHANGED_MESSAGE }, { status: 400 });
      }
      return pay(() => orderFor(String(body.requestId)));
    }
    if (url.pathname === '/api/order') {
      const body = (await request.json()) as ReserveOrderBody;
      reserves.push(body);
      return okResponse(
        makeTestOrder(0, {
          orderId: orderFor(String(body.requestId)),
          state: 'reserved',
          amount: total,
        }),
      );
    }
    if (url.pathname === '/api/order/confirm') {
      const body = (await request.json()) as ConfirmOrderBody;
      confirms.push(body);
      return pay(() => Number(body.orderId));
    }
    const delivery = await deliveryAnswer(request, url);
    if (delivery) return delivery;
    if (url.pathname === '/api/auth/info') {
      const info = userInfo(5_000, mode.canBuy ?? true);
      return okResponse(mode.birthday === undefined ? info : { ...info, birthday: mode.birthday });
    }
    if (url.pathname === '/api/order/payment_info') {
      const orderId = Number(url.searchParams.get('orderId'));
      return okResponse({
        orderId,
        state: 'reserved',
        amount: total,
        balance: 5_000,
        enough: mode.confirm === 'limit',
        paymentVendors: [{ id: 1, name: 'Tài khoản chính' }],
      });
    }
    return Response.json({ code: -1, message: 'no handler' }, { status: 503 });
  });
  return { fetch, oneCalls, reserves, confirms, charged };
}

function ProfileProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Hồ sơ, quay lại {state?.from}</p>;
}

function renderConfirm(
  fetch: typeof globalThis.fetch,
  items = [megaTicket([single([3, 11, 19, 25, 38, 44])], 2)],
) {
  const store = storeWithCart(fetch, items);
  return renderWithProviders(
    <Routes>
      <Route path="/xac-nhan-don-hang" element={<ConfirmOrderPage />} />
      <Route path="/cap-nhat-thong-tin-tai-khoan" element={<ProfileProbe />} />
    </Routes>,
    { route: '/xac-nhan-don-hang', store },
  );
}

describe('ConfirmOrderPage', () => {
  it('shows every item, the fees, the total, the odds of any prize and the cut-off', () => {
    const { fetch } = ordersServer({ confirm: 'ok' });
    renderConfirm(fetch);
    const ticket = screen.getByRole('article', { name: 'Vé 1: Mega 6/45' });
    expect(within(ticket).getByText(/03 11 19 25 38 44/)).toBeInTheDocument();
    expect(within(ticket).getByText(/Kỳ #01200/)).toBeInTheDocument();
    expect(within(ticket).getByText(/Kỳ #01201/)).toBeInTheDocument();
    expect(screen.getByText('Phí giao vé').parentElement).toHaveTextContent('0đ');
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('20.000đ');
    expect(screen.getByText(/Trúng giải bất kỳ: khoảng 1\/42 mỗi dãy số/)).toBeInTheDocument();
    expect(screen.getByText('Hết giờ bán vé')).toBeInTheDocument();
    expect(screen.getByText(/^Còn \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('pays in one call with its requestId and the total shown, shows the result and empties the cart', async () => {
    const server = ordersServer({ confirm: 'ok' });
    const { user, store } = renderConfirm(server.fetch);
    await user.click(screen.getByRole('checkbox', { name: /mua cho kỳ quay tiếp theo/ }));
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }),
    ).toBeInTheDocument();
    expect(server.oneCalls).toHaveLength(1);
    expect(server.reserves).toHaveLength(0);
    expect(server.confirms).toHaveLength(0);
    const [call] = server.oneCalls;
    expect(call?.path).toBe('/api/order/reserve_and_pay');
    expect(call?.body).toMatchObject({
      amount: 20_000,
      deliveryType: 1,
      buyType: 2,
      paymentVendor: 1,
      cutoffPolicy: 'next',
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: ['01200', '01201'],
          numberInfos: [{ numbers: ['03', '11', '19', '25', '38', '44'], form: 'single' }],
        },
      ],
    });
    expect(call?.body.requestId).toMatch(/\S/);
    expect(screen.getByText('#101')).toBeInTheDocument();
    expect(screen.getByText('Số dư tài khoản chính').parentElement).toHaveTextContent('80.000đ');
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute(
      'href',
      '/lich-su-dat-mua/101',
    );
    expect(selectCartItems(store.getState())).toHaveLength(0);
    expect(selectOrderFlow(store.getState()).attempt).toBeNull();
  });

  it('pays a cart of Keno only through Keno’s own one-call path', async () => {
    const server = ordersServer({ confirm: 'ok', amount: 10_000 });
    const keno = lotoTicket('keno', [single([7])]);
    const { user } = renderConfirm(server.fetch, [keno]);
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }),
    ).toBeInTheDocument();
    expect(server.oneCalls.map((c) => c.path)).toEqual(['/api/v2/keno/order/reserve_and_pay']);
    expect(server.oneCalls[0]?.body.orderItemInfos?.[0]?.product).toBe('keno');
  });

  it('retries a lost answer with the same requestId: one charge', async () => {
    const server = ordersServer({ confirm: 'drop' });
    const { user } = renderConfirm(server.fetch);
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Không có kết nối mạng',
    );
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(server.oneCalls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(server.oneCalls.map((c) => c.body.requestId)).size).toBe(1);
    expect(server.reserves).toHaveLength(0);
    expect(server.charged).toEqual(new Set([101]));
  }, 30_000);

  it('sends a short balance to top-up and keeps the cart', async () => {
    const server = ordersServer({ confirm: 'short' });
    const { user, store } = renderConfirm(server.fetch);
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Số dư tài khoản chính không đủ để thanh toán đơn hàng');
    expect(
      within(alert).getByRole('link', { name: 'Nạp tiền vào tài khoản chính' }),
    ).toHaveAttribute('href', '/nap-tien');
    expect(selectCartItems(store.getState())).toHaveLength(1);
    // A refusal changed nothing on the server: the next attempt is a new one.
    expect(selectOrderFlow(store.getState()).attempt).toBeNull();
  });

  it('shows the server’s own reason for a refusal, not only the code’s generic text', async () => {
    const server = ordersServer({ confirm: 'limit' });
    const { user } = renderConfirm(server.fetch);
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tối đa thanh toán 20,000,000đ');
    expect(within(alert).queryByRole('link', { name: 'Nạp tiền vào tài khoản chính' })).toBeNull();
  });

  it('refuses a closed draw before calling, unless the next draw is accepted', async () => {
    const server = ordersServer({ confirm: 'ok', amount: 10_000 });
    const ticket = megaTicket([single([3, 11, 19, 25, 38, 44])], 1);
    const closed = {
      ...ticket,
      drawInfos: ticket.drawInfos.map((d) => ({ ...d, salesCloseAt: '2020-01-01T00:00:00.000Z' })),
    };
    const { user } = renderConfirm(server.fetch, [closed]);
    expect(screen.getByText('Đã hết giờ bán')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kỳ quay đã hết thời gian bán vé. Vui lòng chọn kỳ quay khác.',
    );
    expect(server.oneCalls).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /mua cho kỳ quay tiếp theo/ }));
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }),
    ).toBeInTheDocument();
    expect(server.oneCalls.at(-1)?.body.cutoffPolicy).toBe('next');
  });

  it('tells an under-18 buyer why paying is blocked', async () => {
    renderConfirm(ordersServer({ confirm: 'ok', canBuy: false }).fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bạn phải đủ 18 tuổi để mua vé xổ số.',
    );
    expect(screen.getByRole('button', { name: 'Thanh toán' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Cập nhật ngày sinh' })).not.toBeInTheDocument();
  });

  it('links a buyer without a birthday to the profile, which is told to come back here', async () => {
    const { user } = renderConfirm(
      ordersServer({ confirm: 'ok', canBuy: false, birthday: null }).fetch,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vui lòng cập nhật ngày sinh');
    const link = within(alert).getByRole('link', { name: 'Cập nhật ngày sinh' });
    expect(link).toHaveAttribute('href', '/cap-nhat-thong-tin-tai-khoan');
    await user.click(link);
    expect(await screen.findByText('Hồ sơ, quay lại /xac-nhan-don-hang')).toBeInTheDocument();
  });

  it('adds the ship fee to the total and sends the receiver with its province and zone', async () => {
    const server = ordersServer({ confirm: 'ok', amount: 50_000 });
    const store = storeWithCart(server.fetch, [megaTicket([single([3, 11, 19, 25, 38, 44])], 2)]);
    store.dispatch(
      receiverUpdated({ name: 'Nguyễn Văn A', phone: '0912345678', address: '1 Tràng Tiền' }),
    );
    store.dispatch(deliveryChosen(DELIVERY_SHIP));
    store.dispatch(shipProvinceChosen('22'));
    store.dispatch(shipDistrictChosen('rural'));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/xac-nhan-don-hang" element={<ConfirmOrderPage />} />
      </Routes>,
      { route: '/xac-nhan-don-hang', store },
    );
    expect(screen.getByText('Giao vé tận nơi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thanh toán' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('confirm-total')).toHaveTextContent('50.000đ'));
    expect(screen.getByText('Phí giao vé').parentElement).toHaveTextContent('30.000đ');
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }),
    ).toBeInTheDocument();
    expect(server.oneCalls[0]?.body).toMatchObject({
      amount: 50_000,
      deliveryType: 0,
      receiverInfo: {
        name: 'Nguyễn Văn A',
        phone: '0912345678',
        address: '1 Tràng Tiền',
        provinceId: '22',
        districtId: 'rural',
      },
    });
  });

  it('shows the total the server reserved when it differs and pays only once confirmed again', async () => {
    const server = ordersServer({ confirm: 'ok', amount: 25_000 });
    const { user, store } = renderConfirm(server.fetch);
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('20.000đ');
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tổng thanh toán đã thay đổi từ 20.000đ thành 25.000đ. Vui lòng kiểm tra và xác nhận lại để thanh toán số tiền mới.',
    );
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('25.000đ');
    // The one call was refused at 20,000đ; the order was then reserved to show its total.
    expect(server.oneCalls).toHaveLength(1);
    expect(server.reserves).toHaveLength(1);
    expect(server.reserves[0]?.requestId).toBe(server.oneCalls[0]?.body.requestId);
    expect(server.confirms).toHaveLength(0);
    expect(server.charged.size).toBe(0);
    expect(selectCartItems(store.getState())).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Xác nhận thanh toán tổng mới' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanh toán thành công' }),
    ).toBeInTheDocument();
    // The order reserved at the new total is the one paid, by confirm: one charge.
    expect(server.oneCalls).toHaveLength(1);
    expect(server.reserves).toHaveLength(1);
    expect(server.confirms).toHaveLength(1);
    expect(server.confirms[0]).toMatchObject({
      requestId: server.reserves[0]?.requestId,
      orderId: 101,
    });
    expect(server.charged).toEqual(new Set([101]));
  });

  it('is empty without tickets', () => {
    renderConfirm(ordersServer({ confirm: 'ok' }).fetch, []);
    expect(screen.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
  });
});
