import { screen, within } from '@testing-library/react';
import { binomial, cartItemPrice, formatMoney } from '@veso/domain';
import {
  NOTHING_CHOSEN_MESSAGE,
  renderWithProviders,
  selectCartItems,
  setupTestStore,
  vietlottItemPrice,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lotoFetch, seeded } from '../test/loto-fixtures';
import { Bao636Page, BaoLoto2Page, baoSizes, DonBaoBacPage } from './bao-page';

function render(element: React.ReactElement) {
  const fetch = lotoFetch();
  const store = setupTestStore(undefined, { fetch });
  return renderWithProviders(
    <Routes>
      <Route path="/game" element={element} />
      <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
    </Routes>,
    { route: '/game', fetch, store },
  );
}

async function pick(user: UserEvent, grid: string, numbers: readonly number[]) {
  const group = screen.getByRole('group', { name: grid });
  for (const n of numbers) {
    await user.click(
      within(group).getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) }),
    );
  }
}

describe('Bao636Page', () => {
  it('offers bao 7 to 12 and prices every size as the domain: C(n, 6) lines', async () => {
    expect(baoSizes('bao636')).toEqual([7, 8, 9, 10, 11, 12]);
    const { user } = render(<Bao636Page random={seeded(5)} />);
    expect(screen.getByRole('heading', { name: 'Bao điện toán 6x36' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /#2030-01-01/ });
    for (const size of baoSizes('bao636')) {
      await user.selectOptions(screen.getByLabelText('Số lượng số bao'), String(size));
      const lines = binomial(size, 6);
      expect(
        screen.getByRole('option', { name: `Bao ${size} số (${lines} dãy)` }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
      expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
      expect(screen.getByTestId('price-total')).toHaveTextContent(
        formatMoney(cartItemPrice({ product: 'bao636', lines, stake: 1, draws: 1 })),
      );
    }
    // Picking by hand: 7 numbers on the grid.
    await user.selectOptions(screen.getByLabelText('Số lượng số bao'), '7');
    await pick(user, 'Chọn 7 số để bao', [1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByTestId('line-total')).toHaveTextContent('7');
  });

  it('lists the server’s price of each bao size and adds the bao ticket to the cart', async () => {
    const { user, store } = render(<Bao636Page random={seeded(5)} />);
    const table = await screen.findByRole('region', { name: 'Bảng giá bao' });
    expect(
      await within(table).findByRole('row', { name: /Bao 12 số · 924 dãy/ }),
    ).toHaveTextContent('9.240.000đ');
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('7');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.product).toBe('bao636');
    expect(item?.numberInfos[0]?.form).toBe('bao');
    expect(item?.numberInfos[0]?.numbers).toHaveLength(7);
    expect(item && vietlottItemPrice(item)).toBe(70_000);
  });
});

describe('BaoLoto2Page', () => {
  it.each([
    [3, 4],
    [4, 11],
  ])(
    'bao %i số buys %i lines, priced as the domain, as one bao ticket in the cart',
    async (size, lines) => {
      expect(baoSizes('baoloto2')).toContain(size);
      const { user, store } = render(<BaoLoto2Page />);
      await screen.findByRole('checkbox', { name: /#2030-01-01/ });
      await user.selectOptions(screen.getByLabelText('Số lượng số bao'), String(size));
      await pick(user, `Chọn ${size} số có 2 chữ số để bao`, [12, 34, 56, 78].slice(0, size));
      const price = cartItemPrice({ product: 'baoloto2', lines, stake: 1, draws: 1 });
      expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
      expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));

      await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
      const items = selectCartItems(store.getState()) as VietlottCartItem[];
      expect(items).toHaveLength(1);
      expect(items[0]?.product).toBe('baoloto2');
      expect(items[0]?.numberInfos[0]).toMatchObject({
        form: 'lotoBao',
        numbers: ['12', '34', '56', '78'].slice(0, size),
        lines,
      });
      expect(items[0] && vietlottItemPrice(items[0])).toBe(price);
    },
  );

  it('asks for every number before adding', async () => {
    const { user } = render(<BaoLoto2Page />);
    // Nothing chosen: the buy bar is off and says why.
    const buy = screen.getByRole('button', { name: 'Mua ngay' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(NOTHING_CHOSEN_MESSAGE);
    const grid = screen.getByRole('group', { name: /^Chọn 3 số/ });
    await user.click(within(grid).getByRole('button', { name: /^12/ }));
    await user.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn đủ 3 số.');
  });

  it('is the northern bao order at /don-bao-bac', () => {
    render(<DonBaoBacPage />);
    expect(screen.getByRole('heading', { name: 'Đơn bao miền Bắc' })).toBeInTheDocument();
  });
});
