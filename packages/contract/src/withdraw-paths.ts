// No zod here: a browser imports these values (see the package README).
import { WITHDRAW_AMOUNT } from '@veso/domain';

/**
 * Prize account and withdrawals (spec §2 withdraw destinations, §4 prize exchange status,
 * §7 Withdraw). Paths are relative to the main base (`/api`); amounts are whole đồng.
 */
export const withdrawPaths = {
  rewardFee: '/withdraw/getRewardFee',
  /** The withdraw-fee call of spec §7 (`getWithdrawFee`, msisdn). */
  withdrawFee: '/withdraw/getWithdrawFee',
  makeWithdraw: '/withdraw/makeWithdraw',
  history: '/withdraw/getWithdrawHistory',
  bankPrizePayment: '/customer/bank_prize_payment',
} as const;

/** The smallest and largest withdrawal in đồng (before the fee): the domain's. */
export const WITHDRAW_MIN_AMOUNT = WITHDRAW_AMOUNT.min;
export const WITHDRAW_MAX_AMOUNT = WITHDRAW_AMOUNT.max;
