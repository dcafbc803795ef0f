import { PRIZE_TABLES } from '../prizes/tables';
import type { TaxRule } from '../prizes/types';
import { assertMoney, invalid } from './internal';
import type { PrizeWin } from './types';

/** A ticket's prizes before and after personal income tax (đồng). */
export type TaxedPrize = {
  readonly gross: number;
  readonly tax: number;
  readonly net: number;
};

/**
 * Personal income tax on a ticket's prizes: 10% of the part above 10,000,000đ (Thông tư
 * 111/2013 Điều 15), rounded down to the đồng. Pass the sum of every prize of one ticket
 * (all its lines, a whole bao ticket) — the tax is computed per ticket, not per line.
 * @example prizeTax(15_000_000) // 500_000
 * @param rule defaults to `PRIZE_TABLES.tax`
 */
export function prizeTax(gross: number, rule: TaxRule = PRIZE_TABLES.tax): number {
  assertMoney(gross, 'gross prize');
  if (gross <= rule.threshold) return 0;
  return Math.floor(((gross - rule.threshold) * rule.ratePercent) / 100);
}

/**
 * Sums the prizes of one ticket and takes the tax off the total ({@link prizeTax}).
 * @param wins every win of the ticket's lines, with pari-mutuel shares already resolved
 * @throws RangeError when a win still has a null (unshared) amount
 */
export function taxTicket(
  wins: readonly Pick<PrizeWin, 'amount'>[],
  rule: TaxRule = PRIZE_TABLES.tax,
): TaxedPrize {
  const gross = wins.reduce((sum, w) => {
    if (w.amount === null) invalid('Share the jackpot before taxing the ticket');
    return sum + w.amount;
  }, 0);
  const tax = prizeTax(gross, rule);
  return { gross, tax, net: gross - tax };
}
