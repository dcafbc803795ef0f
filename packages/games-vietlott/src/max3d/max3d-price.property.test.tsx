import { cleanup, screen } from '@testing-library/react';
import { cartItemPrice, formatMoney, lineCount, unitPriceFor } from '@veso/domain';
import type { PlaySelection } from '@veso/domain';
import { selectCartItems } from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { max3dForms, numbersPerLine } from './max3d-entry';
import type { Max3dForm, Max3dProduct } from './max3d-entry';
import { entryLabel, Max3dGamePage } from './max3d-game-page';
import { OmMax3dPlusPage } from './om-max3d-plus-page';
import { formRadio, renderScreen } from './test/max3d-fixtures';

const DRAW_CODES = ['01201', '01202'];
const pad = (n: number) => String(n).padStart(3, '0');

type Ticket = { product: Max3dProduct; form: Max3dForm; lines: string[][] };

// A valid line of a form: whole numbers, or patterns with 1 up to the form's `*`s.
function lineArbitrary(product: Max3dProduct, form: Max3dForm): fc.Arbitrary<string[]> {
  const count = numbersPerLine(product);
  const numbers = fc.array(fc.integer({ min: 0, max: 999 }), {
    minLength: count,
    maxLength: count,
  });
  if (form !== 'wildcard') return numbers.map((list) => list.map(pad));
  const maxWildcards = max3dForms(product).find((f) => f.value === 'wildcard')?.maxWildcards ?? 1;
  return fc
    .tuple(
      numbers,
      fc.uniqueArray(fc.integer({ min: 0, max: count * 3 - 1 }), {
        minLength: 1,
        maxLength: maxWildcards,
      }),
    )
    .map(([list, stars]) => {
      const digits = [...list.map(pad).join('')];
      for (const position of stars) digits[position] = '*';
      return Array.from({ length: count }, (_, i) => digits.slice(i * 3, i * 3 + 3).join(''));
    });
}

const ticketArbitrary: fc.Arbitrary<Ticket> = fc
  .tuple(
    fc.constantFrom<Max3dProduct>('max3d', 'max3dplus'),
    fc.constantFrom<Max3dForm>('single', 'permutation', 'wildcard'),
  )
  .chain(([product, form]) =>
    fc
      .array(lineArbitrary(product, form), { minLength: 1, maxLength: 3 })
      .map((lines) => ({ product, form, lines })),
  );

function selectionOf(form: Max3dForm, entries: string[]): PlaySelection {
  return form === 'wildcard'
    ? { kind: 'wildcard', patterns: entries }
    : { kind: form, numbers: entries.map(Number) };
}

async function chooseDraws(user: ReturnType<typeof renderScreen>['user'], draws: number) {
  for (const code of DRAW_CODES.slice(0, draws - 1)) {
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`Kỳ #${code}`) }));
  }
}

function stakeLabel(product: 'max3d' | 'max3dplus' | 'ommax3dplus', stake: number): string {
  return formatMoney(stake * unitPriceFor(product, false));
}

describe('the price on the Max 3D screens', () => {
  it('equals the domain line count and price for random lines, forms, stakes and draws', async () => {
    await fc.assert(
      fc.asyncProperty(
        ticketArbitrary,
        fc.constantFrom(1, 2, 5, 10, 20),
        fc.integer({ min: 1, max: 3 }),
        async ({ product, form, lines }, stake, draws) => {
          const { user, store } = renderScreen(<Max3dGamePage product={product} />);
          try {
            await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
            await user.click(formRadio(form));
            await user.click(screen.getByRole('radio', { name: stakeLabel(product, stake) }));
            for (const [index, entries] of lines.entries()) {
              if (index > 0) await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
              for (const [position, text] of entries.entries()) {
                const label = entryLabel(product, 'ABC'[index] ?? '', position);
                await user.type(screen.getByLabelText(label), text);
              }
            }
            await chooseDraws(user, draws);
            const counts = lines.map((entries) => lineCount(product, selectionOf(form, entries)));
            const price = counts.reduce(
              (sum, n) => sum + cartItemPrice({ product, lines: n, stake, draws }),
              0,
            );
            expect(screen.getByTestId('line-total')).toHaveTextContent(
              String(counts.reduce((a, b) => a + b, 0)),
            );
            expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));

            await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
            const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
            expect(item?.calculatedPrice).toBe(price);
            expect(item?.numberInfos).toEqual(
              lines.map((entries, index) =>
                expect.objectContaining({
                  form,
                  lines: counts[index],
                  priceUnit: unitPriceFor(product, false),
                  tickQuantity: stake,
                  ...(form === 'wildcard' ? { patterns: entries } : { numbers: entries }),
                }),
              ),
            );
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 90_000);

  it('prices Ôm Max 3D+ as range size × stake × unit × draws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(1, 2, 5, 10, 20),
        fc.integer({ min: 1, max: 3 }),
        async (fixed, a, b, stake, draws) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const { user, store } = renderScreen(<OmMax3dPlusPage />);
          try {
            await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
            await user.type(screen.getByLabelText('Số cố định'), pad(fixed));
            await user.type(screen.getByLabelText('Từ số'), pad(from));
            await user.type(screen.getByLabelText('Đến số'), pad(to));
            await user.click(screen.getByRole('radio', { name: stakeLabel('ommax3dplus', stake) }));
            await chooseDraws(user, draws);
            const lines = lineCount('ommax3dplus', { kind: 'range', fixed, from, to });
            const price = cartItemPrice({
              product: 'ommax3dplus',
              lines,
              rangeSize: to - from + 1,
              stake,
              draws,
            });
            expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
            expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));
            await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
            const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
            expect(item?.calculatedPrice).toBe(price);
            expect(item?.numberInfos[0]).toMatchObject({
              numbers: [pad(fixed)],
              range: { from: pad(from), to: pad(to) },
              priceUnit: unitPriceFor('ommax3dplus', false),
              tickQuantity: stake,
            });
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 90_000);
});
