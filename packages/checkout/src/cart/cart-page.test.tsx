import { screen, within } from '@testing-library/react';
import { cartItemPrice, formatMoney } from '@veso/domain';
import {
  cartItemAdded,
  createFakeFetch,
  errorResponse,
  renderWithProviders,
  selectCartItems,
} from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lotoTicket, megaTicket, single, storeWithCart } from '../test/fixtures';
import { CartPage } from './cart-page';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function GamePage({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      Trang {name} sửa {(location.state as { editItemId: string }).editItemId}
    </p>
  );
}

function renderCart(store = storeWithCart(fetch, [])) {
  return renderWithProviders(
    <Routes>
      <Route path="/gio-hang" element={<CartPage />} />
      <Route path="/hinh-thuc-nhan-ve" element={<p>Hình thức nhận vé</p>} />
      <Route path="/mega-645" element={<GamePage name="Mega" />} />
      <Route path="/lo-to-235/3-so" element={<GamePage name="Lô tô 3 số" />} />
      <Route path="/bao-loto-2-so" element={<GamePage name="Bao lô tô 2 số" />} />
      <Route path="/bao-xsdt-6x36" element={<GamePage name="Bao 6x36" />} />
    </Routes>,
    { route: '/gio-hang', store },
  );
}

describe('CartPage', () => {
  it('is empty with a way back to buying', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mua vé ngay' })).toHaveAttribute('href', '/');
  });

  it('lists the tickets with draws and sets, and totals them with the domain', () => {
    const store = storeWithCart(fetch, [
      megaTicket([single([1, 2, 3, 4, 5, 6]), single([7, 8, 9, 10, 11, 12])], 2, 't1'),
      megaTicket([{ ...single([1, 2, 3, 4, 5, 6, 7]), form: 'bao' }], 1, 't2'),
    ]);
    renderCart(store);
    const first = screen.getByRole('article', { name: 'Vé 1: Mega 6/45' });
    expect(within(first).getByText(/Kỳ #01200/)).toBeInTheDocument();
    expect(within(first).getByText(/Kỳ #01201/)).toBeInTheDocument();
    expect(within(first).getByText('07 08 09 10 11 12')).toBeInTheDocument();
    expect(screen.getByText(/Bao 7 số · 7 dãy/)).toBeInTheDocument();
    const total =
      cartItemPrice({ product: 'mega645', lines: 2, stake: 1, draws: 2 }) +
      cartItemPrice({ product: 'mega645', lines: 7, stake: 1, draws: 1 });
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatMoney(total));
    expect(screen.getByText('2/50 vé')).toBeInTheDocument();
  });

  it('removes a number set, and the ticket with its last set', async () => {
    const store = storeWithCart(fetch, [
      megaTicket([single([1, 2, 3, 4, 5, 6]), single([7, 8, 9, 10, 11, 12])], 1, 't1'),
    ]);
    const { user } = renderCart(store);
    await user.click(screen.getByRole('button', { name: 'Xoá bộ số B của vé 1 Mega 6/45' }));
    expect(screen.queryByText('07 08 09 10 11 12')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('10.000đ');
    await user.click(screen.getByRole('button', { name: 'Xoá bộ số A của vé 1 Mega 6/45' }));
    expect(selectCartItems(store.getState())).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
  });

  it('removes a ticket, sends an edit back to its game and goes on to delivery', async () => {
    const store = storeWithCart(fetch, [
      megaTicket([single([1, 2, 3, 4, 5, 6])], 1, 't1'),
      megaTicket([single([7, 8, 9, 10, 11, 12])], 1, 't2'),
    ]);
    const { user } = renderCart(store);
    await user.click(screen.getByRole('button', { name: 'Xoá vé 1 Mega 6/45' }));
    expect(selectCartItems(store.getState()).map((item) => item.id)).toEqual(['t2']);
    await user.click(screen.getByRole('button', { name: 'Sửa vé 1 Mega 6/45' }));
    expect(await screen.findByText('Trang Mega sửa t2')).toBeInTheDocument();
  });

  it('shows the full-cart message at 50 tickets', async () => {
    const store = storeWithCart(fetch, []);
    const ticket = megaTicket([single([1, 2, 3, 4, 5, 6])]);
    for (let i = 0; i < 50; i += 1) store.dispatch(cartItemAdded({ ...ticket, id: `x${i}` }));
    const { user } = renderCart(store);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé',
    );
    expect(screen.getByText('50/50 vé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('Hình thức nhận vé')).toBeInTheDocument();
  });

  it('labels loto lines with their product and pick, at each set’s unit, and sends them to their page to edit', async () => {
    const store = storeWithCart(fetch, [
      lotoTicket('baoloto2', [{ ...single([12, 34, 56, 78]), form: 'lotoBao' }], 'bl'),
      lotoTicket('loto3', [{ ...single([45]), stake: 2 }], 'l3'),
      // The wallet-embedded shell's 6x36 bao at 1,000đ a line.
      lotoTicket('bao636', [{ ...single([1, 2, 3, 4, 5, 6, 7]), form: 'bao' }], 'b6', 1_000),
    ]);
    const { user } = renderCart(store);
    const bao = screen.getByRole('article', { name: 'Vé 1: Bao lô tô 2 số' });
    expect(within(bao).getByText('12 34 56 78')).toBeInTheDocument();
    expect(bao).toHaveTextContent('Bao lô tô 2 số · 4 số · 11 dãy · 110.000đ');
    expect(bao).not.toHaveTextContent(/Bao lô tô ·/);
    const loto3 = screen.getByRole('article', { name: 'Vé 2: Lô tô 3 số' });
    expect(loto3).toHaveTextContent('045');
    expect(loto3).toHaveTextContent('Cơ bản · 20.000đ/dãy · 1 dãy · 20.000đ');
    const bao636 = screen.getByRole('article', { name: 'Vé 3: Bao điện toán 6x36' });
    expect(bao636).toHaveTextContent('Bao 7 số · 7 dãy · 7.000đ');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('137.000đ');

    await user.click(screen.getByRole('button', { name: 'Sửa vé 2 Lô tô 3 số' }));
    expect(await screen.findByText('Trang Lô tô 3 số sửa l3')).toBeInTheDocument();
  });

  it.each([
    ['baoloto2', 'Bao lô tô 2 số', 'Bao lô tô 2 số'],
    ['bao636', 'Bao điện toán 6x36', 'Bao 6x36'],
  ] as const)('sends a %s ticket to its bao page to edit', async (product, name, page) => {
    const numbers = product === 'bao636' ? [1, 2, 3, 4, 5, 6, 7] : [12, 34, 56];
    const form = product === 'bao636' ? 'bao' : 'lotoBao';
    const store = storeWithCart(fetch, [lotoTicket(product, [{ ...single(numbers), form }], 'x')]);
    const { user } = renderCart(store);
    await user.click(screen.getByRole('button', { name: `Sửa vé 1 ${name}` }));
    expect(await screen.findByText(`Trang ${page} sửa x`)).toBeInTheDocument();
  });
});
