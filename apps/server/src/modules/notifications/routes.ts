import { ok } from '@veso/contract';
import { notificationApi } from '@veso/contract/endpoints/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sessionOf } from '../session';
import { listNotifications, readNotification } from './service';

/** Notifications under `/api` (spec §7 Notifications). */
export const notificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  route(app, notificationApi.list, async (request) => {
    const session = sessionOf(request);
    return ok(await listNotifications(deps.db.orm, session.accountId, request.query));
  });
  route(app, notificationApi.detail, async (request) => {
    const session = sessionOf(request);
    return ok(
      await readNotification(deps.db.orm, session.accountId, request.query.id, deps.clock.now()),
    );
  });
};
