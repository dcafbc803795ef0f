import { ok } from '@veso/contract';
import { withdrawApi } from '@veso/contract/endpoints/withdraw.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import type { PayoutProvider } from '../../providers/payout';
import { sessionOf } from '../session';
import { prizeBanks } from './banks';
import { makeWithdraw, rewardFees, withdrawFee, withdrawHistory } from './service';

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
  route(app, withdrawApi.rewardFee, () => ok({ fees: rewardFees() }));
  route(app, withdrawApi.withdrawFee, (request) =>
    ok(withdrawFee(sessionOf(request), request.query.msisdn)),
  );
  route(app, withdrawApi.makeWithdraw, async (request) =>
    ok(await makeWithdraw(deps, payout, sessionOf(request), request.body)),
  );
  route(app, withdrawApi.history, async (request) =>
    ok(await withdrawHistory(deps.db.orm, sessionOf(request), request.body)),
  );
  route(app, withdrawApi.bankPrizePayment, async () =>
    ok({ banks: await prizeBanks(deps.db.orm) }),
  );
};
