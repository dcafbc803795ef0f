import { drawsOn, type Draw } from '@veso/domain';
import type { KenoLiveSummary } from '@veso/contract';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { drawResults } from '../../db/schema';
import { sandboxResultProvider, seededRandomInt } from '../../providers/result-provider';
import { openTestDb, testDatabaseUrl, type TestDatabase } from '../../test/test-app';
import { drawCodeOf } from '../draws/codes';
import { runDrawJob } from '../draws/service';
import { startLiveApp, type LiveApp } from '../../test/keno-live-app';
import { hasSummaryOf, openViewer, type SseViewer } from './live-test-kit';

const DAY = '2026-11-18';
const kenoAt = (time: string): Draw => drawsOn('keno', DAY).find((d) => d.time === time)!;
const codeOf = (draw: Draw) => drawCodeOf('keno', draw);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Far beyond any wait of these tests: only a notification can make them pass. */
const NEVER_MS = 600_000;

async function storedNumbers(db: Database, draw: Draw): Promise<number[]> {
  const [row] = await db.orm
    .select({ numbers: drawResults.numbers })
    .from(drawResults)
    .where(and(eq(drawResults.product, 'keno'), eq(drawResults.drawCode, codeOf(draw))));
  return (row!.numbers as { numbers: number[] }).numbers;
}

async function openViewers(base: string, count: number): Promise<SseViewer[]> {
  return Promise.all(Array.from({ length: count }, () => openViewer(base)));
}

