// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { withdrawPaths } from '../withdraw-paths';
import type { WithdrawSchemas } from './withdraw.schemas';

const tags = ['withdraw'];

/** Prize account and withdrawals (spec §7 Withdraw), under the main base. */
export const withdrawEndpoints = defineEndpoints<WithdrawSchemas>()({
  rewardFee: {
    method: 'GET',
    base: 'main',
    path: withdrawPaths.rewardFee,
    session: 'none',
    tags,
    summary: 'The fee and limits of each withdraw method',
  },
  withdrawFee: {
    method: 'GET',
    base: 'main',
    path: withdrawPaths.withdrawFee,
    session: 'required',
    tags,
    summary: 'getWithdrawFee: the fee list for the signed-in msisdn (error.code 0)',
  },
  makeWithdraw: {
    method: 'POST',
    base: 'main',
    path: withdrawPaths.makeWithdraw,
    session: 'required',
    tags,
    summary: 'Withdraw prize money (requestId idempotent); method 1 at once, 2–5 paid later',
  },
  history: {
    method: 'POST',
    base: 'main',
    path: withdrawPaths.history,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s withdrawals, newest first, paged',
  },
  bankPrizePayment: {
    method: 'GET',
    base: 'main',
    path: withdrawPaths.bankPrizePayment,
    session: 'none',
    tags,
    summary: 'Banks prizes can be paid to',
  },
});
