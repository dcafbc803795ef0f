// Paper-lottery benchmark (`pnpm bench:paper`): a benchmark, not a test. Run with tsx from
// apps/server (see tooling/scripts/bench-paper.mjs). On PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test) in a fresh schema, dropped afterwards:
//   1. stock of --stock tickets (default 1,000,000) across 20 southern provinces and 5 days;
//   2. --searches trailing-digit searches (the sale list's page and count statements,
//      a random 2-digit tail each), p50 / p99 latency;
//   3. 64 clients (--clients) race to hold tickets of a small stock (--small, default 200
//      tickets) one at a time, each client its own account, until the stock is gone;
//      holds per second, and the check: every ticket is held by exactly one account and
//      the successful holds equal the stock (zero double sales).
// Prints one JSON line and writes .reports/bench-paper.json; exit 1 when the check fails.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { findOrCreateAccount } from './modules/accounts/repo';
import { searchQueries } from './modules/paper-stock/repo';
import { holdTickets } from './modules/paper-stock/service';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k ?? '', v ?? 'true'];
  }),
);
const STOCK = Number(args.get('stock') ?? 1_000_000);
const SEARCHES = Number(args.get('searches') ?? 200);
const CLIENTS = Number(args.get('clients') ?? 64);
const SMALL = Number(args.get('small') ?? 200);
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NOW = new Date('2026-03-04T03:00:00Z');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<number> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const db = await openDatabase({ kind: 'postgres', url: URL, schema });
  try {
    await migrate(db);
    const close = new Date(NOW.getTime() + 86_000_000);
    const started = performance.now();
    await db.orm.execute(sql`
      insert into xskt_stock (product, province, draw_date, draw_at, sales_close_at, number,
        number_rev, series, copy, status, source, created_at, updated_at)
      select 'xsmn', 'Tỉnh ' || (g % 20), '2026-03-0' || (4 + g % 5), ${close}, ${close},
        lpad(((g::bigint * 7919) % 1000000)::text, 6, '0'),
        reverse(lpad(((g::bigint * 7919) % 1000000)::text, 6, '0')),
        '', g, 'available', 'bench', ${NOW}, ${NOW}
      from generate_series(1, ${STOCK}) as g`);
    await db.orm.execute(sql`analyze xskt_stock`);
    const loadMs = performance.now() - started;

    const searchMs: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const tail = String(Math.floor(Math.random() * 100)).padStart(2, '0');
      const t0 = performance.now();
      const q = searchQueries(db.orm, { products: ['xsmn'], tail }, NOW, { limit: 20, offset: 0 });
      await Promise.all([q.rows, q.total]);
      searchMs.push(performance.now() - t0);
    }

    // The small stock: one province of one day no one else sells.
    await db.orm.execute(sql`
      insert into xskt_stock (product, province, draw_date, draw_at, sales_close_at, number,
        number_rev, series, copy, status, source, created_at, updated_at)
      select 'xsmt', 'Đà Nẵng', '2026-03-04', ${close}, ${close}, lpad(g::text, 6, '0'),
        reverse(lpad(g::text, 6, '0')), '', 1, 'available', 'bench-small', ${NOW}, ${NOW}
      from generate_series(1, ${SMALL}) as g`);
    const ids = (
      (await db.orm.execute(
        sql`select id from xskt_stock where source = 'bench-small' order by id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => Number(r.id));
    const accounts = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        findOrCreateAccount(db.orm, `8490${String(i).padStart(7, '0')}`, {}, NOW),
      ),
    );
    let holds = 0;
    let refused = 0;
    const raceStart = performance.now();
    await Promise.all(
      accounts.map(async (account, c) => {
        // Each client walks the stock from its own starting point, as customers do.
        for (let k = 0; k < ids.length; k++) {
          const id = ids[(c * 7 + k) % ids.length] ?? 0;
          try {
            await db.orm.transaction((tx) => holdTickets(tx, account.id, [id], NOW));
            holds += 1;
          } catch {
            refused += 1;
          }
        }
      }),
    );
    const raceMs = performance.now() - raceStart;
    const check = (
      (await db.orm.execute(sql`
        select count(*)::int as held, count(distinct hold_account_id)::int as holders
        from xskt_stock where source = 'bench-small' and status = 'held'`)) as unknown as {
        rows: { held: number; holders: number }[];
      }
    ).rows[0];
    const ok = holds === SMALL && check?.held === SMALL;
    const report = {
      stock: STOCK,
      loadSeconds: Math.round(loadMs / 100) / 10,
      tailSearch: {
        searches: SEARCHES,
        p50Ms: Math.round(percentile(searchMs, 50) * 10) / 10,
        p99Ms: Math.round(percentile(searchMs, 99) * 10) / 10,
      },
      race: {
        clients: CLIENTS,
        tickets: SMALL,
        holds,
        refused,
        holdsPerSecond: Math.round(holds / (raceMs / 1000)),
        attemptsPerSecond: Math.round((holds + refused) / (raceMs / 1000)),
        doubleSales: holds - (check?.held ?? 0),
        ok,
      },
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
    const file = path.join(import.meta.dirname, '../../../.reports/bench-paper.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    return ok ? 0 : 1;
  } finally {
    await db.orm.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
    await db.close();
  }
}

process.exitCode = await main();
