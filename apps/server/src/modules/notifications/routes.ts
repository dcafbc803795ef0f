import {
  notificationDetailQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
  ok,
  orderPaths,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { sessionOf } from '../session';
import { listNotifications, readNotification } from './service';

const TAGS = ['notifications'];

/** Notifications under `/api` (spec §7 Notifications). */
export const notificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    orderPaths.notificationsList,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer’s notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: envelopeResponses(notificationListSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await listNotifications(deps.db.orm, session.accountId, request.query));
    },
  );

  app.get(
    orderPaths.notificationsDetail,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'One notification (id, channel, transid); marks it read',
        querystring: notificationDetailQuerySchema,
        response: envelopeResponses(notificationSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await readNotification(deps.db.orm, session.accountId, request.query.id, deps.clock.now()),
      );
    },
  );
};
