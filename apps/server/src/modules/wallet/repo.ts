import type { LedgerKind } from '@veso/contract';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { runStatement, statement } from '../../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/** The SQL of the double-entry ledger: balances, postings, the check and the statement. */

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * Moves a customer balance by `delta` with one guarded statement: a debit only while the
 * balance covers it, a credit opens the balance on first use. Answers the balance after
 * it; undefined when the debit did not match (the balance would go below zero, or was
 * never credited).
 */
export async function moveBalance(
  tx: Orm,
  account: { id: string; ownerId: number | null; kind: string; allowNegative: boolean },
  delta: bigint,
  at: Date,
): Promise<bigint | undefined> {
  const moved =
    delta < 0n
      ? await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: at })
          .where(
            sql`${ledgerAccounts.id} = ${account.id} AND (${ledgerAccounts.allowNegative} OR ${ledgerAccounts.balance} + ${delta} >= 0)`,
          )
          .returning({ balance: ledgerAccounts.balance })
      : await tx
          .insert(ledgerAccounts)
          .values({ ...account, balance: delta, updatedAt: at })
          .onConflictDoUpdate({
            target: ledgerAccounts.id,
            set: { balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: at },
          })
          .returning({ balance: ledgerAccounts.balance });
  return moved[0]?.balance;
}

/** A customer balance a posting moves, with what it must know to open it on first use. */
export type BalanceMove = {
  account: { id: string; ownerId: number | null; kind: string; allowNegative: boolean };
  delta: bigint;
};

/**
 * Writes a ledger transaction and its entries, and the system accounts `systemIds` not
 * seen before, in one statement; with `move`, the same statement first moves that one
 * customer balance as {@link moveBalance} does (a debit only while the balance covers it)
 * and writes nothing more when it does not match. Answers the transaction's id per entry
 * written (none: the debit did not match) and the balances after it of `move`'s account
 * and of the accounts `report` names (those never used are absent).
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
  options: { move?: BalanceMove; report?: readonly string[] } = {},
): Promise<{ ids: string[]; balances: Map<string, bigint> }> {
  const { move, report = [] } = options;
  const shared = [
    movement.at.toISOString(),
    JSON.stringify([...systemIds].sort()),
    movement.kind,
    movement.ref,
    JSON.stringify(movement.entries.map((e) => ({ account: e.account, amount: String(e.amount) }))),
    JSON.stringify(report),
  ];
  const rows = !move
    ? await runStatement<PostingRow>(tx, POSTINGS.none, shared)
    : move.delta < 0n
      ? await runStatement<PostingRow>(tx, POSTINGS.debit, [
          ...shared,
          String(move.delta),
          move.account.id,
        ])
      : await runStatement<PostingRow>(tx, POSTINGS.credit, [
          ...shared,
          String(move.delta),
          move.account.id,
          move.account.ownerId,
          move.account.kind,
          move.account.allowNegative,
        ]);
  const balances = new Map<string, bigint>();
  const raw = rows[0]?.balances;
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, string>) : raw;
  for (const [id, balance] of Object.entries(parsed ?? {})) balances.set(id, BigInt(balance));
  return { ids: rows.map((row) => row.id), balances };
}

/** One posting of a batch ({@link insertPostings}): its ref is unique in the batch. */
export type BatchPosting = {
  kind: LedgerKind;
  ref: string;
  entries: readonly { account: string; amount: number }[];
};

/**
 * Writes a batch of postings that only credit customer balances, in one statement whose
 * rows come as JSON parameters (three, however many postings): the system accounts
 * `systemIds` not seen before, each credited customer balance moved once by the sum of its
 * credits (`credits`, in the caller's fixed order; opened on first use), one ledger
 * transaction per posting and their entries. Answers how many entries it wrote.
 */
export async function insertPostings(
  tx: Orm,
  postings: readonly BatchPosting[],
  credits: readonly { id: string; ownerId: number; kind: string; delta: bigint }[],
  systemIds: readonly string[],
  at: Date,
): Promise<number> {
  const when = at.toISOString();
  const ctes: SQL[] = [];
  if (systemIds.length > 0) {
    ctes.push(sql`ensured AS (
          INSERT INTO ${ledgerAccounts} (id, owner_id, kind, allow_negative)
          SELECT s.id, NULL, s.id, true
          FROM jsonb_array_elements_text(${JSON.stringify([...systemIds].sort())}::jsonb) AS s (id)
          ON CONFLICT DO NOTHING
        )`);
  }
  if (credits.length > 0) {
    const rows = credits.map((c, ord) => ({
      ord,
      id: c.id,
      owner_id: c.ownerId,
      kind: c.kind,
      delta: String(c.delta),
    }));
    ctes.push(sql`credited AS (
          INSERT INTO ${ledgerAccounts} (id, owner_id, kind, allow_negative, balance, updated_at)
          SELECT c.id, c.owner_id, c.kind, false, c.delta::bigint, ${when}::timestamptz
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS c (ord int, id text, owner_id bigint, kind text, delta text)
          ORDER BY c.ord
          ON CONFLICT (id) DO UPDATE
            SET balance = ${ledgerAccounts}.balance + excluded.balance, updated_at = excluded.updated_at
        )`);
  }
  ctes.push(sql`moved AS (
      INSERT INTO ${ledgerTransactions} (kind, ref, created_at)
      SELECT p.kind, p.ref, ${when}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(postings.map((p, ord) => ({ ord, kind: p.kind, ref: p.ref })))}::jsonb)
        AS p (ord int, kind text, ref text)
      ORDER BY p.ord
      RETURNING id, ref
    )`);
  const lines = postings.flatMap((p) =>
    p.entries.map((e) => ({ ref: p.ref, account: e.account, amount: String(e.amount) })),
  );
  const written = (await tx.execute(sql`
    WITH ${sql.join(ctes, sql`, `)}
    INSERT INTO ${ledgerEntries} (transaction_id, ledger_account_id, amount, created_at)
    SELECT moved.id, line.account, line.amount::bigint, ${when}::timestamptz
    FROM moved
    JOIN jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS line (ref text, account text, amount text)
      ON line.ref = moved.ref
    RETURNING transaction_id
  `)) as unknown as { rows: unknown[] };
  return written.rows.length;
}
type PostingRow = { id: string; balances?: Record<string, string> | string | null };

