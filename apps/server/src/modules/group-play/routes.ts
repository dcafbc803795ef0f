import { ok } from '@veso/contract';
import { groupPlayApi } from '@veso/contract/endpoints/group-play.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import type { GatewaySet } from '../../providers/payment-gateway';
import { optionalSessionOf, sessionOf } from '../session';
import { fillGroup, setGroupPlayFlag } from './dev';
import { runGroupDeadlines } from './jobs';
import { bigWinList, groupList, historyList } from './lists';
import { createSharePay, sharePayStatus } from './share-pay';
import {
  addGroupTicket,
  confirmGroupShares,
  groupConfig,
  groupDetail,
  leaveGroup,
  reserveGroup,
} from './service';

/**
 * Group play ("mua chung", spec §7 Group play) under `API_BASES.group`
 * (`/api/group`): the public lists and config, a group's detail, and the signed-in calls
 * that create a group, add its tickets, buy shares and leave.
 */
export const groupPlayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, groupPlayApi.newList, async (request) =>
    ok(await groupList(deps, optionalSessionOf(request)?.accountId ?? null, request.query)),
  );

  route(app, groupPlayApi.bigWinList, async (request) =>
    ok(await bigWinList(deps, optionalSessionOf(request)?.accountId ?? null, request.query)),
  );

  route(app, groupPlayApi.configPercentAvailable, async () => ok(await groupConfig(deps)));

  route(app, groupPlayApi.historyList, async (request) =>
    ok(await historyList(deps, sessionOf(request).accountId, request.query)),
  );

  route(app, groupPlayApi.historyDetail, async (request) =>
    ok(
      await groupDetail(deps, optionalSessionOf(request)?.accountId ?? null, request.query.groupId),
    ),
  );

  route(app, groupPlayApi.reserve, async (request) =>
    ok(await reserveGroup(deps, sessionOf(request), request.body)),
  );

  route(app, groupPlayApi.addTicket, async (request) =>
    ok(await addGroupTicket(deps, sessionOf(request), request.body)),
  );

  route(app, groupPlayApi.confirm, async (request) =>
    ok(await confirmGroupShares(deps, sessionOf(request), request.body)),
  );

  route(app, groupPlayApi.leave, async (request) =>
    ok(await leaveGroup(deps, sessionOf(request), request.body)),
  );
};

/** Sandbox only, under `/api`: fill a group, run its deadline job, set the flag. */
export const groupPlayDevRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, groupPlayApi.devFill, async (request) =>
    ok(await fillGroup(deps, request.body.groupId)),
  );

  route(app, groupPlayApi.devRunDeadlines, async () =>
    ok({ refunded: await runGroupDeadlines(deps) }),
  );

  route(app, groupPlayApi.devFlag, async (request) =>
    ok(await setGroupPlayFlag(deps, request.body.enabled, request.body.keno)),
  );
};

/**
 * Shares paid through the linked wallet (the wallet-embedded shell), under the group base
 * when the app has a gateway: the payment, and its outcome.
 */
export const groupSharePayRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  gateways: GatewaySet;
}> = async (app, { deps, gateways }) => {
  route(app, groupPlayApi.sharePay, async (request) =>
    ok(await createSharePay(deps, gateways, sessionOf(request), request.body, request.ip)),
  );

  route(app, groupPlayApi.sharePayStatus, async (request) =>
    ok(await sharePayStatus(deps, sessionOf(request), request.query.paymentId)),
  );
};
