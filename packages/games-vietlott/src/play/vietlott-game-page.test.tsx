import { screen, waitFor, within } from '@testing-library/react';
import { cartItemPrice, formatMoney, lineCount } from '@veso/domain';
import {
  cartItemAdded,
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  makeVietlottCartItem,
  offlineFetch,
  okResponse,
  renderWithProviders,
  selectCartItems,
  selectToasts,
  setupTestStore,
  toChosenDraw,
} from '@veso/shop-core';
import type { FakeApiHandler, VietlottCartItem } from '@veso/shop-core';
import type { OrderableProduct } from '@veso/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pickNumbers } from '../test/game-fixtures';
import { VietlottGamePage } from './vietlott-game-page';

function server(product: OrderableProduct): FakeApiHandler {
  return (_request, url) => {
    if (url.pathname === '/api/draw/periods' && url.searchParams.get('product') === product) {
      return okResponse(makeTestPeriodList(product));
    }
    if (url.pathname === '/api/getListPeriod' && product === 'lotto535') {
      return okResponse(makeTestPeriodList(product));
    }
    return errorResponse(-1, 503);
  };
}

// A seeded random source so quick pick is repeatable.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function renderGame(
  product: OrderableProduct,
  fetch: typeof globalThis.fetch = createFakeFetch(server(product)),
  options: { store?: ReturnType<typeof setupTestStore>; state?: unknown } = {},
) {
  const store = options.store ?? setupTestStore(undefined, { fetch });
  return renderWithProviders(
    <Routes>
      <Route path="/game" element={<VietlottGamePage product={product} random={seeded(7)} />} />
      <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
    </Routes>,
    { route: '/game', fetch, store },
  );
}

afterEach(() => localStorage.clear());

const pick = pickNumbers;

