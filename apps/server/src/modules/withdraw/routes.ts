import {
  bankListSchema,
  makeWithdrawBodySchema,
  makeWithdrawSchema,
  ok,
  rewardFeeListSchema,
  withdrawFeeQuerySchema,
  withdrawFeeSchema,
  withdrawHistoryBodySchema,
  withdrawHistorySchema,
  withdrawPaths,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import type { PayoutProvider } from '../../providers/payout';
import { sessionOf } from '../session';
import { prizeBanks } from './banks';
import { makeWithdraw, rewardFees, withdrawFee, withdrawHistory } from './service';

const TAGS = ['withdraw'];

export type WithdrawRoutesOptions = {
  deps: AppDeps;
  /** Pays methods 2–5; without one (live mode for now) those methods answer -1. */
  payout?: PayoutProvider;
};

/**
 * Prize account and withdrawals under `/api` (spec §7 Withdraw); the payouts are the job
 * registry's `payout` task (`payoutTask` in `service.ts`).
 */
export const withdrawRoutes: FastifyPluginAsyncZod<WithdrawRoutesOptions> = async (
  app,
  { deps, payout },
) => {
  app.get(
    withdrawPaths.rewardFee,
    {
      schema: {
        tags: TAGS,
        summary: 'The fee and limits of each withdraw method',
        response: envelopeResponses(rewardFeeListSchema),
      },
    },
    async () => ok({ fees: rewardFees() }),
  );

  app.get(
    withdrawPaths.withdrawFee,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'getWithdrawFee: the fee list for the signed-in msisdn (error.code 0)',
        querystring: withdrawFeeQuerySchema,
        response: envelopeResponses(withdrawFeeSchema),
      },
    },
    async (request) => ok(withdrawFee(sessionOf(request), request.query.msisdn)),
  );

  app.post(
    withdrawPaths.makeWithdraw,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'Withdraw prize money (requestId idempotent); method 1 at once, 2–5 paid later',
        body: makeWithdrawBodySchema,
        response: envelopeResponses(makeWithdrawSchema),
      },
    },
    async (request) => ok(await makeWithdraw(deps, payout, sessionOf(request), request.body)),
  );

  app.post(
    withdrawPaths.history,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer’s withdrawals, newest first, paged',
        body: withdrawHistoryBodySchema,
        response: envelopeResponses(withdrawHistorySchema),
      },
    },
    async (request) => ok(await withdrawHistory(deps.db.orm, sessionOf(request), request.body)),
  );

  app.get(
    withdrawPaths.bankPrizePayment,
    {
      schema: {
        tags: TAGS,
        summary: 'Banks prizes can be paid to',
        response: envelopeResponses(bankListSchema),
      },
    },
    async () => ok({ banks: await prizeBanks(deps.db.orm) }),
  );
};
