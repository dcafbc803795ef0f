// Paper-lottery benchmark (`pnpm bench:paper`): a benchmark, not a test. Run with tsx from
// apps/server (see tooling/scripts/bench-paper.mjs). On PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test) in a fresh schema, dropped afterwards:
//   1. stock of --stock tickets (default 1,000,000) across 20 southern provinces and 5 days;
//   2. --searches trailing-digit searches (the sale list's page and count statements,
//      a random 2-digit tail each), p50 / p99 latency;
//   3. 64 clients (--clients) race to hold tickets of a small stock (--small, default 200
//      tickets) one at a time, each client its own account, until the stock is gone;
//      holds per second (the stock over the time to sell it out), and the check: every
//      ticket is held by exactly one account and the successful holds equal the stock
//      (zero double sales);
//   4. baseline, same run: the same race on a second small stock with the bare conditional
//      UPDATE a hold comes down to (one autocommit statement), and the ratio of 3 to it.
// Prints one JSON line and writes .reports/bench-paper.json; exit 1 when the check fails.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { findOrCreateAccount } from './modules/accounts';
import { searchQueries } from './modules/xskt';
import { holdTickets } from './modules/xskt';

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

    // The small stocks: one province of one day no one else sells, one per race.
    const smallStock = async (source: string, province: string): Promise<number[]> => {
      await db.orm.execute(sql`
        insert into xskt_stock (product, province, draw_date, draw_at, sales_close_at, number,
          number_rev, series, copy, status, source, created_at, updated_at)
        select 'xsmt', ${province}, '2026-03-04', ${close}, ${close}, lpad(g::text, 6, '0'),
          reverse(lpad(g::text, 6, '0')), '', 1, 'available', ${source}, ${NOW}, ${NOW}
        from generate_series(1, ${SMALL}) as g`);
      return (
        (await db.orm.execute(
          sql`select id from xskt_stock where source = ${source} order by id`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => Number(r.id));
    };
    const accounts = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        findOrCreateAccount(db.orm, `8490${String(i).padStart(7, '0')}`, {}, NOW),
      ),
    );
    /**
     * The clients race for `ids` until the stock is gone, each walking it from its own
     * starting point as customers do; `attempt` resolves true when it got the ticket.
     */
    const race = async (
      ids: number[],
      attempt: (accountId: number, id: number) => Promise<boolean>,
    ) => {
      let holds = 0;
      let refused = 0;
      let lastHoldMs = 0;
      const start = performance.now();
      await Promise.all(
        accounts.map(async (account, c) => {
          for (let k = 0; k < ids.length && holds < ids.length; k++) {
            const id = ids[(c * 7 + k) % ids.length] ?? 0;
            if (await attempt(account.id, id).catch(() => false)) {
              holds += 1;
              lastHoldMs = performance.now() - start;
            } else refused += 1;
          }
        }),
      );
      const ms = performance.now() - start;
      const held = (
        (await db.orm.execute(sql`
          select count(*)::int as held from xskt_stock
          where id in ${sql.raw(`(${ids.join(',')})`)} and status = 'held'`)) as unknown as {
          rows: { held: number }[];
        }
      ).rows[0]?.held;
      return {
        holds,
        refused,
        held: held ?? 0,
        seconds: Math.round(lastHoldMs) / 1000,
        holdsPerSecond: Math.round(holds / (lastHoldMs / 1000)),
        attemptsPerSecond: Math.round((holds + refused) / (ms / 1000)),
      };
    };

    // The shop's hold (`holdTickets`: read, checks, conditional update, in a transaction).
    const shop = await race(await smallStock('bench-small', 'Đà Nẵng'), async (accountId, id) => {
      await db.orm.transaction((tx) => holdTickets(tx, accountId, [id], NOW));
      return true;
    });
    // Baseline: the bare conditional UPDATE a hold comes down to, one autocommit statement.
    const until = new Date(NOW.getTime() + 900_000);
    const bare = await race(await smallStock('bench-bare', 'Khánh Hòa'), async (accountId, id) => {
      const res = (await db.orm.execute(sql`
        update xskt_stock set status = 'held', hold_account_id = ${accountId},
          hold_until = ${until}, updated_at = ${NOW}
        where id = ${id} and status = 'available' returning id`)) as unknown as {
        rows: unknown[];
      };
      return res.rows.length === 1;
    });
    const holds = shop.holds;
    const check = { held: shop.held };
    const ok = holds === SMALL && check.held === SMALL && bare.holds === bare.held;
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
        refused: shop.refused,
        secondsToSellOut: shop.seconds,
        holdsPerSecond: shop.holdsPerSecond,
        attemptsPerSecond: shop.attemptsPerSecond,
        doubleSales: holds - check.held,
        ok,
      },
      baseline: {
        what: 'bare conditional UPDATE per attempt, autocommit, same clients and pool',
        holds: bare.holds,
        holdsPerSecond: bare.holdsPerSecond,
        doubleSales: bare.holds - bare.held,
      },
      ratio: Math.round((shop.holdsPerSecond / bare.holdsPerSecond) * 1000) / 10,
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
