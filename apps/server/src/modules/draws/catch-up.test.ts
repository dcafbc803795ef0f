import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextDraws, vnDayOf, PRIZE_TABLES } from '@veso/domain';
import type { DrawResult, LatestResults, ResultPage } from '@veso/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawSettlements } from '../../db/schema-orders';
import { startServer, type RunningServer } from '../../server';
import { manualClock } from '../../providers/clock';
import {
  sandboxResultProvider,
  seededRandomInt,
  type ResultProvider,
} from '../../providers/result-provider';
import { openTestDb, testConfig, type TestDatabase } from '../../test/test-app';
import { importResultFile } from '../results/import';
import { drawCodeOf } from './codes';
import { CATCH_UP_MAX_DAYS, catchUpDraws } from './catch-up';
import { runDrawJob } from './service';

/** Wednesday 25/11/2026, 20:00 in Hà Nội: three months after the bundled history ends. */
const NOW = new Date('2026-11-25T13:00:00.000Z');

// The last real draws of the bundled history (packages/draw-history), a small copy.
const MEGA_ROWS = [
  '{"date":"2026-08-19","id":"01551","result":[6,15,18,33,40,43]}',
  '{"date":"2026-08-21","id":"01552","result":[7,26,31,38,43,45]}',
];
const XSMB_ROWS = [
  'date,special,prize1,prize2_1,prize2_2,prize3_1,prize3_2,prize3_3,prize3_4,prize3_5,prize3_6,prize4_1,prize4_2,prize4_3,prize4_4,prize5_1,prize5_2,prize5_3,prize5_4,prize5_5,prize5_6,prize6_1,prize6_2,prize6_3,prize7_1,prize7_2,prize7_3,prize7_4',
  '2026-08-22,60213,80300,60683,51132,89384,11622,10383,9349,136,47894,7740,7568,2767,8365,570,5252,4790,7707,6494,9516,354,649,773,26,9,6,64',
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'veso-catch-up-'));
  await writeFile(path.join(dir, 'mega645.jsonl'), `${MEGA_ROWS.join('\n')}\n`);
  await writeFile(path.join(dir, 'xsmb.csv'), `${XSMB_ROWS.join('\n')}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The calendar draws of a product from `after` (exclusive) to `now`, oldest first. */
function drawsBetween(product: Parameters<typeof nextDraws>[0], after: Date, now: Date) {
  return nextDraws(product, after, 2000).filter((d) => d.at.getTime() <= now.getTime());
}

const provider = (seed = 'catch-up'): ResultProvider =>
  sandboxResultProvider(seededRandomInt(seed));

describe('a sandbox start three months after the history ends', () => {
  let server: RunningServer;
  let db: TestDatabase;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    db = await openTestDb();
    server = await startServer({
      config: testConfig({ sandbox: true, resultsDir: dir }),
      db,
      clock,
      draws: { provider: provider(), catchUp: true, jobIntervalMs: 0 },
    });
  }, 60_000);
  afterAll(async () => {
    await server.shutdown();
    await db.dispose();
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: T }).data;
  };

  it('shows as latest results the draws of today or the last draw day, marked generated', async () => {
    const { items } = await get<LatestResults>('/api/result/latest');
    const mega = items.find((item) => item.product === 'mega645')?.latest;
    const lastMega = drawsBetween('mega645', new Date('2026-11-18T00:00:00Z'), NOW).at(-1)!;
    expect(mega).toMatchObject({
      drawCode: drawCodeOf('mega645', lastMega),
      drawDate: vnDayOf(lastMega.at),
      generated: true,
      source: 'sandbox',
    });
    // XSMB draws every day at 18:15: today's draw is in.
    const xsmb = items.find((item) => item.product === 'xsmb')?.latest;
    expect(xsmb).toMatchObject({ drawDate: '2026-11-25', generated: true });
    // Keno: its last day only, up to the draw of now.
    const keno = items.find((item) => item.product === 'keno')?.latest;
    const lastKeno = drawsBetween('keno', new Date(NOW.getTime() - 3_600_000), NOW).at(-1)!;
    expect(keno).toMatchObject({ drawCode: drawCodeOf('keno', lastKeno), generated: true });
  });

  it('keeps the real history real and the draw numbers continuous from it', async () => {
    const page = await get<ResultPage>(
      '/api/customer/result/draw?product=mega645&page=1&pageSize=100',
    );
    const expected = drawsBetween('mega645', new Date('2026-08-21T12:00:00Z'), NOW);
    expect(page.total).toBe(MEGA_ROWS.length + expected.length);
    const codes = page.items.map((item) => Number(item.drawCode)).reverse();
    expect(codes).toEqual(codes.map((_, i) => 1551 + i));
    const real = page.items.filter((item) => !item.generated).map((item) => item.drawCode);
    expect(real.sort()).toEqual(['01551', '01552']);
    expect(page.items.find((item) => item.drawCode === '01552')?.source).toBe('import');
    // Statistics computed from the list ask for the real results only.
    const realOnly = await get<ResultPage>(
      '/api/customer/result/draw?product=mega645&page=1&pageSize=100&includeGenerated=false',
    );
    expect(realOnly.items.map((item) => item.drawCode)).toEqual(['01552', '01551']);
    expect(realOnly.total).toBe(2);
  });

  it('chains the jackpot pools by the pool rules across the generated draws', async () => {
    const page = await get<ResultPage>(
      '/api/customer/result/draw?product=mega645&page=1&pageSize=100',
    );
    const generated = page.items.filter((item) => item.generated).reverse();
    const { minimum, fundPercent } = PRIZE_TABLES.mega645.jackpots.jackpot!;
    let previous: DrawResult | undefined;
    let won = 0;
    for (const item of generated) {
      const jackpot = item.jackpot?.jackpot ?? 0;
      // The first generated draw starts from the minimum (the history has no pools).
      const start = previous
        ? pools.get(previous.drawCode)
          ? minimum
          : previous.jackpot!.jackpot
        : minimum;
      expect(jackpot).toBeGreaterThan(start);
      expect(jackpot).toBeLessThanOrEqual(start + (2_500_000_000 * fundPercent) / 100);
      previous = item;
      if (pools.get(item.drawCode)) won += 1;
    }
    expect(generated.length).toBeGreaterThan(30);
    expect(won).toBeLessThan(generated.length);
  });

  // Which draws' jackpots were won (read once from the pool rows).
  const pools = new Map<string, boolean>();
  beforeAll(async () => {
    const rows = await db.orm.execute(
      sql`select draw_code, won from jackpot_pools where product = 'mega645'`,
    );
    for (const row of (rows as unknown as { rows: { draw_code: string; won: boolean }[] }).rows)
      pools.set(row.draw_code, row.won);
  });

  it('draws a draw that falls due while running at its time', async () => {
    const next = nextDraws('mega645', NOW, 1)[0]!;
    clock.set(new Date(next.at.getTime() - 1000));
    await runDrawJob(db.orm, provider('later'), clock.now());
    const before = await get<LatestResults>('/api/result/latest');
    expect(before.items.find((i) => i.product === 'mega645')?.latest?.drawCode).not.toBe(
      drawCodeOf('mega645', next),
    );
    clock.set(next.at);
    await runDrawJob(db.orm, provider('later'), clock.now());
    const after = await get<LatestResults>('/api/result/latest');
    expect(after.items.find((i) => i.product === 'mega645')?.latest).toMatchObject({
      drawCode: drawCodeOf('mega645', next),
      generated: true,
    });
  });

  it('replaces a generated draw by the real result imported later, and says so', async () => {
    const file = path.join(dir, 'later', 'mega645.jsonl');
    await rm(path.dirname(file), { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(file)));
    await writeFile(file, '{"date":"2026-08-23","id":"01553","result":[1,2,3,4,5,6]}\n');
    const summary = await importResultFile(db.orm, file, NOW);
    expect(summary).toMatchObject({
      inserted: 0,
      skipped: 0,
      replaced: ['mega645 #01553 (2026-08-23)'],
    });
    const result = await get<DrawResult>('/api/result/period?product=mega645&drawCode=01553');
    expect(result).toMatchObject({ generated: false, source: 'import' });
    expect(result.result).toMatchObject({ numbers: [1, 2, 3, 4, 5, 6] });
    // Importing it again changes nothing.
    expect(await importResultFile(db.orm, file, NOW)).toMatchObject({ replaced: [], skipped: 1 });
  });

  it('keeps a generated draw on which tickets were settled (their prizes were paid on it)', async () => {
    await db.orm.insert(drawSettlements).values({
      product: 'mega645',
      drawCode: '01554',
      pots: {},
      tickets: 1,
      winners: 0,
      paidNet: 0,
      taxWithheld: 0,
      settledAt: NOW,
    });
    const before = await get<DrawResult>('/api/result/period?product=mega645&drawCode=01554');
    const file = path.join(dir, 'later', 'mega645.jsonl');
    await writeFile(file, '{"date":"2026-08-26","id":"01554","result":[1,2,3,4,5,6]}\n');
    const summary = await importResultFile(db.orm, file, NOW);
    expect(summary).toMatchObject({ replaced: [], keptSettled: ['mega645 #01554 (2026-08-26)'] });
    expect(await get<DrawResult>('/api/result/period?product=mega645&drawCode=01554')).toEqual(
      before,
    );
  });

  it('counts real draws only in the statistics unless asked, and says which', async () => {
    type Counted = { draws: number; includeGenerated: boolean; skippedGenerated: number };
    const real = await get<Counted>('/api/customer/statistic_result?product=mega645&window=100');
    const all = await get<Counted>(
      '/api/customer/statistic_result?product=mega645&window=100&includeGenerated=true',
    );
    expect(all.includeGenerated).toBe(true);
    expect(all.draws).toBeGreaterThan(30);
    // The real-only count says how many newer simulated draws it left out.
    expect(real).toMatchObject({
      draws: 3,
      includeGenerated: false,
      skippedGenerated: all.draws - 3,
    });
    expect(all.skippedGenerated).toBe(0);
    // The OpenAPI document tells callers about the option.
    const doc = server.app.swagger() as {
      paths: Record<string, { get?: { parameters?: { name: string; description?: string }[] } }>;
    };
    for (const path of ['/api/customer/statistic_result', '/api/customer/result/draw']) {
      const parameter = doc.paths[path]?.get?.parameters?.find(
        (p) => p.name === 'includeGenerated',
      );
      expect(parameter?.description).toMatch(/real/);
    }
  });
});

describe('catching up', () => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.dispose()));
  });
  const open = async () => {
    const db = await openTestDb();
    opened.push(db);
    return db;
  };
  const count = async (db: TestDatabase, product: string) => {
    const rows = await db.orm.execute(
      sql`select count(*)::int as n, count(distinct draw_code)::int as codes from draw_results where product = ${product}`,
    );
    return (rows as unknown as { rows: { n: number; codes: number }[] }).rows[0]!;
  };

  it('draws Keno for its last day only, and each other product from a month back when it has no result', async () => {
    const db = await open();
    const made = await catchUpDraws(db.orm, provider(), NOW);
    const keno = drawsBetween(
      'keno',
      new Date(NOW.getTime() - CATCH_UP_MAX_DAYS.keno * 86_400_000),
      NOW,
    );
    expect(made.keno).toBe(keno.length);
    expect(made.mega645).toBe(
      drawsBetween('mega645', new Date(NOW.getTime() - 30 * 86_400_000), NOW).length,
    );
  });

  it('run by two processes at once, draws every draw once', async () => {
    const db = await open();
    const [a, b] = await Promise.all([
      catchUpDraws(db.orm, provider('a'), NOW),
      catchUpDraws(db.orm, provider('b'), NOW),
    ]);
    const keno = await count(db, 'keno');
    expect(keno.n).toBe(keno.codes);
    expect((a.keno ?? 0) + (b.keno ?? 0)).toBe(keno.n);
    expect((a.lotto535 ?? 0) + (b.lotto535 ?? 0)).toBe((await count(db, 'lotto535')).n);
  });

  it('stopped half-way, resumes from its last batch and ends continuous', async () => {
    const db = await open();
    const month = new Date(NOW.getTime() - 30 * 86_400_000);
    const before = ['mega645', 'power655', 'lotto535'] as const;
    const callsBefore = before.reduce((n, p) => n + drawsBetween(p, month, NOW).length, 0);
    let calls = 0;
    const dying: ResultProvider = {
      ...provider('dying'),
      draw: async (request) => {
        calls += 1;
        // Killed in the middle of Keno's batch, after the products drawn before it.
        if (calls > callsBefore + 20) throw new Error('killed');
        return provider(`d${calls}`).draw(request);
      },
    };
    await expect(catchUpDraws(db.orm, dying, NOW)).rejects.toThrow('killed');
    for (const product of before)
      expect((await count(db, product)).n).toBe(drawsBetween(product, month, NOW).length);
    expect((await count(db, 'keno')).n).toBe(0);

    const resumed = await catchUpDraws(db.orm, provider('again'), NOW);
    expect(resumed.mega645).toBeUndefined();
    const keno = await count(db, 'keno');
    expect(keno.n).toBe(keno.codes);
    expect(keno.n).toBe(drawsBetween('keno', new Date(NOW.getTime() - 86_400_000), NOW).length);
    // Every drawn period has its result, and no period in the past is left undrawn.
    const rows = await db.orm.execute(
      sql`select count(*)::int as n from draw_periods where status <> 'drawn' and draw_at <= ${NOW}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
