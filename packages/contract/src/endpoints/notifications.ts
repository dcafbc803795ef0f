// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import type { NotificationSchemas } from './notifications.schemas';

const tags = ['notifications'];

/** Notifications (spec §7 Notifications), under the main base. */
export const notificationEndpoints = defineEndpoints<NotificationSchemas>()({
  list: {
    method: 'GET',
    base: 'main',
    path: orderPaths.notificationsList,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s notifications, newest first, with the unread count',
  },
  detail: {
    method: 'GET',
    base: 'main',
    path: orderPaths.notificationsDetail,
    session: 'required',
    tags,
    summary: 'One notification (id, channel, transid); marks it read',
  },
});
