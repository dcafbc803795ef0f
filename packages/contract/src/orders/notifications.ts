import { coercedInt4, z, extensionInstant, lenientInt, INT4_MAX } from '../zod';

/** Notifications (spec §7): the list and one notification. */

export const notificationsQuerySchema = z.object({
  channel: z.string().max(20).optional(),
  transid: z.string().max(64).optional(),
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 20),
});

export const notificationDetailQuerySchema = z.object({
  id: coercedInt4().positive(),
  channel: z.string().max(20).optional(),
  transid: z.string().max(64).optional(),
});

/** Kinds: printed, refunded, won, settled (no prize), report (ticket report received). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  orderId: z.number().int().nullable(),
  ticketId: z.number().int().nullable(),
  createdAt: extensionInstant(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  page_index: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
