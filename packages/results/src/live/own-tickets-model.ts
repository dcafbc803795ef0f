import type { PaperTicket } from '@veso/contract';
import {
  KENO_SIDE_BET_LABELS,
  PRIZE_TABLES,
  generateLines,
  selectionOf,
  settleKeno,
  settleKenoSideBet,
  unitPriceFor,
} from '@veso/domain';
import type { KenoSideBet, PlaySelection, PrizeWin } from '@veso/domain';

type NumberInfo = PaperTicket['numberInfos'][number];

/** Ticket statuses that take part in the draw: printed (1) and settled (2). */
const PLAYING_STATUSES: ReadonlySet<number> = new Set([1, 2]);

/** How many numbers a Keno draw reveals. */
export const KENO_DRAW_SIZE = PRIZE_TABLES.keno.drawSize;

/** The Keno price of one stake unit (Keno costs the same in every channel). */
const KENO_UNIT = unitPriceFor('keno', false);

/** One number set of one of the customer's tickets, as the live screen follows it. */
export type OwnLine = {
  key: string;
  /** 'A'…'F', the set's place on its ticket. */
  letter: string;
  /** 'Bậc 5', 'Bao bậc 3' or the side bet's name ('Lớn'). */
  label: string;
  /** The numbers played (empty for a side bet). */
  numbers: readonly number[];
  /** The side bet, or null for a numbers line. */
  bet: KenoSideBet | null;
  /** Lines the set buys (C(n, level) for a bao). */
  lines: number;
  /** Đồng staked on each line for the draw. */
  stake: number;
  selection: PlaySelection;
};

/** One of the customer's tickets of the draw with its sets. */
export type OwnTicket = {
  id: number;
  orderId: number;
  /** Null until the draw is settled; then the credited prize (after tax). */
  prizeNet: number | null;
  lines: OwnLine[];
};

function labelOf(info: NumberInfo): string {
  if (info.form === 'kenoSideBet') return info.bet ? KENO_SIDE_BET_LABELS[info.bet] : '';
  if (info.form === 'kenoBao') return `Bao bậc ${info.level ?? ''}`;
  return `Bậc ${info.numbers.length}`;
}

/** The customer's tickets that play in `drawCode` (printed or settled), oldest first. */
export function ownTicketsOf(tickets: readonly PaperTicket[], drawCode: string): OwnTicket[] {
  return tickets
    .filter((ticket) => ticket.drawCode === drawCode && PLAYING_STATUSES.has(ticket.status))
    .sort((a, b) => a.id - b.id)
    .map((ticket) => ({
      id: ticket.id,
      orderId: ticket.orderId,
      prizeNet: ticket.settledAt === null ? null : ticket.prizeNet,
      lines: ticket.numberInfos.map((info, index) => ({
        key: `${ticket.id}-${index}`,
        letter: 'ABCDEF'[index] ?? String(index + 1),
        label: labelOf(info),
        numbers: info.numbers,
        bet: info.form === 'kenoSideBet' ? (info.bet ?? null) : null,
        lines: info.lines,
        stake: info.stake * KENO_UNIT,
        selection: selectionOf(info),
      })),
    }));
}

/** How many of the drawn numbers are Lớn (41–80), Nhỏ, Chẵn and Lẻ so far. */
export type SideCounts = { big: number; small: number; even: number; odd: number };

export function sideCounts(drawn: readonly number[]): SideCounts {
  const big = drawn.filter((n) => n >= PRIZE_TABLES.keno.bigFrom).length;
  const even = drawn.filter((n) => n % 2 === 0).length;
  return { big, small: drawn.length - big, even, odd: drawn.length - even };
}

/** Whether a side bet is about big/small (else even/odd). */
export function isBigSmallBet(bet: KenoSideBet): boolean {
  const count = PRIZE_TABLES.keno.sideBets[bet].count;
  return count === 'big' || count === 'small';
}

/**
 * The provisional prize of a set once all 20 numbers are out, by the domain's Keno prize
 * table (stake included, before tax; a capped 8/9/10 top prize at its fixed amount). Null
 * when the draw is not complete or the set cannot be settled.
 */
export function provisionalPrize(line: OwnLine, drawn: readonly number[]): number | null {
  if (drawn.length !== KENO_DRAW_SIZE) return null;
  const result = { numbers: drawn };
  try {
    const wins: PrizeWin[] = [...generateLines('keno', line.selection)].flatMap((played) =>
      played.sideBet
        ? settleKenoSideBet(result, played.sideBet, line.stake)
        : settleKeno(result, { numbers: played.numbers }, line.stake),
    );
    return wins.reduce((sum, win) => sum + (win.amount ?? 0), 0);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
