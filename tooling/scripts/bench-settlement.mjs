#!/usr/bin/env node
// Draw-night settlement benchmark (`pnpm bench:settlement`): a benchmark, not a test.
//
// On PostgreSQL (BENCH_DATABASE_URL, a fresh schema):
//   1. the built server in sandbox mode with its jobs off: --customers funded customers
//      (default 10,000) each pay one Mega 6/45 order of --tickets-per-customer tickets
//      (default 10: 100,000 tickets) for the next draw, through the shop's own order path;
//   2. server stopped; the tickets are marked printed in one statement (the sandbox agent
//      prints one at a time: setting up, not what is measured);
//   3. the server again with its jobs every 100 ms: the draw is drawn (`/dev/draws/run`) and
//      the bench waits for its settlement row; prints the settlement's time (the server's
//      own clock: result written → settlement committed), tickets/s and the goal (< 10 s);
//   4. server stopped: `ledger check` is clean, every ticket of the draw is settled, each
//      winning ticket credited once.
// Writes .reports/bench-settlement.json. Options: --no-build, --customers=10000,
// --tickets-per-customer=10, --concurrency=32; to time settlement again without seeding
// for minutes: --seed-only (steps 1–2; the schema stays and is printed: copy its database
// with `createdb -T`) then --seeded=SCHEMA on a copy (steps 1–2 skipped; the schema kept;
// a draw settled before is unsettled first and settled again by the job, with its result).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ROOT,
  SERVER_DIR,
  apiGet,
  apiPost,
  benchDatabase,
  buildServer,
  failWith,
  machineLoad,
  parseArgs,
  pgQuery,
  pgReachable,
  round1,
  startServer,
} from './bench-kit.mjs';

const NAME = 'bench:settlement';
const REPORT_FILE = join(ROOT, '.reports/bench-settlement.json');
const fail = failWith(NAME);
const args = parseArgs();
const CUSTOMERS = Number(args.get('customers') ?? 10_000);
const PER_CUSTOMER = Number(args.get('tickets-per-customer') ?? 10);
const CONCURRENCY = Number(args.get('concurrency') ?? 32);
const GOAL_S = 10;
const SEEDED = args.get('seeded') ?? null;
const SEED_ONLY = args.has('seed-only');
const KEEP = SEED_ONLY || SEEDED !== null;

/** Six distinct Mega numbers, different for each ticket. */
function megaNumbers(seed) {
  const picked = new Set();
  let x = seed * 2_654_435_761;
  while (picked.size < 6) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    picked.add(1 + (x % 45));
  }
  return [...picked].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0'));
}

