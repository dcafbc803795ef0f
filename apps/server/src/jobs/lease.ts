import { and, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_BACKOFF_MS, type Claimed, type Lease } from './runner';

/** A job table: rows a runner claims carry an attempt id, a lease end and an attempt count. */
export type LeasedTable = PgTable & {
  id: PgColumn;
  leaseId: PgColumn;
  leaseUntil: PgColumn;
  attempts: PgColumn;
};

/**
 * Not held by a live lease: free, its claim expired (its runner died), or it ends further
 * than a lease from now (the sandbox clock was moved back).
 */
export function notLeased(table: LeasedTable, now: Date, leaseMs = DEFAULT_LEASE_MS): SQL {
  return or(
    isNull(table.leaseUntil),
    lte(table.leaseUntil, now),
    gt(table.leaseUntil, new Date(now.getTime() + leaseMs)),
  ) as SQL;
}

/**
 * Due for another try at `now`: no `retryAt`, one reached, or one further than the longest
 * back-off from now (only a clock moved back — the sandbox's — makes one).
 */
export function retryDue(retryAt: PgColumn, now: Date, maxWaitMs = DEFAULT_MAX_BACKOFF_MS): SQL {
  return or(
    isNull(retryAt),
    lte(retryAt, now),
    gt(retryAt, new Date(now.getTime() + maxWaitMs)),
  ) as SQL;
}

/**
 * One claim of a job queue, in one short transaction: locks up to `limit` due rows of
 * `table` (`due`, in `orderBy` order; rows another claim holds are skipped), stamps them
 * with `lease` and one more attempt, and answers them in id order with their idempotency key.
 */
export async function claimLeased<T extends LeasedTable>(
  orm: Orm,
  table: T,
  options: {
    due: SQL;
    orderBy: SQL[];
    limit: number;
    lease: Lease;
    key: (row: T['$inferSelect']) => string;
  },
): Promise<Claimed<T['$inferSelect']>[]> {
  const { due, orderBy, limit, lease, key } = options;
  return orm.transaction(async (tx) => {
    const free = notLeased(table, lease.now, lease.until.getTime() - lease.now.getTime());
    const picked = (await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(due, free))
      .orderBy(...orderBy)
      .limit(limit)
      .for('update', { skipLocked: true })) as { id: number }[];
    if (picked.length === 0) return [];
    // drizzle cannot type an update of a table given as a type parameter: the columns
    // set here are the ones LeasedTable guarantees.
    const rows = (await tx
      .update(table as PgTable)
      .set({
        leaseId: lease.id,
        leaseUntil: lease.until,
        attempts: sql`${table.attempts} + 1`,
      } as Record<string, unknown>)
      .where(
        inArray(
          table.id,
          picked.map((row) => row.id),
        ),
      )
      .returning()) as (T['$inferSelect'] & { id: number; attempts: number })[];
    return rows
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ item: row, key: key(row), attempts: row.attempts }));
  });
}

/**
 * A queue's lag: the earliest `since` (when the row fell due) among the rows of `table` that
 * are `due`, leased or not; null when none is due.
 */
export async function oldestDue(
  orm: Orm,
  table: PgTable,
  due: SQL,
  since: SQL | PgColumn,
): Promise<Date | null> {
  const [row] = await orm
    .select({ at: sql<Date | string | null>`min(${since})` })
    .from(table)
    .where(due);
  return row?.at ? new Date(row.at) : null;
}

/**
 * The generic leased queue over one job table: the claim, the lock of a held row, its
 * release and the queue's lag, all from one statement of the table's rules —
 *
 * - `live`: a row the job still has to do (e.g. a ticket still waiting); a claim takes,
 *   locks and releases only live rows held by its lease;
 * - `due(now)`: a live row the job may take at `now` (its retry time reached…);
 * - `orderBy`: the claim's order; `since`: when a due row fell due (the lag);
 * - `retry`: the column a release sets to the row's next try (`retry_at`, the payouts'
 *   `pay_after`).
 */
export type LeasedQueue<T extends LeasedTable> = {
  /** Takes up to `limit` due rows (`FOR UPDATE SKIP LOCKED`) and stamps them with `lease`. */
  claim(
    orm: Orm,
    limit: number,
    lease: Lease,
    key: (row: T['$inferSelect']) => string,
  ): Promise<Claimed<T['$inferSelect']>[]>;
  /** The live row `leaseId` holds, locked `FOR UPDATE` (undefined: the claim lost it or it is done). */
  lockHeld(tx: Orm, id: number, leaseId: string): Promise<T['$inferSelect'] | undefined>;
  /**
   * Frees the live row `leaseId` holds, its `retry` column set to `retryAt` (what null means
   * is the table's `due`), with `also` written beside.
   */
  release(
    orm: Orm,
    id: number,
    leaseId: string,
    retryAt: Date | null,
    also?: Partial<T['$inferInsert']>,
  ): Promise<void>;
  /** When the oldest due row fell due (null: none). */
  dueSince(orm: Orm, now: Date): Promise<Date | null>;
  /** How many rows are due at `now`, leased ones included (the queue's depth). */
  dueCount(orm: Orm, now: Date): Promise<number>;
  /** The live row while `leaseId` holds it (for a table's own writes of a held row). */
  held(id: number, leaseId: string): SQL;
  /** Due at `now`, live included (for a table's own reads). */
  due(now: Date): SQL;
};

export function leasedQueue<T extends LeasedTable>(
  table: T,
  rules: {
    live: SQL;
    due: (now: Date) => SQL;
    orderBy: SQL[];
    since: SQL | PgColumn;
    retry: PgColumn;
  },
): LeasedQueue<T> {
  const retryKey = Object.entries(getTableColumns(table)).find(([, c]) => c === rules.retry)?.[0];
  if (!retryKey) throw new Error(`leasedQueue: the retry column is not one of the table's`);
  const held = (id: number, leaseId: string) =>
    and(eq(table.id, id), eq(table.leaseId, leaseId), rules.live) as SQL;
  const due = (now: Date) => and(rules.live, rules.due(now)) as SQL;
  return {
    held,
    due,
    claim: (orm, limit, lease, key) =>
      claimLeased(orm, table, { due: due(lease.now), orderBy: rules.orderBy, limit, lease, key }),
    lockHeld: async (tx, id, leaseId) => {
      const [row] = (await tx
        .select()
        .from(table as PgTable)
        .where(held(id, leaseId))
        .for('update')) as T['$inferSelect'][];
      return row;
    },
    release: async (orm, id, leaseId, retryAt, also = {}) => {
      // The columns LeasedTable guarantees and the retry column (see claimLeased).
      await orm
        .update(table as PgTable)
        .set({ ...also, leaseId: null, leaseUntil: null, [retryKey]: retryAt } as Record<
          string,
          unknown
        >)
        .where(held(id, leaseId));
    },
    dueSince: (orm, now) => oldestDue(orm, table, due(now), rules.since),
    dueCount: async (orm, now) => {
      const [row] = await orm
        .select({ n: sql<number>`count(*)::int` })
        .from(table as PgTable)
        .where(due(now));
      return row?.n ?? 0;
    },
  };
}
