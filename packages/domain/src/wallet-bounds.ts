/**
 * The amounts the shop takes for money moves and limits, in whole đồng: one source for the
 * server's checks and the screens' hints and checks (house rules, docs/decisions.md).
 */

/** An inclusive range of amounts in đồng. */
export type AmountBounds = {
  readonly min: number;
  readonly max: number;
};

/** One top-up of the main account (every method, the bank transfer included). */
export const TOPUP_AMOUNT: AmountBounds = Object.freeze({ min: 10_000, max: 20_000_000 });

/** One withdrawal of the prize account, before its fee. */
export const WITHDRAW_AMOUNT: AmountBounds = Object.freeze({ min: 10_000, max: 50_000_000 });

/** A daily, weekly or monthly spending limit (responsible play). */
export const SPENDING_LIMIT_AMOUNT: AmountBounds = Object.freeze({
  min: 10_000,
  max: 1_000_000_000,
});

/** The stop rules of a subscription ("nuôi vé"): at most this many draws, a total from this. */
export const SUBSCRIPTION_LIMITS = Object.freeze({
  maxDraws: 365,
  minAmount: 10_000,
});
