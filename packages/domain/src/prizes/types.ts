import type { KenoSideBet } from '../catalog';

/**
 * Shapes of the prize tables in `tables.ts`. Amounts are integer đồng for one stake unit
 * of {@link PrizeTables.stakeUnit} (10,000đ) unless a field says it is a multiplier.
 */

/**
 * A tier of a game settled by counting matched numbers (Mega 6/45, Power 6/55, Lotto 5/35,
 * 6x36). A line wins only the first tier of its table whose condition it meets, so tables
 * list tiers from the highest down.
 */
export type MatchTier = {
  /** Stable id, used in settlement results and prize pools ('jackpot', 'first', …). */
  readonly id: string;
  /** Vietnamese tier name. */
  readonly name: string;
  /** How many main numbers of the line must be among the drawn main numbers (any listed count). */
  readonly matches: readonly number[];
  /**
   * The extra ball (Power's bonus, Lotto 5/35's special number): true when the line must hit
   * it, false when it must miss it, absent when it does not matter.
   */
  readonly extra?: boolean;
  /** Fixed prize per stake unit, or null for a pari-mutuel jackpot shared by its winners. */
  readonly amount: number | null;
};

/** A jackpot pot of a pari-mutuel game. */
export type JackpotRule = {
  /** The pot never starts below this after a win (đồng). */
  readonly minimum: number;
  /** Share of the draw's jackpot fund that grows this pot, in percent. */
  readonly fundPercent: number;
};

/** The table of a game settled by counting matched numbers. */
export type MatchGameTable = {
  /** How many main numbers one line holds. */
  readonly lineSize: number;
  /** How many main numbers one draw produces. */
  readonly drawSize: number;
  /** Tiers from the highest down; a line wins the first it meets. */
  readonly tiers: readonly MatchTier[];
  /** The pari-mutuel pots, keyed by the id of the tier that wins them. */
  readonly jackpots: Readonly<Record<string, JackpotRule>>;
};

/** Power 6/55: a match game with the 300-billion rule between its two jackpots. */
export type Power655Table = MatchGameTable & {
  /**
   * When Jackpot 1 is above this, nobody wins it and somebody wins Jackpot 2, the part above
   * goes to the Jackpot 2 winners and Jackpot 1 stays at this value (đồng).
   */
  readonly jackpot1Ceiling: number;
};

/** Lotto 5/35: a match game whose jackpot rolls down into the fixed prizes ("chia giải"). */
export type Lotto535Table = MatchGameTable & {
  readonly split: {
    /** A jackpot above this after a draw without a jackpot winner announces a split draw (đồng). */
    readonly threshold: number;
    /** Relative weights of the pot per fixed tier id (first 2 : others 1 → 1/3 and 1/6 each). */
    readonly weights: Readonly<Record<string, number>>;
    /** Per-winner bonus of every tier but the highest with winners is rounded down to this. */
    readonly roundDownTo: number;
  };
};

/**
 * A tier of the Max 3D family. A line wins every tier whose condition it meets.
 * `groups` are indexes into the draw's four prize groups (2, 4, 6 and 8 numbers).
 * - `one`: a number of the line equals a number of these groups;
 * - `both`: the two numbers of the line equal two different drawn numbers of these groups;
 * - `ordered`: the pair equals the two numbers of group 0 in draw order;
 * - `reversed`: the pair equals them in reverse order (and not also in order).
 */
export type Max3dTier = {
  readonly id: string;
  readonly name: string;
  readonly rule: 'one' | 'both' | 'ordered' | 'reversed';
  readonly groups: readonly number[];
  /** Fixed prize per stake unit (đồng). */
  readonly amount: number;
};

/** A per-draw limit on a tier's total payout, shared by its winners above the limit. */
export type PrizeCap = {
  /**
   * When set, the fixed prize is paid while the winners (in stake units) are at most this
   * many; above it the pool is shared. When absent, the pool is shared once the fixed prizes
   * would add up to more than the pool.
   */
  readonly maxWinners?: number;
  /** What is shared among the winners above the limit (đồng). */
  readonly pool: number;
};

/** The table of one Max 3D game. */
export type Max3dTable = {
  /** How many numbers one line holds (1 for Max 3D, 2 for Max 3D+ and Pro). */
  readonly lineSize: number;
  readonly tiers: readonly Max3dTier[];
  /** Multiplier of every prize of a line whose two numbers are the same (1 when none). */
  readonly identicalPairMultiplier: number;
  /** Per-draw caps keyed by tier id. */
  readonly caps: Readonly<Record<string, PrizeCap>>;
};

/** A band of a Keno side bet: the prize when the counted numbers are within min..max. */
export type KenoSideBetBand = {
  readonly min: number;
  readonly max: number;
  readonly amount: number;
};

