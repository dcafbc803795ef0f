import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { contentEntries, supportRequests } from '../../db/schema';
import { orders } from '../../db/schema-orders';

export type ContentRow = typeof contentEntries.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequest = typeof supportRequests.$inferInsert;

/** The stored value of a content key, or undefined when there is no row. */
export async function readContent(orm: Orm, key: string): Promise<unknown> {
  const [row] = await orm
    .select({ value: contentEntries.value })
    .from(contentEntries)
    .where(eq(contentEntries.key, key))
    .limit(1);
  return row?.value;
}

/** Every stored content row (key, source, when), by key. */
export async function listContent(orm: Orm): Promise<Omit<ContentRow, 'value'>[]> {
  return orm
    .select({
      key: contentEntries.key,
      source: contentEntries.source,
      updatedAt: contentEntries.updatedAt,
    })
    .from(contentEntries)
    .orderBy(asc(contentEntries.key));
}

let writes = 0;

/**
 * How many content writes this process has started: what was derived from the content
 * before a write (a rendered page with its banners) is not served after it.
 */
export function contentWrites(): number {
  return writes;
}

/** Stores a content value, replacing the previous one. */
export async function writeContent(
  orm: Orm,
  row: { key: string; value: unknown; source: string; at: Date },
): Promise<void> {
  writes += 1;
  await orm
    .insert(contentEntries)
    .values({ key: row.key, value: row.value, source: row.source, updatedAt: row.at })
    .onConflictDoUpdate({
      target: contentEntries.key,
      set: { value: row.value, source: row.source, updatedAt: row.at },
    });
}

/** Stores a content value only when the key has none yet; true when it was written. */
export async function insertContentIfMissing(
  orm: Orm,
  row: { key: string; value: unknown; source: string },
): Promise<boolean> {
  writes += 1;
  const written = await orm
    .insert(contentEntries)
    .values({ key: row.key, value: row.value, source: row.source })
    .onConflictDoNothing({ target: contentEntries.key })
    .returning({ key: contentEntries.key });
  return written.length > 0;
}

export async function insertSupportRequest(
  orm: Orm,
  row: NewSupportRequest,
): Promise<SupportRequestRow> {
  const [inserted] = await orm.insert(supportRequests).values(row).returning();
  if (!inserted) throw new Error('support request not inserted');
  return inserted;
}

/** A page of an account's support requests, newest first, with the total. */
export async function supportRequestPage(
  orm: Orm,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: SupportRequestRow[]; total: number }> {
  const mine = eq(supportRequests.accountId, accountId);
  const rows = await orm
    .select()
    .from(supportRequests)
    .where(mine)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(supportRequests).where(mine);
  return { rows, total: total?.n ?? 0 };
}

/** Support requests in one status (every one without), oldest first, with the customer's msisdn. */
export async function supportQueue(
  orm: Orm,
  status: string | undefined,
): Promise<(SupportRequestRow & { msisdn: string })[]> {
  const rows = await orm
    .select({
      request: supportRequests,
      msisdn: sql<string>`(select msisdn from accounts where accounts.id = ${supportRequests.accountId})`,
    })
    .from(supportRequests)
    .where(status ? eq(supportRequests.status, status) : undefined)
    .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id));
  return rows.map(({ request, msisdn }) => ({ ...request, msisdn }));
}

/** Records the support team's answer and the new status; the row, or undefined when there is none. */
export async function answerSupportRequest(
  orm: Orm,
  id: number,
  answer: { reply: string | null; status: string; at: Date },
): Promise<SupportRequestRow | undefined> {
  const [row] = await orm
    .update(supportRequests)
    .set({
      status: answer.status,
      updatedAt: answer.at,
      ...(answer.reply === null ? {} : { reply: answer.reply, repliedAt: answer.at }),
    })
    .where(eq(supportRequests.id, id))
    .returning();
  return row;
}

/** True when the order exists and belongs to the account. */
export async function ownsOrder(orm: Orm, accountId: number, orderId: number): Promise<boolean> {
  const [row] = await orm
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
