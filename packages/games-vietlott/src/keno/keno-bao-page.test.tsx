import { cleanup, screen, within } from '@testing-library/react';
import { binomial, cartItemPrice, formatMoney } from '@veso/domain';
import {
  createFakeFetch,
  NOTHING_CHOSEN_MESSAGE,
  renderWithProviders,
  selectCartItems,
  toOrderItemInfo,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baoLevels, KENO_BAO_SIZES, KenoBaoPage } from './keno-bao-page';
import { KENO_STAKES } from './keno-selection';
import { kenoServer, seeded } from './keno-test-server';

function renderBao(seed = 5) {
  const fetch = createFakeFetch(kenoServer());
  return renderWithProviders(<KenoBaoPage random={seeded(seed)} />, { fetch });
}

// Keno sells 8:15–22:00 (Vietnam time): the cart buttons work only then, whatever the hour the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+07:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('KenoBaoPage', () => {
  it('shows C(N,k) and the price live and adds the bao with its level and stake', async () => {
    const { user, store } = renderBao();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.selectOptions(screen.getByLabelText('Số lượng số (N)'), '6');
    await user.selectOptions(screen.getByLabelText('Bậc (k)'), '2');
    expect(screen.getByTestId('combinations')).toHaveTextContent('C(6,2) = 15 dãy');
    expect(screen.getByTestId('line-total')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('15');
    expect(screen.getByTestId('price-total')).toHaveTextContent('150.000đ');
    // The level list stops below N.
    await user.selectOptions(screen.getByLabelText('Số lượng số (N)'), '3');
    expect(screen.getByLabelText('Bậc (k)').querySelectorAll('option')).toHaveLength(2);
    expect(screen.getByTestId('combinations')).toHaveTextContent('C(3,2) = 3 dãy');
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '10');
    expect(screen.getByTestId('price-total')).toHaveTextContent('300.000đ');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.calculatedPrice).toBe(300_000);
    expect(item && toOrderItemInfo(item).numberInfos).toEqual([
      expect.objectContaining({ form: 'kenoBao', level: 2, tickQuantity: 10 }),
    ]);
    expect(item?.numberInfos[0]?.numbers).toHaveLength(3);
  });

  it('refuses an unfinished bao', async () => {
    const { user, store } = renderBao();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    // Nothing chosen: the buy bar is off and says why.
    const add = screen.getByRole('button', { name: 'Thêm vào giỏ' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(NOTHING_CHOSEN_MESSAGE);
    const grid = screen.getByRole('group', { name: 'Chọn 5 số' });
    await user.click(within(grid).getByRole('button', { name: /^10/ }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn đủ 5 số.');
    expect(selectCartItems(store.getState())).toHaveLength(0);
  });

  it('prices every N, k, stake and draw count as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KENO_BAO_SIZES),
        fc.nat(),
        fc.constantFrom(...KENO_STAKES),
        fc.integer({ min: 1, max: 3 }),
        async (size, levelIndex, stake, draws) => {
          const levels = baoLevels(size);
          const level = levels[levelIndex % levels.length] ?? 1;
          const { user } = renderBao(size * 31 + level);
          try {
            await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
            await user.selectOptions(screen.getByLabelText('Số lượng số (N)'), String(size));
            await user.selectOptions(screen.getByLabelText('Bậc (k)'), String(level));
            await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), String(stake));
            await user.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
            for (const code of ['01201', '01202'].slice(0, draws - 1)) {
              await user.click(screen.getByRole('checkbox', { name: new RegExp(`Kỳ #${code}`) }));
            }
            const lines = binomial(size, level);
            expect(screen.getByTestId('combinations')).toHaveTextContent(
              `C(${size},${level}) = ${lines} dãy`,
            );
            expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
            expect(screen.getByTestId('price-total')).toHaveTextContent(
              formatMoney(cartItemPrice({ product: 'keno', lines, stake, draws })),
            );
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);
});
