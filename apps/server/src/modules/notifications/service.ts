import { type Notification, type NotificationList } from '@veso/contract';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import {
  insertNotification,
  insertNotifications,
  upsertNotification,
  markRead,
  notificationPage,
  type NotificationRow,
} from './repo';

/** Kinds of notification the shop sends. */
export const NotificationKind = {
  printed: 'printed',
  refunded: 'refunded',
  won: 'won',
  /** An order's tickets of a draw were settled and none won. */
  settled: 'settled',
  report: 'report',
  subscription: 'subscription',
  /** Group play: a group the customer holds shares of was filled and ordered. */
  group: 'group',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];

export const NOT_FOUND_MESSAGE = 'Không tìm thấy thông báo';

/** What a notification says, to whom, about which order or ticket. */
export type Notice = {
  accountId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  orderId?: number | null;
  ticketId?: number | null;
  at: Date;
  /** Sent once: a notice with a key the account already has is not written again. */
  key?: string | null;
};

function rowOf(input: Notice) {
  return {
    accountId: input.accountId,
    kind: input.kind,
    title: input.title,
    body: input.body,
    orderId: input.orderId ?? null,
    ticketId: input.ticketId ?? null,
    createdAt: input.at,
    dedupeKey: input.key ?? null,
  };
}

/**
 * Writes a notification inside the caller's transaction (the one that changed the ticket);
 * one whose key the account already has is not written.
 */
export async function notify(tx: Orm, input: Notice): Promise<void> {
  await insertNotification(tx, rowOf(input));
}

/**
 * Writes the one notification of a changing state inside the caller's transaction (`key`
 * required): the account's earlier one with that key is replaced, new and unread again.
 */
export async function notifyLatest(tx: Orm, input: Notice & { key: string }): Promise<void> {
  await upsertNotification(tx, rowOf(input));
}

/**
 * Writes many notifications inside the caller's transaction (a draw's orders), set-based;
 * those whose key the account already has are not written.
 */
export async function notifyAll(tx: Orm, inputs: readonly Notice[]): Promise<void> {
  await insertNotifications(tx, inputs.map(rowOf));
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    orderId: row.orderId,
    ticketId: row.ticketId,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The customer's notifications, newest first, with the unread count. */
export async function listNotifications(
  orm: Orm,
  accountId: number,
  page: { page_index: number; page_size: number },
): Promise<NotificationList> {
  const { rows, total, unread } = await notificationPage(orm, accountId, {
    limit: page.page_size,
    offset: (page.page_index - 1) * page.page_size,
  });
  return {
    items: rows.map(toNotification),
    unread,
    total,
    page_index: page.page_index,
    page_size: page.page_size,
  };
}

/** One notification of the customer; reading it marks it read. Another's: not found. */
export async function readNotification(
  orm: Orm,
  accountId: number,
  id: number,
  now: Date,
): Promise<Notification> {
  const row = await markRead(orm, accountId, id, now);
  if (!row) throw invalidRequest(NOT_FOUND_MESSAGE, 'id', 'exists');
  return toNotification(row);
}
