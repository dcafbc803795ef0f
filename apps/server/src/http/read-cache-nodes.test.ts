import type { LatestResults, PeriodList } from '@veso/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/database';
import { runDrawJob } from '../modules/draws/service';
import { manualClock } from '../providers/clock';
import { sandboxResultProvider, seededRandomInt } from '../providers/result-provider';
import { DRAW_TEST_NOW } from '../test/draw-test-app';
import { notificationsDelivered } from '../test/notifications';
import { runMain, waitForReady, READY_TIMEOUT_MS } from '../test/run-main';
import { dropSchema, openTestDb, testConfig, testDatabaseUrl } from '../test/test-app';

type Envelope<T> = { code: number; data: T };

/**
 * Two server processes on one PostgreSQL (two apps, each with its own pool and listener on
 * the same schema, as two nodes behind the load balancer): a write through one node is in
 * the other node's next cached read, because the database announces it to every listener.
 */
describe.skipIf(!testDatabaseUrl())('the read cache across nodes (PostgreSQL)', () => {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
  });

  async function twoNodes() {
    const db = await openTestDb();
    opened.push(() => db.dispose());
    const second = await openDatabase({
      kind: 'postgres',
      url: testDatabaseUrl()!,
      schema: db.schema,
    });
    opened.push(() => second.close());
    const provider = sandboxResultProvider(seededRandomInt('read-cache-nodes'));
    await runDrawJob(db.orm, provider, DRAW_TEST_NOW);
    const node = async (handle: Database) => {
      const app: App = await buildApp({
        config: testConfig({ sandbox: true }),
        db: handle,
        clock: manualClock(DRAW_TEST_NOW),
        draws: { provider, jobIntervalMs: 0 },
      });
      opened.push(() => app.close());
      await app.ready();
      let queries = 0;
      opened.push(async () => stop());
      const stop = handle.onQuery(() => {
        queries += 1;
      });
      return { app, handle, queries: () => queries };
    };
    return [await node(db), await node(second)] as const;
  }

  const PERIODS = '/api/draw/periods?product=mega645&limit=2';
  /** The first Mega 6/45 period on sale, as a node answers it. */
  const firstPeriod = async (app: App) =>
    (await app.inject({ method: 'GET', url: PERIODS })).json<Envelope<PeriodList>>().data.periods[0]
      ?.drawCode;

  /**
   * Closes that period on node A's own connections, in SQL: not through the server's code,
   * so nothing in this test process marks the reads changed (the server's writes also mark
   * their own process's reads at once, which two apps in one process would share); only the
   * database's announcement can reach node B.
   */
  const closeOnNodeA = (a: { handle: Database }, drawCode: string) =>
    a.handle.orm.execute(
      sql`update draw_periods set status = 'closed' where product = 'mega645' and draw_code = ${drawCode}`,
    );

  it('a change committed through node A is in node B’s next cached answer', async () => {
    const [a, b] = await twoNodes();
    const before = await firstPeriod(b.app);
    expect(before).toEqual(expect.any(String));
    // Node B answers from memory now: no query for the same read.
    const asked = b.queries();
    expect(await firstPeriod(b.app)).toBe(before);
    expect(b.queries()).toBe(asked);

    await closeOnNodeA(a, before!);
    expect(await firstPeriod(a.app)).not.toBe(before);
    // Once node B's listener has heard what was committed before now, its answer is new.
    await notificationsDelivered(b.handle);
    expect(await firstPeriod(b.app)).toBe(await firstPeriod(a.app));
  });

  it('without the database’s announcement node B keeps its answer (the control)', async () => {
    const [a, b] = await twoNodes();
    const before = await firstPeriod(b.app);
    // The announcing trigger off: the same write, but nobody is told.
    await a.handle.orm.execute(sql`alter table draw_periods disable trigger user`);
    await closeOnNodeA(a, before!);
    await notificationsDelivered(b.handle);
    expect(await firstPeriod(b.app)).toBe(before);
  });

  it(
    'two server processes: a draw through node A’s API is in node B’s next answer',
    { timeout: 2 * READY_TIMEOUT_MS },
    async () => {
      const url = testDatabaseUrl()!;
      const schema = `test_${randomBytes(6).toString('hex')}`;
      opened.push(() => dropSchema(url, schema));
      const start = () => {
        const run = runMain({
          PORT: '0',
          VESO_SANDBOX: '1',
          LOG_LEVEL: 'warn',
          DATABASE_URL: url,
          VESO_DB_SCHEMA: schema,
          VESO_RESULTS_DIR: '/nonexistent/results',
          VESO_WEB_DIST: '/nonexistent/web',
          VESO_EMBED_DIST: '/nonexistent/embed',
        });
        opened.push(async () => {
          if (run.child.exitCode === null) run.child.kill('SIGKILL');
        });
        return waitForReady(run);
      };
      // The first migrates and seeds; the second finds it done.
      const nodeA = await start();
      const nodeB = await start();
      const latestMega = async (base: string) => {
        const res = await fetch(`${base}/api/result/latest`);
        const body = (await res.json()) as Envelope<LatestResults>;
        return body.data.items.find((item) => item.product === 'mega645')!.latest?.drawCode;
      };
      const before = await latestMega(nodeB);
      expect(await latestMega(nodeB)).toBe(before);

      const drawn = await fetch(`${nodeA}/api/dev/draws/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product: 'mega645' }),
      });
      expect(((await drawn.json()) as Envelope<unknown>).code).toBe(0);
      const onA = await latestMega(nodeA);
      expect(onA).toEqual(expect.any(String));
      expect(onA).not.toBe(before);
      // Well within the cache's 10 s: node B heard the commit, not its clock.
      await expect.poll(() => latestMega(nodeB), { timeout: 3_000, interval: 100 }).toBe(onA);
    },
  );
});