/**
 * The three texts of {@link insertPosting} (no customer balance moved, a debit, a credit),
 * fixed whatever the entries: $1 the time, $2 the system accounts (JSON array), $3 / $4
 * the kind and ref, $5 the entries (JSON), $6 the accounts to report (JSON array); with a
 * move, $7 its delta and $8 its account (a credit: $9–$11 its owner, kind, allow_negative).
 */
const POSTINGS = (() => {
  const ensured = `ensured AS (
      INSERT INTO ledger_accounts (id, owner_id, kind, allow_negative)
      SELECT s.id, NULL, s.id, true FROM jsonb_array_elements_text($2::text::jsonb) AS s (id)
      ORDER BY s.id
      ON CONFLICT DO NOTHING
    )`;
  const debit = `balance_moved AS (
      UPDATE ledger_accounts SET balance = balance + $7::bigint, updated_at = $1::timestamptz
      WHERE id = $8::text AND (allow_negative OR balance + $7::bigint >= 0)
      RETURNING id, balance
    )`;
  const credit = `balance_moved AS (
      INSERT INTO ledger_accounts (id, owner_id, kind, allow_negative, balance, updated_at)
      VALUES ($8::text, $9::bigint, $10::text, $11::boolean, $7::bigint, $1::timestamptz)
      ON CONFLICT (id) DO UPDATE
        SET balance = ledger_accounts.balance + $7::bigint, updated_at = $1::timestamptz
      RETURNING id, balance
    )`;
  const text = (moved: string | null) => `WITH ${ensured}, ${moved ? `${moved}, ` : ''}moved AS (
      INSERT INTO ledger_transactions (kind, ref, created_at)
      SELECT $3::text, $4::text, $1::timestamptz
      ${moved ? 'WHERE EXISTS (SELECT 1 FROM balance_moved)' : ''}
      RETURNING id
    )
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, created_at)
    SELECT moved.id, line.account, line.amount, $1::timestamptz
    FROM moved CROSS JOIN jsonb_to_recordset($5::text::jsonb) AS line (account text, amount bigint)
    RETURNING transaction_id::text AS id, (SELECT json_object_agg(b.id, b.balance::text) FROM (
      ${moved ? 'SELECT id, balance FROM balance_moved UNION ALL ' : ''}SELECT id, balance FROM ledger_accounts
      WHERE id IN (SELECT jsonb_array_elements_text($6::text::jsonb))${moved ? ' AND id <> $8::text' : ''}
    ) b) AS balances`;
  return {
    none: statement('ledger_posting', text(null)),
    debit: statement('ledger_posting_debit', text(debit)),
    credit: statement('ledger_posting_credit', text(credit)),
  };
})();

/** The sum of a ledger account's entries (a system account's balance). */
export async function entriesSum(orm: Orm, account: string): Promise<number> {
  const [sum] = await orm
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ledgerAccountId, account));
  return Number(sum?.sum ?? 0);
}

/**
 * What the movements named `ref` posted to a ledger account, summed (a payment's credit is
 * `-amount` on the gateway's account); 0 when nothing was posted.
 */
export async function refTotal(orm: Orm, ref: string, account: string): Promise<number> {
  const [sum] = await orm
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.ref, ref), eq(ledgerEntries.ledgerAccountId, account)));
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
  /** The ledger kinds to keep (a statement filter's). */
  kinds?: readonly LedgerKind[];
};

function statementWhere(filter: StatementFilter): SQL | undefined {
  const conditions: SQL[] = [inArray(ledgerEntries.ledgerAccountId, [...filter.accounts])];
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, filter.to));
  if (filter.kinds) conditions.push(inArray(ledgerTransactions.kind, [...filter.kinds]));
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

/** How many postings the ledger holds, by kind (the metrics' shop-wide counters). */
export async function postingCounts(orm: Orm): Promise<{ kind: string; count: number }[]> {
  return orm
    .select({ kind: ledgerTransactions.kind, count: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .groupBy(ledgerTransactions.kind);
}
