import { screen, within } from '@testing-library/react';
import type { ReserveOrderBody } from '@veso/contract';
import { XSKT_MESSAGES } from '@veso/contract';
import {
  createFakeFetch,
  makeTestOrder,
  makeTestPaperItem,
  makeTestStockTicket,
  okResponse,
  renderWithProviders,
  selectCartItems,
} from '@veso/shop-core';
import type { CartItem } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../cart/cart-page';
import { ConfirmOrderPage } from '../confirm/confirm-order-page';
import { deliveryAnswer } from '../delivery/delivery-test-server';
import { megaTicket, single, storeWithCart, userInfo } from '../test/fixtures';
import { HOLD_EXPIRED_NOTE } from './paper-lines';

const inFifteen = () => new Date(Date.now() + 15 * 60 * 1000).toISOString();
const north = makeTestStockTicket({
  ticketId: 20,
  product: 'xsmb',
  productName: 'Xổ số kiến thiết miền Bắc',
  category: 3,
  province: 'Bắc Ninh',
  number: '12345',
  symbolCode: '15AN',
});
const set = [6, 7, 8].map((ticketId) => makeTestStockTicket({ ticketId, number: '888888' }));

/** A stand-in server: holds, releases and paid orders recorded; hold of `taken` refused. */
function paperServer(taken: number[] = []) {
  const reserves: ReserveOrderBody[] = [];
  const released: number[][] = [];
  const fetch = createFakeFetch(async (request, url) => {
    if (url.pathname === '/api/xskt/cart/hold') {
      const body = (await request.json()) as { ticketIds: number[] };
      if (body.ticketIds.some((id) => taken.includes(id))) {
        return Response.json({ code: 14, message: XSKT_MESSAGES.taken }, { status: 400 });
      }
      return okResponse({
        items: body.ticketIds.map((ticketId) => ({ ticketId, heldUntil: inFifteen() })),
        ttlSeconds: 900,
      });
    }
    if (url.pathname === '/api/xskt/cart/release') {
      released.push(((await request.json()) as { ticketIds: number[] }).ticketIds);
      return okResponse({ released: 1 });
    }
    // The cart pays from the main balance in one call (reserve and pay).
    if (url.pathname === '/api/order/reserve_and_pay') {
      reserves.push((await request.json()) as ReserveOrderBody);
      return okResponse({
        order: makeTestOrder(0, { orderId: 300, amount: 50_000 }),
        balance: 100_000,
        prizeBalance: 0,
      });
    }
    const delivery = await deliveryAnswer(request, url);
    if (delivery) return delivery;
    if (url.pathname === '/api/auth/info') return okResponse(userInfo(150_000));
    return Response.json({ code: -1, message: 'no handler' }, { status: 503 });
  });
  return { fetch, reserves, released };
}

function renderAt(
  route: string,
  fetch: typeof globalThis.fetch,
  items: CartItem[] = [makeTestPaperItem([north], inFifteen())],
) {
  const store = storeWithCart(fetch, items);
  return renderWithProviders(
    <Routes>
      <Route path="/gio-hang" element={<CartPage />} />
      <Route path="/xac-nhan-don-hang" element={<ConfirmOrderPage />} />
    </Routes>,
    { route, store },
  );
}

describe('paper tickets in the cart', () => {
  it('lists the held ticket with province, draw, number, series, price and the hold’s countdown', () => {
    const { fetch } = paperServer();
    renderAt('/gio-hang', fetch);
    const line = screen.getByRole('article', { name: 'Vé 1: Xổ số kiến thiết miền Bắc' });
    expect(within(line).getByText('12345 · Ký hiệu 15AN')).toBeInTheDocument();
    expect(within(line).getByText(/Bắc Ninh · Quay lúc 04\/03\/2026/)).toBeInTheDocument();
    expect(within(line).getByTestId('hold-countdown')).toHaveTextContent(
      /^Vé được giữ cho bạn trong 1[45]:\d\d$/,
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('10.000đ');
  });

  it('an expired hold says so and can be held again; removing gives the tickets back', async () => {
    const { fetch, released } = paperServer();
    const past = new Date(Date.now() - 1000).toISOString();
    const { user, store } = renderAt('/gio-hang', fetch, [makeTestPaperItem(set, past, true)]);
    const line = screen.getByRole('article', {
      name: 'Vé 1: Xổ số kiến thiết miền Nam · Cặp nguyên 3 vé',
    });
    expect(within(line).getByTestId('hold-countdown')).toHaveTextContent('Hết thời gian giữ vé');
    expect(within(line).getByText(HOLD_EXPIRED_NOTE)).toBeInTheDocument();
    expect(screen.getByText('3/50 vé')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: /Giữ lại vé 1/ }));
    expect(await within(line).findByTestId('hold-countdown')).toHaveTextContent(
      /Vé được giữ cho bạn trong/,
    );
    await user.click(within(line).getByRole('button', { name: /Xoá vé 1/ }));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(released).toEqual([[6, 7, 8]]);
  });

  it('holding again a ticket another customer took meanwhile shows the server’s message', async () => {
    const { fetch } = paperServer([20]);
    const past = new Date(Date.now() - 1000).toISOString();
    const { user } = renderAt('/gio-hang', fetch, [makeTestPaperItem([north], past)]);
    await user.click(screen.getByRole('button', { name: /Giữ lại vé 1/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(XSKT_MESSAGES.taken);
  });

  it('pays game tickets and paper tickets in one order, each paper ticket by its stock id', async () => {
    const server = paperServer();
    const items = [
      megaTicket([single([3, 11, 19, 25, 38, 44])]),
      makeTestPaperItem([north], inFifteen()),
      makeTestPaperItem(set, inFifteen(), true),
    ];
    const { user } = renderAt('/xac-nhan-don-hang', server.fetch, items);
    const paper = screen.getByRole('list', { name: 'Vé xổ số kiến thiết trong đơn' });
    expect(within(paper).getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByTestId('confirm-total')).toHaveTextContent('50.000đ');
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
    expect(server.reserves).toHaveLength(1);
    const infos = server.reserves[0]?.orderItemInfos ?? [];
    expect(infos.map((i) => [i.product, i.numberInfos[0]?.ticketId ?? null])).toEqual([
      ['mega645', null],
      ['xsmb', 20],
      ['xsmn', 6],
      ['xsmn', 7],
      ['xsmn', 8],
    ]);
    expect(infos[1]?.numberInfos[0]).toMatchObject({ numbers: ['12345'], symbolCode: '15AN' });
  });
});
