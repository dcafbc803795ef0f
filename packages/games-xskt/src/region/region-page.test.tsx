import { act, render, screen, waitFor, within } from '@testing-library/react';
import { XSKT_MESSAGES } from '@veso/contract';
import {
  clearSession,
  isPaperCartItem,
  makeTestSession,
  offlineFetch,
  renderWithProviders,
  selectCartItems,
  setSessionCookie,
  setupTestStore,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stockServer } from '../test/stock-server';
import { HoldCountdown } from '../tickets/hold-countdown';
import { NO_PAPER_TICKET_MESSAGE } from '../tickets/paper-buy-bar';
import { RegionPage } from './region-page';

function renderRegion(
  server: ReturnType<typeof stockServer>,
  product: 'xsmn' | 'xsmb' = 'xsmn',
  signedIn = true,
) {
  const store = setupTestStore(signedIn ? { session: makeTestSession() } : undefined, {
    fetch: server.fetch,
  });
  return renderWithProviders(
    <Routes>
      <Route path="/xskt" element={<RegionPage product={product} />} />
      <Route path="/dang-nhap" element={<p>Trang đăng nhập</p>} />
      <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
    </Routes>,
    { route: '/xskt', store },
  );
}

async function search(user: ReturnType<typeof renderRegion>['user'], mode: string, digits: string) {
  const box = screen.getByRole('search', { name: 'Tìm vé theo số' });
  await user.click(within(box).getByRole('radio', { name: mode }));
  const field = within(box).getByLabelText('Số cần tìm');
  await user.clear(field);
  await user.type(field, digits);
  await user.click(within(box).getByRole('button', { name: 'Tìm vé' }));
}

