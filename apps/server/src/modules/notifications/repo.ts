import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { notifications } from '../../db/schema-orders';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Writes a notification; one whose key the account already has is not written. */
export async function insertNotification(tx: Orm, row: NewNotification): Promise<void> {
  await tx.insert(notifications).values(row).onConflictDoNothing();
}

/**
 * Writes a notification that stands for a state which changes (its key names it): a later
 * one with the same key replaces its title and body and makes it new and unread again.
 */
export async function upsertNotification(tx: Orm, row: NewNotification): Promise<void> {
  await tx
    .insert(notifications)
    .values(row)
    .onConflictDoUpdate({
      target: [notifications.accountId, notifications.dedupeKey],
      set: {
        title: row.title,
        body: row.body,
        ticketId: row.ticketId,
        createdAt: row.createdAt,
        readAt: null,
      },
    });
}

/**
 * Writes many notifications in one statement (its rows one JSON parameter); one whose key
 * the account already has (or an earlier row of the batch has) is not written.
 */
export async function insertNotifications(
  tx: Orm,
  rows: readonly NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  // The rows as they are (a date becomes its ISO text); `ord` keeps their order.
  const json = JSON.stringify(rows.map((row, ord) => ({ ...row, ord })));
  await tx.execute(sql`
    insert into ${notifications} (account_id, kind, title, body, order_id, ticket_id, created_at, dedupe_key)
    select n."accountId", n.kind, n.title, n.body, n."orderId", n."ticketId", n."createdAt", n."dedupeKey"
    from jsonb_to_recordset(${json}::jsonb) as n (
      ord int, "accountId" bigint, kind text, title text, body text, "orderId" bigint,
      "ticketId" bigint, "createdAt" timestamptz, "dedupeKey" text
    )
    order by n.ord
    on conflict do nothing
  `);
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