describe('VietlottGamePage', () => {
  it('picks 6 numbers on an accessible grid, prices the line and adds the ticket to the cart', async () => {
    const { user, store } = renderGame('mega645');
    expect(screen.getByRole('heading', { name: 'Mega 6/45' })).toBeInTheDocument();
    // The next open draw is chosen by default, with its jackpot and countdown.
    const first = await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    expect(first).toBeChecked();
    const row = first.closest('label');
    expect(row).toHaveTextContent('Jackpot: 12.000.000.000đ');
    expect(row).toHaveTextContent(/Còn 2\d:\d\d:\d\d/);

    await pick(user, 'Chọn 6 số cho bộ số A', [3, 11, 19, 25, 38, 44]);
    const grid = screen.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
    expect(within(grid).getByRole('button', { name: /^03/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /^04/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByTestId('set-A')).toHaveTextContent('03 11 19 25 38 44');
    expect(screen.getByTestId('price-total')).toHaveTextContent('10.000đ');

    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.product).toBe('mega645');
    expect(item?.numberInfos[0]?.numbers).toEqual(['03', '11', '19', '25', '38', '44']);
    expect(item?.drawInfos.map((d) => d.drawId)).toEqual(['01200']);
    expect(item?.calculatedPrice).toBe(10_000);
    expect(selectToasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Đã thêm vé vào giỏ hàng' }),
    );
  });

  it('shows the bao line count and price live from the domain, for several draws', async () => {
    const { user } = renderGame('mega645');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.selectOptions(screen.getByLabelText('Cách chơi'), 'bao-7');
    await pick(user, 'Chọn 7 số cho bộ số A', [1, 2, 3, 4, 5, 6, 7]);
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01201/ }));
    const lines = lineCount('mega645', { kind: 'bao', numbers: [1, 2, 3, 4, 5, 6, 7] });
    expect(lines).toBe(7);
    expect(screen.getByTestId('line-total')).toHaveTextContent('7');
    const price = cartItemPrice({ product: 'mega645', lines, stake: 1, draws: 2 });
    expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));
  });

  it('holds up to six sets A–F, quick picks and refuses an incomplete set with the domain message', async () => {
    const { user, store } = renderGame('power655');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByTestId('set-A').textContent?.split(' ')).toHaveLength(6);
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    expect(screen.queryByRole('button', { name: 'Thêm bộ số' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sửa Bộ số F' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bộ số B: Vui lòng chọn đủ 6 số.');
    expect(selectCartItems(store.getState())).toHaveLength(0);
    // Removing the empty sets leaves a valid ticket of one set.
    for (const letter of ['F', 'E', 'D', 'C', 'B']) {
      await user.click(screen.getByRole('button', { name: `Xoá Bộ số ${letter}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('asks Lotto 5/35 for the special number and supports bao of special numbers', async () => {
    const { user, store } = renderGame('lotto535');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await pick(user, 'Chọn 5 số cho bộ số A', [1, 2, 3, 4, 5]);
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vui lòng chọn 1 số đặc biệt từ 01 đến 12.',
    );
    await pick(user, 'Chọn 1 số đặc biệt cho bộ số A', [9]);
    expect(screen.getByTestId('set-A')).toHaveTextContent('01 02 03 04 05 | ĐB 09');
    await user.selectOptions(screen.getByLabelText('Cách chơi'), 'baoSpecial-3');
    await pick(user, 'Chọn 3 số đặc biệt cho bộ số A', [1, 2, 3]);
    expect(screen.getByTestId('line-total')).toHaveTextContent('3');
    expect(screen.getByTestId('price-total')).toHaveTextContent('30.000đ');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.numberInfos[0]).toMatchObject({
      form: 'baoSpecial',
      specials: ['01', '02', '03'],
    });
  });

  it('keeps favourite sets on the device and reuses them', async () => {
    const { user, unmount } = renderGame('mega645');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    expect(screen.getByText('Chưa có bộ số yêu thích.')).toBeInTheDocument();
    await pick(user, 'Chọn 6 số cho bộ số A', [5, 6, 7, 8, 9, 10]);
    await user.click(screen.getByRole('button', { name: 'Lưu bộ số A' }));
    unmount();
    const again = renderGame('mega645');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await again.user.click(screen.getByRole('button', { name: 'Dùng bộ số 05 06 07 08 09 10' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent('05 06 07 08 09 10');
  });

  it('says the cart is full at 50 tickets and adds nothing', async () => {
    const fetch = createFakeFetch(server('mega645'));
    const store = setupTestStore(undefined, { fetch });
    const filler = makeVietlottCartItem(
      'mega645',
      [
        {
          numbers: [1, 2, 3, 4, 5, 6],
          form: 'single',
          special: null,
          specials: [],
          chosenAuto: false,
        },
      ],
      [],
    );
    for (let i = 0; i < 50; i += 1) store.dispatch(cartItemAdded({ ...filler, id: `f${i}` }));
    const { user } = renderGame('mega645', fetch, { store });
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé',
    );
    expect(selectCartItems(store.getState())).toHaveLength(50);
  });

  it('edits a cart ticket in place: its sets and draws come back, saving replaces it', async () => {
    const fetch = createFakeFetch(server('mega645'));
    const store = setupTestStore(undefined, { fetch });
    const periods = makeTestPeriodList('mega645').periods.slice(1, 3).map(toChosenDraw);
    const item = makeVietlottCartItem(
      'mega645',
      [
        {
          numbers: [1, 2, 3, 4, 5, 6, 7],
          form: 'bao',
          special: null,
          specials: [],
          chosenAuto: false,
        },
      ],
      periods,
      'edit-me',
    );
    store.dispatch(cartItemAdded(item));
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={[{ pathname: '/game', state: { editItemId: 'edit-me' } }]}>
        <Routes>
          <Route path="/game" element={<VietlottGamePage product="mega645" />} />
          <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
        </Routes>
      </MemoryRouter>,
      { store, withRouter: false },
    );
    expect(screen.getByRole('heading', { name: 'Sửa vé Mega 6/45' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cách chơi')).toHaveValue('bao-7');
    expect(screen.getByTestId('set-A')).toHaveTextContent('01 02 03 04 05 06 07');
    expect(await screen.findByRole('checkbox', { name: /Kỳ #01201/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Kỳ #01200/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01202/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    const items = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(items).toHaveLength(1);
    expect(items[0]?.id).toBe('edit-me');
    expect(items[0]?.drawInfos.map((d) => d.drawId)).toEqual(['01201']);
    expect(items[0]?.calculatedPrice).toBe(70_000);
  });

  it('shows the periods error and the offline state', async () => {
    renderGame(
      'mega645',
      createFakeFetch(() => errorResponse(14, 400)),
    );
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderGame('mega645', offlineFetch());
    await waitFor(() => expect(screen.getByText('Không có kết nối mạng')).toBeInTheDocument(), {
      timeout: 10_000,
    });
  }, 15_000);
});

describe('VietlottGamePage top', () => {
  it('puts the draw on sale, its jackpots and a ticking countdown above the number grid', async () => {
    const periods = makeTestPeriodList('power655');
    const next = periods.periods[0];
    if (!next) throw new Error('fixture has periods');
    const base = server('power655');
    const fetch = createFakeFetch((request, url) =>
      url.pathname === '/api/result/latest'
        ? okResponse({ items: [{ product: 'power655', name: 'Power 6/55', latest: null, next }] })
        : base(request, url),
    );
    renderGame('power655', fetch);
    const bar = await screen.findByRole('region', { name: 'Kỳ quay đang bán' });
    expect(
      await within(bar).findByText(`Kỳ #${next.drawCode} · Quay 18:00 01/01/2030`),
    ).toBeInTheDocument();
    // Exact amounts at the top of the game page.
    expect(within(bar).getByText('30.000.000.000đ')).toBeInTheDocument();
    expect(within(bar).getByText('3.000.000.000đ')).toBeInTheDocument();
    const first = within(bar).getByRole('timer').textContent;
    expect(first).toMatch(/^Còn \d{2}:\d{2}:\d{2}$/);
    await waitFor(() => expect(within(bar).getByRole('timer').textContent).not.toBe(first), {
      timeout: 2500,
    });
    // The bar comes before the number grid in the page.
    const grid = screen.getAllByRole('group')[0];
    expect(
      grid && bar.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
