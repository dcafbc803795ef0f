import type { LatestResults, PeriodList } from '@veso/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { READS_CHANNEL } from './read-cache';
import { notify, openDatabase } from '../db/database';
import { drawCurrentNow, runDrawJob } from '../modules/draws/service';
import { manualClock } from '../providers/clock';
import { createDrawTestApp, type DrawTestApp } from '../test/draw-test-app';
import { testConfig, testDatabaseUrl } from '../test/test-app';
import { notificationsDelivered as delivered } from '../test/notifications';

type Envelope<T> = { code: number; data: T };

/**
 * The public reads (results, periods, jackpots) answered from memory: no query once warm,
 * the same ETag and a 304 for a caller who has it, and never an answer the draws or the
 * clock have made false.
 */
describe('public reads from memory', () => {
  let t: DrawTestApp;
  let queries = 0;
  let stop: () => void;

  beforeAll(async () => {
    t = await createDrawTestApp();
    await runDrawJob(t.db.orm, t.provider, t.clock.now());
    await t.app.ready();
    stop = t.db.onQuery(() => {
      queries += 1;
    });
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  /** The queries one call costs. */
  async function counted<T>(call: () => Promise<T>): Promise<{ result: T; queries: number }> {
    const before = queries;
    const result = await call();
    return { result, queries: queries - before };
  }

  const notificationsDelivered = () => delivered(t.db);

  it('a warm read costs no query; a caller with the ETag gets 304 and no body', async () => {
    const cold = await counted(() => get('/result/latest'));
    expect(cold.result.statusCode).toBe(200);
    expect(cold.queries).toBeGreaterThan(0);
    const etag = cold.result.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cold.result.headers['cache-control']).toBe('public, no-cache');

    const warm = await counted(() => get('/result/latest'));
    expect(warm.queries).toBe(0);
    expect(warm.result.body).toBe(cold.result.body);
    expect(warm.result.headers.etag).toBe(etag);

    const revalidated = await counted(() => get('/result/latest', { 'if-none-match': etag }));
    expect(revalidated.result.statusCode).toBe(304);
    expect(revalidated.result.body).toBe('');
    expect(revalidated.queries).toBe(0);
  });

  it('every public read of the home, game and results pages is free once warm', async () => {
    const reads = [
      '/result/latest',
      '/draw/periods?product=mega645&limit=6',
      '/getListPeriod',
      '/order/available/list?limit=10',
      '/order/available/list/group?limit=10',
      '/customer/result/draw?product=mega645',
      '/result/xsmb',
      '/result/groupByDay',
      '/customer/statistic_result?product=mega645',
      '/xskt/customer/result/draw?region=xsmn',
      '/keno-stats/last_result',
      '/keno-stats/v2/last_result?limit=5',
      '/keno-stats/get',
    ];
    for (const url of reads) await get(url);
    for (const url of reads) {
      const warm = await counted(() => get(url));
      expect({ url, queries: warm.queries }).toEqual({ url, queries: 0 });
    }
  });

  it('a draw job pass that changes nothing keeps the answers', async () => {
    await runDrawJob(t.db.orm, t.provider, t.clock.now());
    await get('/result/latest');
    const idle = await runDrawJob(t.db.orm, t.provider, t.clock.now());
    expect(idle).toEqual({ created: 0, closed: 0, drawn: 0 });
    // Whatever the idle pass announced has been heard by now: the answer was kept.
    await notificationsDelivered();
    expect((await counted(() => get('/result/latest'))).queries).toBe(0);
  });

  it('the probe above hears what came before it: a change announced is heard by then', async () => {
    await get('/result/latest');
    expect((await counted(() => get('/result/latest'))).queries).toBe(0);
    // An announcement on the reads' channel (what any write to draws sends on commit).
    await notify(t.db.orm, READS_CHANNEL, '');
    await notificationsDelivered();
    expect((await counted(() => get('/result/latest'))).queries).toBeGreaterThan(0);
  });

  it('a caller who accepts brotli or gzip gets the same answer compressed, once per answer', async () => {
    const plain = await get('/draw/periods?product=keno&limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/draw/periods?product=keno&limit=20', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get('/draw/periods?product=keno&limit=20', {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('many callers of a cold read share one computation', async () => {
    const one = await counted(() => get('/draw/periods?product=power655&limit=3'));
    const uncachedCost = one.queries;
    // Another query string is another answer: cold again, computed once for all 40.
    const many = await counted(() =>
      Promise.all(Array.from({ length: 40 }, () => get('/draw/periods?product=power655&limit=4'))),
    );
    expect(many.result.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(many.result.map((r) => r.body)).size).toBe(1);
    expect(many.queries).toBe(uncachedCost);
  });

  it('a result drawn by this process is in the very next answer', async () => {
    const before = (await get('/result/latest')).json<Envelope<LatestResults>>();
    const mega = before.data.items.find((i) => i.product === 'mega645')!;
    const { row } = await drawCurrentNow(t.db.orm, t.provider, 'mega645', t.clock.now());
    expect(row.drawCode).not.toBe(mega.latest?.drawCode);

    const after = (await get('/result/latest')).json<Envelope<LatestResults>>();
    expect(after.data.items.find((i) => i.product === 'mega645')!.latest?.drawCode).toBe(
      row.drawCode,
    );
  });

  it('a change written by anyone else (the import, an operator’s SQL) is heard and served', async () => {
    const url = '/draw/periods?product=mega645&limit=2';
    const first = (await get(url)).json<Envelope<PeriodList>>().data.periods[0]!;
    // Not through the server's code: only the database's announcement tells the cache.
    await t.db.orm.execute(
      sql`update draw_periods set status = 'closed' where product = 'mega645' and draw_code = ${first.drawCode}`,
    );
    await expect
      .poll(async () => (await get(url)).json<Envelope<PeriodList>>().data.periods[0]!.drawCode, {
        timeout: 5_000,
      })
      .not.toBe(first.drawCode);
  });

  it('a period whose sales close by the clock alone is gone from the next answer', async () => {
    const url = '/draw/periods?product=keno&limit=3';
    const [first, second] = (await get(url)).json<Envelope<PeriodList>>().data.periods;
    expect([first?.drawCode, second?.drawCode]).toEqual([expect.any(String), expect.any(String)]);
    const warm = await counted(() => get(url));
    expect(warm.queries).toBe(0);
    // To the first cut-off: no write, no notification; the answer stops being true here.
    t.clock.set(new Date(first!.salesCloseAt));
    const after = (await get(url)).json<Envelope<PeriodList>>().data.periods;
    expect(after[0]?.drawCode).toBe(second!.drawCode);
  });

  it.runIf(testDatabaseUrl())(
    'two server processes on one database: a result drawn by one is served by the other',
    async () => {
      const db = await openDatabase({
        kind: 'postgres',
        url: testDatabaseUrl()!,
        schema: t.db.schema,
      });
      const other = await buildApp({
        config: testConfig(),
        db,
        clock: manualClock(t.clock.now()),
        draws: { jobIntervalMs: 0 },
      });
      try {
        await other.ready();
        const read = async () =>
          (await other.inject({ method: 'GET', url: '/api/result/latest' }))
            .json<Envelope<LatestResults>>()
            .data.items.find((i) => i.product === 'power655')!.latest?.drawCode;
        const before = await read();
        const { row } = await drawCurrentNow(t.db.orm, t.provider, 'power655', t.clock.now());
        expect(row.drawCode).not.toBe(before);
        await expect.poll(read, { timeout: 5_000 }).toBe(row.drawCode);
      } finally {
        await other.close();
        await db.close();
      }
    },
  );
});