function shownNumbers(): string[] {
  const list = screen.getByRole('list', { name: 'Vé đang bán' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

beforeEach(() => setSessionCookie('tok-xskt'));
afterEach(() => clearSession());

describe('RegionPage', () => {
  it('shows the day’s provinces of the weekly table with their stock, and the next days', async () => {
    const { user } = renderRegion(stockServer());
    expect(screen.getByRole('heading', { name: 'Xổ số kiến thiết miền Nam' })).toBeInTheDocument();
    const provinces = await screen.findByRole('region', { name: /Đài quay Thứ 4 04\/03/ });
    expect(within(provinces).getByRole('button', { name: /Cần Thơ Còn 5\/5 vé/ })).toBeVisible();
    expect(within(provinces).getByRole('button', { name: /Đồng Nai Còn 4\/4 vé/ })).toBeVisible();
    expect(screen.getByText('16:15 hằng ngày')).toBeInTheDocument();
    expect(screen.getByText('16:00')).toBeInTheDocument();
    // Every ticket of the day, then one province.
    await screen.findByText('Tìm thấy 11 vé');
    await user.click(within(provinces).getByRole('button', { name: /Sóc Trăng/ }));
    await screen.findByText('Tìm thấy 2 vé');
    expect(shownNumbers()).toEqual(['129900', '440068']);
    // The next day: its provinces, no stock delivered yet.
    await user.click(screen.getByRole('button', { name: 'Thứ 5 05/03' }));
    expect(await screen.findByRole('button', { name: /Tây Ninh Chưa có vé/ })).toBeInTheDocument();
    expect(await screen.findByText('Không còn vé đang bán')).toBeInTheDocument();
  });

  it('searches by exact number, trailing digits and leading digits', async () => {
    const server = stockServer();
    const { user } = renderRegion(server);
    await screen.findByText('Tìm thấy 11 vé');

    await search(user, 'Số chính xác', '888888');
    expect(await screen.findByText('Tìm thấy 3 vé')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Vé số 888888 · mọi đài/ })).toBeInTheDocument();
    expect(server.searches.at(-1)?.get('number')).toBe('888888');

    await search(user, 'Đuôi số', '68');
    // Three tickets again: the count alone does not tell the new list from the last one.
    await waitFor(() => expect(shownNumbers()).toEqual(['551268', '771268', '440068']));
    expect(screen.getByText('Tìm thấy 3 vé')).toBeInTheDocument();
    expect(server.searches.at(-1)?.get('tail')).toBe('68');

    await search(user, 'Đầu số', '12');
    await screen.findByText('Tìm thấy 2 vé');
    expect(shownNumbers()).toEqual(['123456', '129900']);
    expect(server.searches.at(-1)?.get('head')).toBe('12');

    await search(user, 'Đầu số', '999');
    expect(await screen.findByText('Không tìm thấy vé phù hợp')).toBeInTheDocument();
  });

  it('checks the number before searching: the south’s tickets have 6 digits', async () => {
    const server = stockServer();
    const { user } = renderRegion(server);
    await screen.findByText('Tìm thấy 11 vé');
    const before = server.searches.length;
    await search(user, 'Số chính xác', '1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Số vé có 6 chữ số.');
    expect(screen.getByLabelText('Số cần tìm')).toHaveAttribute('aria-invalid', 'true');
    expect(server.searches).toHaveLength(before);
  });

  it('shows the north’s 5-digit tickets with their series code', async () => {
    renderRegion(stockServer(), 'xsmb');
    const card = await screen.findByRole('article', { name: /Vé 12345 Bắc Ninh/ });
    expect(within(card).getByText('Ký hiệu 15AN')).toBeInTheDocument();
    expect(within(card).getByText('10.000đ')).toBeInTheDocument();
  });

  it('adding a ticket holds it: in the cart with the hold’s 15-minute countdown', async () => {
    const server = stockServer();
    const { user, store } = renderRegion(server);
    const card = await screen.findByRole('article', { name: /Vé 123456 Cần Thơ/ });
    expect(within(card).getByText('Quay 04/03/2026 16:15:00')).toBeInTheDocument();
    // The page's one buy action waits for a ticket and says so.
    const bar = screen.getByTestId('buy-bar');
    const buy = within(bar).getByRole('button', { name: 'Mua ngay' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(NO_PAPER_TICKET_MESSAGE);
    await user.click(within(card).getByRole('button', { name: /Thêm vào giỏ: Vé 123456 Cần Thơ/ }));
    expect(await within(card).findByTestId('hold-countdown')).toHaveTextContent(
      /^Vé được giữ cho bạn trong 1[45]:\d\d$/,
    );
    expect(within(card).getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute(
      'href',
      '/gio-hang',
    );
    expect(server.holds).toEqual([expect.objectContaining({ ticketIds: [1] })]);
    const [line] = selectCartItems(store.getState()).filter(isPaperCartItem);
    expect(line?.tickets).toEqual([
      expect.objectContaining({ ticketId: 1, number: '123456', province: 'Cần Thơ' }),
    ]);
    expect(line?.calculatedPrice).toBe(10_000);
    expect(bar).toHaveTextContent('Vé đã chọn · 1 vé 10.000đ');
    await user.click(buy);
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
  });

  it('another customer took the ticket first: the server’s message, nothing in the cart', async () => {
    const server = stockServer();
    const { user, store } = renderRegion(server);
    const card = await screen.findByRole('article', { name: /Vé 551268 Cần Thơ/ });
    // The race is lost between the list and the click.
    server.others.add(2);
    await user.click(within(card).getByRole('button', { name: /Thêm/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(XSKT_MESSAGES.taken);
    expect(
      within(card).getByText(
        'Vé này vừa có khách hàng khác giữ hoặc mua. Quý khách vui lòng chọn vé khác.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByTestId('hold-countdown')).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('sends a signed-out visitor to login before holding', async () => {
    const server = stockServer();
    const { user, store } = renderRegion(server, 'xsmn', false);
    const card = await screen.findByRole('article', { name: /Vé 123456 Cần Thơ/ });
    await user.click(within(card).getByRole('button', { name: /Thêm/ }));
    expect(await screen.findByText('Trang đăng nhập')).toBeInTheDocument();
    expect(server.holds).toEqual([]);
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('says when the phone is offline', async () => {
    const store = setupTestStore({ session: makeTestSession() }, { fetch: offlineFetch() });
    renderWithProviders(<RegionPage product="xsmt" />, { store });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});

describe('HoldCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-04T03:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts the 15 minutes down every second, then says the hold ran out', () => {
    render(<HoldCountdown heldUntil="2026-03-04T03:15:00.000Z" />);
    const countdown = screen.getByTestId('hold-countdown');
    expect(countdown).toHaveTextContent('Vé được giữ cho bạn trong 15:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(countdown).toHaveTextContent('Vé được giữ cho bạn trong 13:59');
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(countdown).toHaveTextContent('Hết thời gian giữ vé');
  });
});
