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
import { lookedUpMissing, startLiveApp, stepsOf, type LiveApp } from '../../test/keno-live-app';
import { hasSummaryOf, openViewer, type SseViewer } from './live-test-kit';

const DAY = '2026-11-18';
const kenoAt = (time: string): Draw => drawsOn('keno', DAY).find((d) => d.time === time)!;
const codeOf = (draw: Draw) => drawCodeOf('keno', draw);
/** Far beyond any wait of these tests: only a notification can make them pass. */
const NEVER_MS = 600_000;
/** Poll steps of every stream after the draw reached the viewers, in each period. */
const ROUNDS = 10;

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
     * the next draw, every stream looks it up and finds it not drawn yet, the draw job
     * writes it, every viewer gets all of it, then every stream steps {@link ROUNDS} more
     * times on its poll timer (a query per viewer and step would show there). Counts every
     * statement on the database from the first viewer to the end of the period (the draw
     * job's too: the same in every period). Measured in steps, not in time: how fast the
     * fan-out is belongs to the bench (`tooling/scripts/bench-live.mjs`).
     */
    const period = async (count: number, at: Draw) => {
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
      const group = await openViewers(live.base, count);
      viewers.push(...group);
      for (const viewer of group) await viewer.until((e) => e.some((x) => x.event === 'countdown'));
      live.clock.set(new Date(at.at.getTime() + 30_000));
      // The streams' next poll asks for the draw: not drawn yet (nothing to ask without viewers).
      if (count > 0) await live.hub.until(lookedUpMissing(codeOf(at)), `${codeOf(at)} not drawn`);
      await draw(db, at);
      for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)));
      const numbers = await storedNumbers(db, at);
      for (const viewer of group) {
        const summary = viewer.events.find((e) => e.id === `${codeOf(at)}:21`)!;
        expect((summary.data as KenoLiveSummary).numbers).toEqual(numbers);
      }
      if (count > 0) {
        const polled = stepsOf(live.hub.events, 'poll');
        await live.hub.until(
          (events) => stepsOf(events, 'poll') >= polled + ROUNDS,
          `${ROUNDS} poll steps`,
        );
      }
      stop();
      const steps = stepsOf(live.hub.events, 'poll');
      await closeAll();
      return { queries, steps };
    };

    const fifty = await period(50, kenoAt('10:16'));
    const one = await period(1, kenoAt('10:24'));
    const none = await period(0, kenoAt('10:32'));
    process.stdout.write(
      `keno live queries: draw job alone ${none.queries}, 1 viewer ${one.queries} ` +
        `(${one.steps} poll steps), 50 viewers ${fifty.queries} (${fifty.steps} poll steps)\n`,
    );
    expect(fifty.steps).toBeGreaterThanOrEqual(ROUNDS);
    expect(one.steps).toBeGreaterThanOrEqual(ROUNDS);
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
    // Every stream made its first step on connecting: the draw is not drawn yet, and that
    // is believed for NEVER_MS. Only the draw's notification can tell them otherwise.
    await live.hub.until(lookedUpMissing(codeOf(at)), `${codeOf(at)} not drawn`);
    expect(group.every((v) => v.events.length === 0)).toBe(true);
    await draw(db, at);
    for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)));
    const numbers = await storedNumbers(db, at);
    for (const viewer of group) {
      // The whole draw, in order: its start, the 20 numbers as drawn, the summary.
      expect(viewer.events.filter((e) => e.id).map((e) => e.id)).toEqual(
        Array.from({ length: 22 }, (_, step) => `${codeOf(at)}:${step}`),
      );
      const revealed = viewer.events.filter((e) => e.event === 'number');
      expect(revealed.map((e) => (e.data as { number: number }).number)).toEqual(numbers);
    }
    // No poll in between: one step of every stream, on the draw's notification.
    expect(stepsOf(live.hub.events, 'poll')).toBe(0);
    expect(live.hub.events.filter((e) => e.type === 'step')).toEqual([
      { type: 'step', cause: 'result', viewers: 20 },
    ]);
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
        // Both processes believe the first draw is not drawn yet (and would for NEVER_MS).
        await a.hub.until(lookedUpMissing(codeOf(first)), `A: ${codeOf(first)} not drawn`);
        await b.hub.until(lookedUpMissing(codeOf(first)), `B: ${codeOf(first)} not drawn`);
        await draw(db, first);
        for (const viewer of [...onA, ...onB]) await viewer.until(hasSummaryOf(codeOf(first)));

        a.clock.set(now);
        b.clock.set(now);
        await draw(other, second);
        for (const viewer of [...onA, ...onB]) await viewer.until(hasSummaryOf(codeOf(second)));
        // Nothing polled: each draw's notification stepped both processes' streams.
        for (const live of [a, b]) {
          expect(stepsOf(live.hub.events, 'poll')).toBe(0);
          expect(stepsOf(live.hub.events, 'result')).toBe(2);
        }
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
      // The hub listens before a stream is served; the streams found the draw not drawn.
      expect(await listeners()).toBe(1);
      await live.hub.until(lookedUpMissing(codeOf(at)), `${codeOf(at)} not drawn`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [listenerName()],
      );
      await client.end();
      // Drawn while nobody listens: the reconnect reads it again.
      await draw(db, at);
      for (const viewer of group) await viewer.until(hasSummaryOf(codeOf(at)));
      // Listening again, the hub stepped every stream (whether or not it saw the notification).
      await live.hub.until((e) => stepsOf(e, 'reconnect') === 1, 'the listener reconnected');
      expect(stepsOf(live.hub.events, 'poll')).toBe(0);
      expect(await listeners()).toBe(1);
      await closeAll();
      expect(await listeners()).toBe(0);
    });
  });
});
