/**
 * A draw-level pool a win takes part in:
 * - `jackpot`, `jackpot1`, `jackpot2`: a pari-mutuel pot; the win's `amount` is null until
 *   the pot is shared among every winning line of the draw ({@link sharePool},
 *   {@link resolvePowerJackpots});
 * - `capped`: a fixed prize limited per draw (Keno 8/9/10 matches, Max 3D Pro Đặc biệt);
 *   `amount` is the fixed prize, final once {@link resolveCappedPrize} has seen every winner.
 */
export type PrizePool = 'jackpot' | 'jackpot1' | 'jackpot2' | 'capped';

/** One prize won by one line (or one paper ticket). */
export type PrizeWin = {
  /** Tier id from the prize table ('jackpot', 'first', 'level-10-match-10', 'big', …). */
  readonly tier: string;
  /** Vietnamese tier name, for history and result screens. */
  readonly name: string;
  /** Prize in đồng before tax, or null for a pari-mutuel share decided per draw. */
  readonly amount: number | null;
  /** Đồng staked on the line for this draw: its weight in any shared pool. */
  readonly stake: number;
  /** The draw-level pool this win depends on, or null for a final fixed prize. */
  readonly pool: PrizePool | null;
};

/** Mega 6/45 result: 6 distinct numbers 1–45. */
export type Mega645Result = {
  readonly numbers: readonly number[];
};

/** Power 6/55 result: 6 distinct main numbers 1–55 and the bonus ball from the other 49. */
export type Power655Result = {
  readonly numbers: readonly number[];
  readonly bonus: number;
};

/** Lotto 5/35 result: 5 distinct numbers 1–35 and the special number 1–12 (own drum). */
export type Lotto535Result = {
  readonly numbers: readonly number[];
  readonly special: number;
};

/** 6x36 result: 6 distinct numbers 1–36. */
export type Dientoan636Result = {
  readonly numbers: readonly number[];
};

/**
 * Max 3D / Max 3D+ / Max 3D Pro result: four prize groups of 2, 4, 6 and 8 three-digit
 * strings ('000'–'999'), the first group in draw order. Numbers may repeat.
 */
export type Max3dResult = {
  readonly groups: readonly (readonly string[])[];
};

/** Keno result: 20 distinct numbers 1–80. */
export type KenoResult = {
  readonly numbers: readonly number[];
};

/**
 * Northern (XSMB) result: 8 groups in the order Đặc biệt, Nhất, Nhì (2), Ba (6), Tư (4),
 * Năm (6), Sáu (3), Bảy (4), each number a zero-padded digit string of its group's width
 * (5, 5, 5, 5, 4, 4, 3, 2), and the winning series codes of Đặc biệt when known.
 */
export type XsmbResult = {
  readonly groups: readonly (readonly string[])[];
  /** Series codes ("ký hiệu", e.g. '15AN') that win Đặc biệt; empty or absent when unknown. */
  readonly specialSeries?: readonly string[];
};

/**
 * Central or southern result of one province: 9 groups in the order Đặc biệt (6 digits),
 * Nhất, Nhì, Ba (2), Tư (7) (5 digits), Năm, Sáu (3) (4 digits), Bảy (3), Tám (2).
 */
export type RegionalResult = {
  readonly groups: readonly (readonly string[])[];
};
