import { bindEndpoints } from '../endpoint';
import {
  notificationDetailQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '../orders/notifications';
import { notificationEndpoints } from './notifications';

/** The shapes of each notification operation (server side: zod). */
export const notificationSchemas = {
  list: { query: notificationsQuerySchema, response: notificationListSchema },
  detail: { query: notificationDetailQuerySchema, response: notificationSchema },
};
export type NotificationSchemas = typeof notificationSchemas;

/** The notification operations with their schemas: what the server registers. */
export const notificationApi = bindEndpoints(notificationEndpoints, notificationSchemas);
