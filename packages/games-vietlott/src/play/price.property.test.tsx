import { cleanup, screen, within } from '@testing-library/react';
import { cartItemPrice, formatMoney, lineCount, selectionOf } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { OrderableProduct } from '@veso/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formChoices, quickPick } from './play-forms';
import { VietlottGamePage } from './vietlott-game-page';

const PRODUCTS: OrderableProduct[] = ['mega645', 'power655', 'lotto535'];

describe('the price on the game screen', () => {
  it('equals the domain price for random selections, forms and draw counts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRODUCTS),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        async (product, formIndex, draws, seed) => {
          const choices = formChoices(product);
          const choice = choices[formIndex % choices.length];
          if (!choice) throw new Error('no play form');
          let state = seed;
          const random = () => {
            state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
            return state / 2_147_483_648;
          };
          const fetch = createFakeFetch((_request, url) =>
            url.pathname === '/api/draw/periods' || url.pathname === '/api/getListPeriod'
              ? okResponse(makeTestPeriodList(product))
              : errorResponse(-1, 503),
          );
          const { user } = renderWithProviders(
            <VietlottGamePage product={product} random={random} />,
            { fetch },
          );
          try {
            await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
            await user.selectOptions(screen.getByLabelText('Cách chơi'), choice.value);
            await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
            for (const code of ['01201', '01202'].slice(0, draws - 1)) {
              await user.click(screen.getByRole('checkbox', { name: new RegExp(`Kỳ #${code}`) }));
            }
            // The same quick pick again, to know the selection the screen holds.
            state = seed;
            const set = quickPick(product, choice, random);
            const lines = lineCount(product, selectionOf(set));
            const price = cartItemPrice({ product, lines, stake: 1, draws });
            expect(
              within(screen.getByTestId('line-total')).getByText(String(lines)),
            ).toBeInTheDocument();
            expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
