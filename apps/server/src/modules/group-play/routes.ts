import {
  devGroupFillBodySchema,
  devGroupFillSchema,
  devGroupFlagBodySchema,
  devGroupRunSchema,
  groupAddTicketBodySchema,
  groupBigWinQuerySchema,
  groupConfigSchema,
  groupConfirmBodySchema,
  groupDetailSchema,
  groupDevPaths,
  groupHistoryQuerySchema,
  groupIdQuerySchema,
  groupLeaveBodySchema,
  groupListQuerySchema,
  groupListSchema,
  groupPaths,
  groupPurchaseSchema,
  groupReserveBodySchema,
  groupSharePayBodySchema,
  groupSharePayQuerySchema,
  groupSharePaymentSchema,
  ok,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleOptions } from '../../deps';
import type { GatewaySet } from '../../providers/payment-gateway';
import { envelopeResponses } from '../../http/responses';
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

const tags = ['group-play'];

/**
 * Group play ("mua chung", spec §7 Group play) under `API_BASES.group`
 * (`/api/group`): the public lists and config, a group's detail, and the signed-in calls
 * that create a group, add its tickets, buy shares and leave.
 */
export const groupPlayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    groupPaths.newList,
    {
      config: { session: 'optional' },
      schema: {
        tags,
        summary: 'Open groups (type=new), almost complete (almostComplete) or completed ones',
        querystring: groupListQuerySchema,
        response: envelopeResponses(groupListSchema),
      },
    },
    async (request) =>
      ok(await groupList(deps, optionalSessionOf(request)?.accountId ?? null, request.query)),
  );

  app.get(
    groupPaths.bigWinList,
    {
      config: { session: 'optional' },
      schema: {
        tags,
        summary: 'Groups that won, biggest prize first',
        querystring: groupBigWinQuerySchema,
        response: envelopeResponses(groupListSchema),
      },
    },
    async (request) =>
      ok(await bigWinList(deps, optionalSessionOf(request)?.accountId ?? null, request.query)),
  );

  app.get(
    groupPaths.configPercentAvailable,
    {
      config: { session: 'optional' },
      schema: {
        tags,
        summary: 'The rules of a new group: leader share percents, limits, products, the flag',
        response: envelopeResponses(groupConfigSchema),
      },
    },
    async () => ok(await groupConfig(deps)),
  );

  app.get(
    groupPaths.historyList,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary: 'The signed-in customer’s groups (led or joined), newest first',
        querystring: groupHistoryQuerySchema,
        response: envelopeResponses(groupListSchema),
      },
    },
    async (request) => ok(await historyList(deps, sessionOf(request).accountId, request.query)),
  );

  app.get(
    groupPaths.historyDetail,
    {
      config: { session: 'optional' },
      schema: {
        tags,
        summary: 'One group with its members and tickets, and the caller’s part when signed in',
        querystring: groupIdQuerySchema,
        response: envelopeResponses(groupDetailSchema),
      },
    },
    async (request) =>
      ok(
        await groupDetail(
          deps,
          optionalSessionOf(request)?.accountId ?? null,
          request.query.groupId,
        ),
      ),
  );

  app.post(
    groupPaths.reserve,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary:
          'Create a group (draft) as its leader: product, draw, shares, first ticket; or the spec §3 order request (orderItemInfo, buyType 3) with totalShares',
        body: groupReserveBodySchema,
        response: envelopeResponses(groupDetailSchema),
      },
    },
    async (request) => ok(await reserveGroup(deps, sessionOf(request), request.body)),
  );

  app.post(
    groupPaths.addTicket,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary: 'Add a ticket (up to 6 number sets) to the caller’s draft group',
        body: groupAddTicketBodySchema,
        response: envelopeResponses(groupDetailSchema),
      },
    },
    async (request) => ok(await addGroupTicket(deps, sessionOf(request), request.body)),
  );

  app.post(
    groupPaths.confirm,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary:
          'Buy shares from the main balance, held until the group is full (publishes a draft); the last share orders the tickets',
        body: groupConfirmBodySchema,
        response: envelopeResponses(groupPurchaseSchema),
      },
    },
    async (request) => ok(await confirmGroupShares(deps, sessionOf(request), request.body)),
  );

  app.post(
    groupPaths.leave,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary: 'Leave a group before it is full: the held money is returned',
        body: groupLeaveBodySchema,
        response: envelopeResponses(groupPurchaseSchema),
      },
    },
    async (request) => ok(await leaveGroup(deps, sessionOf(request), request.body)),
  );
};

/** Sandbox only, under `/api`: fill a group, run its deadline job, set the flag. */
export const groupPlayDevRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    groupDevPaths.fill,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: sell every share left of an open group to new customers',
        body: devGroupFillBodySchema,
        response: envelopeResponses(devGroupFillSchema),
      },
    },
    async (request) => ok(await fillGroup(deps, request.body.groupId)),
  );

  app.post(
    groupDevPaths.runDeadlines,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: refund the groups not full at their deadline now',
        response: envelopeResponses(devGroupRunSchema),
      },
    },
    async () => ok({ refunded: await runGroupDeadlines(deps) }),
  );

  app.post(
    groupDevPaths.flag,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: turn the groupPlay (and groupKeno) flags of the app config on or off',
        body: devGroupFlagBodySchema,
        response: envelopeResponses(groupConfigSchema),
      },
    },
    async (request) => ok(await setGroupPlayFlag(deps, request.body.enabled, request.body.keno)),
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
  app.post(
    groupPaths.sharePay,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary:
          'Pay shares through the linked wallet: a hosted payment whose paid callback buys them (requestId idempotent)',
        body: groupSharePayBodySchema,
        response: envelopeResponses(groupSharePaymentSchema),
      },
    },
    async (request) =>
      ok(await createSharePay(deps, gateways, sessionOf(request), request.body, request.ip)),
  );

  app.get(
    groupPaths.sharePayStatus,
    {
      config: { session: 'required' },
      schema: {
        tags,
        summary:
          'The caller’s wallet payment of shares: its status and whether the shares were bought',
        querystring: groupSharePayQuerySchema,
        response: envelopeResponses(groupSharePaymentSchema),
      },
    },
    async (request) => ok(await sharePayStatus(deps, sessionOf(request), request.query.paymentId)),
  );
};
