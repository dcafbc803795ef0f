import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { notifications } from '../../db/schema-orders';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(tx: Orm, row: NewNotification): Promise<void> {
  await tx.insert(notifications).values(row);
}

/** How many notifications one statement writes (7 parameters each). */
const NOTIFICATIONS_CHUNK = 1_000;

/** Writes many notifications, one statement per {@link NOTIFICATIONS_CHUNK}. */
export async function insertNotifications(
  tx: Orm,
  rows: readonly NewNotification[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += NOTIFICATIONS_CHUNK) {
    await tx.insert(notifications).values(rows.slice(i, i + NOTIFICATIONS_CHUNK));
  }
}

/** A page of an account's notifications, newest first, with its total and unread counts. */
export async function notificationPage(
  orm: Orm,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = eq(notifications.accountId, accountId);
  const rows = await orm
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(notifications).where(mine);
  const [unread] = await orm
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks one of the account's notifications read (once) and answers it; another's: none. */
export async function markRead(
  orm: Orm,
  accountId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const mine = and(eq(notifications.id, id), eq(notifications.accountId, accountId));
  await orm
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await orm.select().from(notifications).where(mine);
  return row;
}
