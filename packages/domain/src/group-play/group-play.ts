import { TicketTypeId } from '../enums';
import { feeCategoryPercent } from '../pricing/pricing';
import type { TaxRule } from '../prizes/types';
import { PRIZE_TABLES } from '../prizes/tables';
import { sharePool } from '../settlement/pools';
import { prizeTax } from '../settlement/tax';

/**
 * Group play ("mua chung", spec §1, §3, §9): the money rules of a group, pure.
 * A group buys tickets together: its price is split into equal shares, members hold
 * shares, and each prize is split by shares to the đồng. The server keeps the state.
 */

/** The house rules of a group (docs/decisions.md). */
export const GROUP_PLAY_RULES = {
  /** Shares a group is split into. */
  minShares: 2,
  maxShares: 200,
  /** The leader's own share a leader may choose, in percent of the shares. */
  leaderPercents: [10, 20, 30, 40, 50],
  /** The leader holds at least this percent of the shares (rounded up to a whole share). */
  minLeaderPercent: 10,
  /** No member, the leader included, holds more than this percent (rounded down). */
  maxMemberPercent: 50,
  /** Shares stop selling this long before the draw's sales cut-off. */
  deadlineMarginMinutes: 30,
  /** Tickets (order items) of one group. */
  maxTickets: 10,
} as const;

/** Products a group may buy and their spec §3 ticket type (Keno has no group type). */
export const GROUP_TICKET_TYPES = {
  mega645: TicketTypeId.groupPlayMega,
  power655: TicketTypeId.groupPlayPower,
  keno: TicketTypeId.Keno,
} as const;
export type GroupProductId = keyof typeof GROUP_TICKET_TYPES;

/** The spec §3 ticket type of a group's product. */
export function groupTicketType(product: GroupProductId): number {
  return GROUP_TICKET_TYPES[product];
}

/** The spec §9 category fee of a group's product (21 → 9, 23 → 10, Keno 6 → 8). */
export function groupFeeCategory(product: GroupProductId): number | null {
  return feeCategoryPercent(GROUP_TICKET_TYPES[product]);
}

function assertCount(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${label} must be a positive integer, got ${value}`);
  }
}

/**
 * The price of one share: the tickets' price divided by the shares, when it divides
 * exactly (no đồng is lost or invented); null otherwise.
 */
export function sharePriceOf(totalAmount: number, totalShares: number): number | null {
  assertCount(totalShares, 'totalShares');
  if (!Number.isSafeInteger(totalAmount) || totalAmount <= 0) return null;
  return totalAmount % totalShares === 0 ? totalAmount / totalShares : null;
}

/** The fewest shares the leader holds: `percent` of the shares, rounded up, at least 1. */
export function minLeaderShares(
  totalShares: number,
  percent: number = GROUP_PLAY_RULES.minLeaderPercent,
): number {
  assertCount(totalShares, 'totalShares');
  return Math.max(1, Math.ceil((totalShares * percent) / 100));
}

/** The most shares one member holds: `percent` of the shares, rounded down, at least 1. */
export function maxMemberShares(
  totalShares: number,
  percent: number = GROUP_PLAY_RULES.maxMemberPercent,
): number {
  assertCount(totalShares, 'totalShares');
  return Math.max(1, Math.floor((totalShares * percent) / 100));
}

/**
 * The completion percent of the group card (spec §4): rounded down, and 100 only when
 * every share is sold (99.5% shows 99, never 'Hoàn thành' early).
 */
export function completionPercent(soldShares: number, totalShares: number): number {
  assertCount(totalShares, 'totalShares');
  if (soldShares >= totalShares) return 100;
  return Math.min(99, Math.floor((Math.max(0, soldShares) * 100) / totalShares));
}

/** When a group's unsold shares stop selling: the draw's sales cut-off minus the margin. */
export function groupDeadline(
  salesCloseAt: Date,
  marginMinutes: number = GROUP_PLAY_RULES.deadlineMarginMinutes,
): Date {
  return new Date(salesCloseAt.getTime() - marginMinutes * 60_000);
}

/** One member's part of a ticket's prize, before and after tax (đồng). */
export type GroupPrizePart = {
  readonly gross: number;
  readonly tax: number;
  readonly net: number;
};

/**
 * Splits one ticket's prize among the group's members pro rata to their shares, exact to
 * the đồng: each member gets the floor of their exact part, and the đồng left over go one
 * each to the largest remainders; on equal remainders the member who joined first (the
 * earlier in `shares`) gets it ({@link sharePool}). The parts always sum to `gross`.
 * Tax: each member's part is their own prize income (a prize shared by several winners
 * is taxed on each winner's part — docs/domain.md §5), so {@link prizeTax} applies to it.
 * @param gross the ticket's prize in đồng (all its lines)
 * @param shares each member's shares, in the order they joined
 */
export function splitGroupPrize(
  gross: number,
  shares: readonly number[],
  rule: TaxRule = PRIZE_TABLES.tax,
): GroupPrizePart[] {
  for (const s of shares) assertCount(s, 'shares');
  return sharePool(gross, shares).map((part) => {
    const tax = prizeTax(part, rule);
    return { gross: part, tax, net: part - tax };
  });
}
