import { screen, within } from '@testing-library/react';
import { cartItemPrice, formatMoney, getProduct, unitPriceFor } from '@veso/domain';
import {
  embedDetected,
  errorResponse,
  createFakeFetch,
  makeTestAppConfig,
  NOTHING_CHOSEN_MESSAGE,
  offlineFetch,
  okResponse,
  renderWithProviders,
  selectCartItems,
  setupTestStore,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lotoFetch, lotoServer, seeded } from '../test/loto-fixtures';
import { LotoGamePage } from './loto-game-page';
import type { SetGameProduct } from './loto-game-page';
import { LOTO_CUTOFF_NOTICE } from './loto-periods';

function renderGame(
  product: SetGameProduct,
  options: { fetch?: typeof globalThis.fetch; embedded?: boolean } = {},
) {
  const fetch = options.fetch ?? lotoFetch();
  const store = setupTestStore(undefined, { fetch });
  if (options.embedded) store.dispatch(embedDetected({ source: 'wallet', data: 'd', sig: 's' }));
  return renderWithProviders(
    <Routes>
      <Route path="/game" element={<LotoGamePage product={product} random={seeded(3)} />} />
      <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
    </Routes>,
    { route: '/game', fetch, store },
  );
}

async function pick(user: UserEvent, grid: string, numbers: readonly number[], digits = 2) {
  const group = screen.getByRole('group', { name: grid });
  for (const n of numbers) {
    await user.click(
      within(group).getByRole('button', {
        name: new RegExp(`^${String(n).padStart(digits, '0')}`),
      }),
    );
  }
}

function priceText(
  product: SetGameProduct,
  lines: number,
  stake: number,
  draws = 1,
  embedded = false,
) {
  return formatMoney(
    cartItemPrice({ product, lines, stake, draws, unitPrice: unitPriceFor(product, embedded) }),
  );
}

afterEach(() => localStorage.clear());

describe('LotoGamePage', () => {
  it('sells a loto 2 số number for the next northern draw, priced as the domain for every stake', async () => {
    const { user, store } = renderGame('loto2');
    expect(screen.getByRole('heading', { name: 'Lô tô 2 số' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hướng dẫn chơi' })).toHaveAttribute(
      'href',
      '/huong-dan-choi/loto2',
    );
    expect(screen.getByText(LOTO_CUTOFF_NOTICE)).toBeInTheDocument();
    const next = await screen.findByRole('checkbox', { name: /#2030-01-01/ });
    expect(next).toBeChecked();
    expect(next.closest('label')).toHaveTextContent(/Còn 2\d:\d\d:\d\d/);
    expect(screen.getByRole('row', { name: /Trùng 2 số cuối giải Đặc biệt/ })).toHaveTextContent(
      'x70',
    );

    await pick(user, 'Chọn 1 số cho bộ số A', [7]);
    expect(screen.getByTestId('line-total')).toHaveTextContent('1');
    for (const stake of getProduct('loto2').stake.presets) {
      await user.click(screen.getByRole('radio', { name: formatMoney(stake * 10_000) }));
      expect(screen.getByTestId('price-total')).toHaveTextContent(priceText('loto2', 1, stake));
    }

    await user.click(screen.getByRole('radio', { name: '20.000đ' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.product).toBe('loto2');
    expect(item?.numberInfos[0]?.numbers).toEqual(['07']);
    expect(item?.calculatedPrice).toBe(20_000);
    expect(item?.drawInfos.map((d) => d.drawId)).toEqual(['2030-01-01']);
  });

  it('prices the 6x36 at the embed’s 1,000đ unit and takes several sets and draws', async () => {
    const { user } = renderGame('dientoan636', { embedded: true });
    await screen.findByRole('checkbox', { name: /#2030-01-01/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent(/^\d\d \d\d \d\d \d\d \d\d \d\d$/);
    await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    await pick(user, 'Chọn 6 số cho bộ số B', [1, 5, 9, 13, 17, 36]);
    await user.click(screen.getByRole('checkbox', { name: /#2030-01-02/ }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('2');
    expect(screen.getByTestId('price-total')).toHaveTextContent(
      priceText('dientoan636', 2, 1, 2, true),
    );
    expect(screen.getByTestId('price-total')).toHaveTextContent('4.000đ');
  });

  it('takes a typed 3-digit number and tells which set is unfinished', async () => {
    const { user } = renderGame('loto3');
    await screen.findByRole('checkbox', { name: /#2030-01-01/ });
    const add = screen.getByRole('button', { name: 'Thêm vào giỏ' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(NOTHING_CHOSEN_MESSAGE);
    await user.type(screen.getByLabelText('Nhập số có 3 chữ số cho bộ số A'), '045');
    expect(screen.getByTestId('set-A')).toHaveTextContent('045');
    expect(screen.getByTestId('price-total')).toHaveTextContent(priceText('loto3', 1, 1));
    await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Bộ số B: Vui lòng chọn đủ 1 số.');
  });

  it.each(['loto2cap', 'loto3cap', 'loto4cap'] as const)(
    'prices %s lines as the domain does',
    async (product) => {
      const { user } = renderGame(product);
      const count = getProduct(product).pick?.count ?? 2;
      await pick(user, `Chọn ${count} số cho bộ số A`, [11, 22, 33, 44].slice(0, count));
      expect(screen.getByTestId('line-total')).toHaveTextContent('1');
      expect(screen.getByTestId('price-total')).toHaveTextContent(priceText(product, 1, 1));
    },
  );

  it('keeps favourite sets on the device', async () => {
    const { user } = renderGame('loto2');
    await pick(user, 'Chọn 1 số cho bộ số A', [68]);
    await user.click(screen.getByRole('button', { name: 'Lưu bộ số A' }));
    expect(screen.getByRole('button', { name: 'Dùng bộ số 68' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('veso.favourites.loto2') ?? '[]')).toEqual([
      expect.objectContaining({ numbers: [68], form: 'single' }),
    ]);
    // Another visit finds it, and 'Dùng' puts it in the set being edited.
    await user.click(screen.getByRole('button', { name: 'Xoá Bộ số A' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent('Chưa chọn số');
    await user.click(screen.getByRole('button', { name: 'Dùng bộ số 68' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent('68');
  });

  it('still reads the favourites an earlier version saved as plain numbers', async () => {
    localStorage.setItem('veso.favourites.loto3', JSON.stringify([[45], [7]]));
    const { user } = renderGame('loto3');
    await user.click(screen.getByRole('button', { name: 'Dùng bộ số 007' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent('007');
    await user.click(screen.getByRole('button', { name: 'Bỏ bộ số 045' }));
    expect(screen.queryByRole('button', { name: 'Dùng bộ số 045' })).not.toBeInTheDocument();
  });

  it('tells when the operator paused the product', async () => {
    const fetch = createFakeFetch((request, url) =>
      url.pathname === '/api/customer/get_config_v2'
        ? okResponse(
            makeTestAppConfig({
              pausedProducts: [{ productId: 'dientoan636', label: 'Tạm dừng đến 15/02' }],
            }),
          )
        : lotoServer(request, url),
    );
    renderGame('dientoan636', { fetch });
    expect(
      await screen.findByText(/^Tạm dừng đến 15\/02: sản phẩm tạm dừng nhận đơn/),
    ).toHaveAttribute('role', 'status');
  });

  it('shows the error and offline states of the periods', async () => {
    renderGame('loto5', { fetch: createFakeFetch(() => errorResponse(14)) });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when the phone is offline', async () => {
    renderGame('loto5', { fetch: offlineFetch() });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});