/** A Keno side bet on the 20 drawn numbers. */
export type KenoSideBetRule = {
  readonly name: string;
  /** Which drawn numbers are counted: big (41–80), small (1–40), even or odd. */
  readonly count: 'big' | 'small' | 'even' | 'odd';
  readonly bands: readonly KenoSideBetBand[];
};

/** The Keno table. */
export type KenoTable = {
  readonly pickMin: number;
  readonly pickMax: number;
  readonly drawSize: number;
  /** The smallest "big" (Lớn) number; smaller ones are "small" (Nhỏ). */
  readonly bigFrom: number;
  /** Prize per stake unit by level (how many numbers picked), then by numbers matched. */
  readonly levels: Readonly<Record<number, Readonly<Record<number, number>>>>;
  /** Per-draw caps of the top prize of a level, keyed by level. */
  readonly caps: Readonly<Record<number, PrizeCap>>;
  /** Every side bet of the catalogue. */
  readonly sideBets: Readonly<Record<KenoSideBet, KenoSideBetRule>>;
};

/** A prize group of a paper lottery result: how many numbers, how wide, what it pays. */
export type PaperPrizeGroup = {
  readonly id: string;
  readonly name: string;
  /** Digits of each drawn number; a ticket matches when its last digits equal it. */
  readonly digits: number;
  /** How many numbers the group draws. */
  readonly count: number;
  /** Prize of one match (đồng per ticket). */
  readonly amount: number;
};

/** A prize that is not a drawn group (consolation, runner-up). */
export type NamedPrize = {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
};

/** Northern (XSMB) paper lottery: 5-digit tickets, 27 numbers in 8 groups. */
export type XsmbTable = {
  /** Groups in result order, Đặc biệt first. */
  readonly groups: readonly PaperPrizeGroup[];
  /** Last 2 digits of Đặc biệt (not paid with Đặc biệt itself). */
  readonly consolation: NamedPrize;
};

/** Central and southern paper lotteries: 6-digit tickets, 18 numbers in 9 groups. */
export type RegionalTable = {
  readonly groups: readonly PaperPrizeGroup[];
  /** Last 5 digits of Đặc biệt with a different first digit. */
  readonly specialRunnerUp: NamedPrize;
  /** First digit of Đặc biệt right and exactly one of the other 5 wrong. */
  readonly consolation: NamedPrize;
};

/** A loto prize: a multiple of the stake. */
export type LotoPrize = {
  readonly id: string;
  readonly name: string;
  readonly multiplier: number;
};

/** Loto games settled on the northern result; prizes are stake multipliers. */
export type LotoTables = {
  /** Loto 2 số: last 2 digits of Đặc biệt; last 2 of Giải Nhất. */
  readonly loto2: { readonly special: LotoPrize; readonly first: LotoPrize };
  /**
   * Loto 3 số: last 3 of Đặc biệt; last 3 of Giải Nhất; last 2 of Đặc biệt (only without
   * the last-3 prize); equal to a Giải Sáu number.
   */
  readonly loto3: {
    readonly specialLast3: LotoPrize;
    readonly firstLast3: LotoPrize;
    readonly specialLast2: LotoPrize;
    readonly sixth: LotoPrize;
  };
  /** Loto 5 số: checked like a northern ticket; multipliers keyed by XSMB group id and 'consolation'. */
  readonly loto5: Readonly<Record<string, number>>;
  /**
   * Paired loto ("lô tô N cặp"), keyed by pairs per line: `all` when every pair is among the
   * 27 two-digit endings, `allTwice` (instead) when every pair is there at least twice.
   */
  readonly paired: Readonly<Record<number, { readonly all: number; readonly allTwice: number }>>;
};

/** Personal income tax on prizes. */
export type TaxRule = {
  /** Tax applies to the part of a ticket's prizes above this (đồng). */
  readonly threshold: number;
  readonly ratePercent: number;
};

/** Every prize table of the shop. */
export type PrizeTables = {
  /** The stake that fixed prize amounts are quoted for (đồng). */
  readonly stakeUnit: number;
  readonly mega645: MatchGameTable;
  readonly power655: Power655Table;
  readonly lotto535: Lotto535Table;
  readonly dientoan636: MatchGameTable;
  readonly max3d: Max3dTable;
  readonly max3dPlus: Max3dTable;
  readonly max3dPro: Max3dTable;
  readonly keno: KenoTable;
  readonly loto: LotoTables;
  readonly xsmb: XsmbTable;
  /** Miền Nam and Miền Trung share one structure. */
  readonly regional: RegionalTable;
  readonly tax: TaxRule;
};