/** Runs `work(i)` for i in 0..count-1, `CONCURRENCY` at a time. */
async function pool(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

let requestSeq = 0;
const requestId = () => `settle-${Date.now()}-${(requestSeq += 1)}`;

/** Step 1: customers and their paid orders for the next Mega draw; answers its code. */
async function seedOrders(base) {
  const periods = await apiPost(base, '/dev/draws/run', { product: 'keno' });
  if (periods.code !== 0) throw new Error(`periods: ${JSON.stringify(periods)}`);
  const list = await apiGet(base, '/draw/periods?product=mega645&limit=1');
  const drawCode = list.data?.periods?.[0]?.drawCode;
  if (!drawCode) throw new Error(`no Mega period: ${JSON.stringify(list)}`);
  const started = performance.now();
  let failures = 0;
  let firstFailure = null;
  await pool(CUSTOMERS, async (c) => {
    const customer = await apiPost(base, '/dev/orders/customer', { amount: 10_000_000 });
    const token = customer.data?.session;
    const orderItemInfos = Array.from({ length: PER_CUSTOMER }, (_, k) => ({
      product: 'mega645',
      drawCodes: [drawCode],
      numberInfos: [{ numbers: megaNumbers(c * PER_CUSTOMER + k + 1) }],
    }));
    const reserved = await apiPost(
      base,
      '/order',
      { requestId: requestId(), orderItemInfos },
      token,
    );
    const paid =
      reserved.code === 0 &&
      (await apiPost(
        base,
        '/order/confirm',
        { requestId: requestId(), orderId: reserved.data.orderId },
        token,
      ));
    if (!paid || paid.code !== 0) {
      failures += 1;
      firstFailure ??= JSON.stringify(paid || reserved).slice(0, 200);
    }
    if ((c + 1) % 1000 === 0) process.stdout.write(`  ${c + 1} customers ordered\r`);
  });
  console.log(
    `seeded ${CUSTOMERS} customers × ${PER_CUSTOMER} tickets for Mega #${drawCode} in ${round1((performance.now() - started) / 1000)} s` +
      (failures ? ` (${failures} failed: ${firstFailure})` : ''),
  );
  return drawCode;
}

/**
 * Undoes the settlement of the draw in a seeded schema (`--seeded`): its prize postings
 * (the balances they moved back, the prize balances they opened gone), its orders'
 * notifications (keyed by draw), its tickets printed again and its settlement row removed.
 */
async function unsettle(q, drawCode) {
  const refs = `SELECT 'ticket:' || id FROM tickets WHERE product = 'mega645' AND draw_code = $1`;
  const postings = `SELECT id FROM ledger_transactions WHERE kind = 'prize.settle' AND ref IN (${refs})`;
  await q(
    `UPDATE ledger_accounts a SET balance = a.balance - s.sum
     FROM (SELECT ledger_account_id, sum(amount) AS sum FROM ledger_entries
           WHERE transaction_id IN (${postings}) GROUP BY 1) s
     WHERE a.id = s.ledger_account_id AND NOT a.allow_negative`,
    [drawCode],
  );
  await q(`DELETE FROM ledger_entries WHERE transaction_id IN (${postings})`, [drawCode]);
  await q(`DELETE FROM ledger_transactions WHERE id IN (${postings})`, [drawCode]);
  await q(
    `DELETE FROM ledger_accounts a WHERE a.id LIKE 'prize:%' AND a.balance = 0
       AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.ledger_account_id = a.id)`,
  );
  await q(`DELETE FROM notifications WHERE dedupe_key LIKE 'settled:mega645:' || $1 || ':%'`, [
    drawCode,
  ]);
  await q(
    `UPDATE tickets SET status = 1, win_status = 0, prize_gross = NULL, prize_tax = NULL,
       prize_net = NULL, wins = '[]', settled_at = NULL
     WHERE product = 'mega645' AND draw_code = $1`,
    [drawCode],
  );
  await q(`DELETE FROM draw_settlements WHERE product = 'mega645' AND draw_code = $1`, [drawCode]);
  await q('VACUUM ANALYZE tickets');
}

async function main() {
  if (!(await pgReachable())) fail('PostgreSQL is needed (BENCH_DATABASE_URL)');
  buildServer(args, fail);
  const machine = await machineLoad();
  const db = await benchDatabase(
    'postgres',
    { VESO_RESULTS_DIR: join(ROOT, '.no-results') },
    SEEDED ?? undefined,
  );
  const q = (text, params) => pgQuery(text, params, db.schema);
  try {
    let drawCode;
    if (SEEDED) {
      [{ drawCode }] = await q(
        `SELECT draw_code AS "drawCode" FROM tickets WHERE product = 'mega645' AND status IN (1, 2)
         GROUP BY draw_code ORDER BY count(*) DESC LIMIT 1`,
      );
    } else {
      const seeding = startServer(db.env);
      try {
        drawCode = await seedOrders(await seeding.ready);
      } finally {
        await seeding.stop();
      }
      await q(
        `UPDATE tickets SET status = 1, serial = 'B' || id, printed_at = now(),
           security_code = lpad((id % 1000000)::text, 6, '0')
         WHERE product = 'mega645' AND draw_code = $1 AND status = 0`,
        [drawCode],
      );
      if (SEED_ONLY) {
        console.log(`seeded schema kept: ${db.schema} (time a copy with --seeded=${db.schema})`);
        return;
      }
    }
    const [{ n: printed }] = await q(
      `SELECT count(*)::int AS n FROM tickets WHERE product = 'mega645' AND draw_code = $1 AND status = 1`,
      [drawCode],
    );

    // A seeded schema whose draw was settled before: its settlement undone (the draw is
    // settled again by the job as soon as the server starts, with the same result).
    const [{ drawnBefore }] = await q(
      `SELECT count(*)::int AS "drawnBefore" FROM draw_results WHERE product = 'mega645' AND draw_code = $1`,
      [drawCode],
    );
    if (drawnBefore) await unsettle(q, drawCode);
    const settling = startServer({ ...db.env, VESO_PAYOUT_INTERVAL_MS: '100' });
    let row;
    let wallS;
    let drawCallS;
    try {
      const base = await settling.ready;
      const started = performance.now();
      const drawn = drawnBefore
        ? { code: 0 }
        : await apiPost(base, '/dev/draws/run', { product: 'mega645' });
      if (drawn.code !== 0) throw new Error(`draw: ${JSON.stringify(drawn)}`);
      drawCallS = (performance.now() - started) / 1000;
      for (;;) {
        [row] = await q(
          `SELECT s.tickets, s.winners, s.paid_net::bigint AS paid_net,
                  extract(epoch FROM s.settled_at - r.created_at)::float AS pickup_seconds,
                  s.settled_at
           FROM draw_settlements s JOIN draw_results r ON r.product = s.product AND r.draw_code = s.draw_code
           WHERE s.product = 'mega645' AND s.draw_code = $1 AND s.settled_at IS NOT NULL`,
          [drawCode],
        );
        if (row) {
          // The row is stamped when the settlement starts; it is seen within a poll of its
          // commit, on the server's (movable) clock.
          const clock = await apiGet(base, '/dev/clock');
          row.seconds = (Date.parse(clock.data.now) - new Date(row.settled_at).getTime()) / 1000;
          break;
        }
        if (performance.now() - started > 600_000) throw new Error('not settled within 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      wallS = (performance.now() - started) / 1000;
    } finally {
      await settling.stop();
    }

    const ledger = spawnSync(
      process.execPath,
      [join(SERVER_DIR, 'dist/cli.js'), 'ledger', 'check'],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, ...db.env },
        encoding: 'utf8',
      },
    );
    const [check] = await q(
      `SELECT count(*) FILTER (WHERE t.status <> 2)::int AS unsettled,
              count(*) FILTER (WHERE t.win_status = 1 AND t.prize_gross > 0)::int AS winners,
              (SELECT count(*)::int FROM ledger_transactions l
                 WHERE l.kind = 'prize.settle' AND l.ref IN (
                   SELECT 'ticket:' || id FROM tickets WHERE product = 'mega645' AND draw_code = $1)) AS credits
       FROM tickets t WHERE t.product = 'mega645' AND t.draw_code = $1`,
      [drawCode],
    );
    const seconds = Math.round(row.seconds * 100) / 100;
    const report = {
      at: new Date().toISOString(),
      machine,
      machineAfter: await machineLoad(),
      drawCode,
      tickets: row.tickets,
      printed,
      winners: row.winners,
      paidNet: Number(row.paid_net),
      settlementSeconds: seconds,
      pickupSeconds: Math.round(row.pickup_seconds * 100) / 100,
      wallSecondsFromDrawCall: round1(wallS),
      drawCallSeconds: round1(drawCallS),
      ticketsPerSecond: Math.round(row.tickets / seconds),
      goal: `< ${GOAL_S} s`,
      pass: seconds < GOAL_S,
      ledgerClean: ledger.status === 0,
      unsettled: check.unsettled,
      creditsMatchWinners: check.credits === check.winners,
    };
    console.log(
      `settled Mega #${drawCode}: ${report.tickets} tickets (${report.winners} winners) in ${report.settlementSeconds} s ` +
        `(start → commit, ±0.1 s; the job took it up ${report.pickupSeconds} s after the result was written; ` +
        `${report.wallSecondsFromDrawCall} s from the draw call, which took ${report.drawCallSeconds} s), ` +
        `${report.ticketsPerSecond} tickets/s [goal ${report.goal}: ${report.pass ? 'pass' : 'FAIL'}]; ` +
        `ledger ${report.ledgerClean ? 'clean' : `NOT clean: ${ledger.stdout}${ledger.stderr}`}, ` +
        `${report.unsettled} unsettled, winners credited once: ${report.creditsMatchWinners ? 'yes' : 'NO'}; ` +
        `load ${machine.load1} → ${report.machineAfter.load1} on ${machine.cores} cores`,
    );
    await mkdir(join(ROOT, '.reports'), { recursive: true });
    await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    if (!report.ledgerClean || report.unsettled > 0 || !report.creditsMatchWinners) {
      fail('a money check failed', 1);
    }
  } finally {
    if (!KEEP) await db.dispose();
  }
}

main().catch((error) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