describe('Keno live fan-out: one database listener per process', () => {
  let db: TestDatabase;
  const provider = sandboxResultProvider(seededRandomInt('keno-fanout'));
  const apps: LiveApp[] = [];
  const viewers: SseViewer[] = [];

  const draw = async (on: Database, at: Draw) => {
    const done = await runDrawJob(on.orm, provider, at.at);
    expect(done.drawn).toBe(1);
  };

  beforeAll(async () => {
    db = await openTestDb();
    // Everything due before 10:15 drawn: from here each job run draws exactly one Keno draw.
    await runDrawJob(db.orm, provider, new Date(kenoAt('10:16').at.getTime() - 60_000));
  });
  afterAll(async () => {
    for (const viewer of viewers) viewer.close();
    for (const { app } of apps) await app.close();
    await db.dispose();
  });

  const closeAll = async () => {
    for (const viewer of viewers.splice(0)) viewer.close();
    for (const { app } of apps.splice(0)) await app.close();
  };

  it('50 viewers cost the database no more queries than 1 over the same period', async () => {
    /**
     * One period: `count` viewers join while the previous draw is over, the clock reaches
     * the next draw (not drawn yet), the draw job writes it, every viewer gets all of it.
     * Counts every statement on the database from the first viewer to the end of the period
     * (the draw job's too: the same in every period), which lasts at least `minMs`.
     */
    const period = async (count: number, at: Draw, minMs: number) => {
      const live = await startLiveApp(db, {
        now: new Date(at.at.getTime() - 60_000),
        pollMs: 100,
        refreshMs: NEVER_MS,
      });
      apps.push(live);
      let queries = 0;
      const stop = db.onQuery(() => {
        queries += 1;
      });
      const start = Date.now();
      const group = await openViewers(live.base, count);
      viewers.push(...group);
      for (const viewer of group) await viewer.until((e) => e.some((x) => x.event === 'countdown'));
      live.clock.set(new Date(at.at.getTime() + 30_000));
      await sleep(300);
      await draw(db, at);
      for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)));
      const numbers = await storedNumbers(db, at);
      for (const viewer of group) {
        const summary = viewer.events.find((e) => e.id === `${codeOf(at)}:21`)!;
        expect((summary.data as KenoLiveSummary).numbers).toEqual(numbers);
      }
      await sleep(minMs - (Date.now() - start));
      const elapsed = Date.now() - start;
      stop();
      await closeAll();
      return { queries, elapsed };
    };

    // The 50 first: the others then last at least as long (a slow machine stretches it).
    const fifty = await period(50, kenoAt('10:16'), 2_000);
    const one = await period(1, kenoAt('10:24'), fifty.elapsed);
    const none = await period(0, kenoAt('10:32'), fifty.elapsed);
    process.stdout.write(
      `keno live queries over ${fifty.elapsed} ms: draw job alone ${none.queries}, ` +
        `1 viewer ${one.queries}, 50 viewers ${fifty.queries}\n`,
    );
    expect(fifty.queries).toBeLessThanOrEqual(one.queries);
    // The listener's set-up, the previous draw, the missing draw, the drawn draw.
    expect(one.queries - none.queries).toBeLessThanOrEqual(6);
  });

  it('a draw reaches every connected viewer at once (no poll in between)', async () => {
    const at = kenoAt('10:40');
    const live = await startLiveApp(db, {
      now: new Date(at.at.getTime() + 30_000),
      pollMs: NEVER_MS,
      refreshMs: NEVER_MS,
    });
    apps.push(live);
    const group = await openViewers(live.base, 20);
    viewers.push(...group);
    await sleep(200);
    expect(group.every((v) => v.events.length === 0)).toBe(true);
    const start = Date.now();
    await draw(db, at);
    for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)), 3_000);
    expect(Date.now() - start).toBeLessThan(3_000);
    const numbers = await storedNumbers(db, at);
    for (const viewer of group) {
      const revealed = viewer.events.filter((e) => e.event === 'number');
      expect(revealed.map((e) => (e.data as { number: number }).number)).toEqual(numbers);
    }
    await closeAll();
  });

  describe.skipIf(!testDatabaseUrl())('on PostgreSQL', () => {
    const url = testDatabaseUrl()!;
    const listenerName = () => `veso-listen:${db.schema}`;
    const listeners = async (): Promise<number> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`,
          [listenerName()],
        );
        return rows[0]!.n;
      } finally {
        await client.end();
      }
    };

    it('two server processes on one database: a draw by either reaches the other’s viewers', async () => {
      const other = await openDatabase({ kind: 'postgres', url, schema: db.schema });
      try {
        const first = kenoAt('10:48');
        const second = kenoAt('10:56');
        const now = new Date(second.at.getTime() + 30_000);
        const a = await startLiveApp(db, {
          now: new Date(first.at.getTime() + 30_000),
          pollMs: NEVER_MS,
          refreshMs: NEVER_MS,
        });
        const b = await startLiveApp(other, {
          now: new Date(first.at.getTime() + 30_000),
          pollMs: NEVER_MS,
          refreshMs: NEVER_MS,
        });
        apps.push(a, b);
        const onA = await openViewers(a.base, 5);
        const onB = await openViewers(b.base, 5);
        viewers.push(...onA, ...onB);
        await sleep(200);
        await draw(db, first);
        for (const viewer of onB) await viewer.until(hasSummaryOf(codeOf(first)), 3_000);

        a.clock.set(now);
        b.clock.set(now);
        await sleep(200);
        await draw(other, second);
        for (const viewer of onA) await viewer.until(hasSummaryOf(codeOf(second)), 3_000);
        for (const viewer of onB) await viewer.until(hasSummaryOf(codeOf(second)), 3_000);
        await closeAll();
      } finally {
        await other.close();
      }
    });

    it('the listener reconnects after losing its connection and catches up on what it missed', async () => {
      const at = kenoAt('11:04');
      const live = await startLiveApp(db, {
        now: new Date(at.at.getTime() + 30_000),
        pollMs: NEVER_MS,
        refreshMs: NEVER_MS,
      });
      apps.push(live);
      const group = await openViewers(live.base, 3);
      viewers.push(...group);
      await sleep(200);
      expect(await listeners()).toBe(1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [listenerName()],
      );
      await client.end();
      // Drawn while nobody listens: the reconnect reads it again.
      await draw(db, at);
      for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)), 5_000);
      expect(await listeners()).toBe(1);
      await closeAll();
      expect(await listeners()).toBe(0);
    });
  });
});
