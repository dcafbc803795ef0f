import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/** The SQL of the double-entry ledger: balances, postings, the check and the statement. */

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * Moves a customer balance by `delta` with one guarded statement: a debit only while the
 * balance covers it, a credit opens the balance on first use. False when the debit did
 * not match (the balance would go below zero, or was never credited).
 */
export async function moveBalance(
  tx: Orm,
  account: { id: string; ownerId: number | null; kind: string; allowNegative: boolean },
  delta: bigint,
  at: Date,
): Promise<boolean> {
  const moved =
    delta < 0n
      ? await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: at })
          .where(
            sql`${ledgerAccounts.id} = ${account.id} AND (${ledgerAccounts.allowNegative} OR ${ledgerAccounts.balance} + ${delta} >= 0)`,
          )
          .returning({ id: ledgerAccounts.id })
      : await tx
          .insert(ledgerAccounts)
          .values({ ...account, balance: delta, updatedAt: at })
          .onConflictDoUpdate({
            target: ledgerAccounts.id,
            set: { balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: at },
          })
          .returning({ id: ledgerAccounts.id });
  return moved.length > 0;
}

/**
 * Writes a ledger transaction and its entries, and the system accounts `systemIds` not
 * seen before, in one statement; answers the transaction's id per entry written.
 */
export async function insertPosting(
  tx: Orm,
  movement: {
    kind: string;
    ref: string;
    at: Date;
    entries: readonly { account: string; amount: number }[];
  },
  systemIds: readonly string[],
): Promise<string[]> {
  const at = movement.at.toISOString();
  const ensureSystem =
    systemIds.length === 0
      ? sql``
      : sql`ensured AS (
          INSERT INTO ${ledgerAccounts} (id, owner_id, kind, allow_negative)
          VALUES ${sql.join(
            [...systemIds].sort().map((id) => sql`(${id}, NULL, ${id}, true)`),
            sql`, `,
          )}
          ON CONFLICT DO NOTHING
        ), `;
  const lines = sql.join(
    movement.entries.map((e) => sql`(${e.account}::text, ${String(e.amount)}::bigint)`),
    sql`, `,
  );
  const written = (await tx.execute(sql`
    WITH ${ensureSystem}moved AS (
      INSERT INTO ${ledgerTransactions} (kind, ref, created_at)
      VALUES (${movement.kind}, ${movement.ref}, ${at}::timestamptz)
      RETURNING id
    )
    INSERT INTO ${ledgerEntries} (transaction_id, ledger_account_id, amount, created_at)
    SELECT moved.id, line.account, line.amount, ${at}::timestamptz
    FROM moved CROSS JOIN (VALUES ${lines}) AS line (account, amount)
    RETURNING transaction_id::text AS id
  `)) as unknown as { rows: { id: string }[] };
  return written.rows.map((row) => row.id);
}

/** The sum of a ledger account's entries (a system account's balance). */
export async function entriesSum(orm: Orm, account: string): Promise<number> {
  const [sum] = await orm
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ledgerAccountId, account));
  return Number(sum?.sum ?? 0);
}

/** The running balances of these ledger accounts (those never used are absent). */
export async function runningBalances(
  orm: Orm,
  ids: readonly string[],
): Promise<{ id: string; balance: bigint }[]> {
  return orm
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]));
}

/**
 * What `ledger check` compares: the sum of all entries, the transactions that do not sum
 * to zero, each account's entry sum, and every ledger account row.
 */
export async function ledgerTotals(orm: Orm) {
  const [total] = await orm
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries);
  const unbalanced = await orm
    .select({
      id: ledgerEntries.transactionId,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const sums = await orm
    .select({
      id: ledgerEntries.ledgerAccountId,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.ledgerAccountId);
  const accounts: LedgerAccountRow[] = await orm.select().from(ledgerAccounts);
  return { total: total?.sum ?? '0', unbalanced, sums, accounts };
}

/** Which entries a statement shows: of these accounts, in `[from, to)`, of a kind prefix. */
export type StatementFilter = {
  accounts: readonly string[];
  from?: Date;
  to?: Date;
  kindPrefix?: string;
};

function statementWhere(filter: StatementFilter): SQL | undefined {
  const conditions: SQL[] = [inArray(ledgerEntries.ledgerAccountId, [...filter.accounts])];
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, filter.to));
  if (filter.kindPrefix) conditions.push(like(ledgerTransactions.kind, `${filter.kindPrefix}%`));
  return and(...conditions);
}

/** The entries of a statement, newest first (a page of them, or all), and how many there are. */
export async function statementEntries(
  orm: Orm,
  filter: StatementFilter,
  page: { limit: number; offset: number } | 'all',
) {
  const where = statementWhere(filter);
  const query = orm
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      account: ledgerEntries.ledgerAccountId,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  const rows = page === 'all' ? await query : await query.limit(page.limit).offset(page.offset);
  const [total] = await orm
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
