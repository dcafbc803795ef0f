import { randomBytes } from 'node:crypto';
import { messageForCode } from '@veso/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_S, isDatabaseError } from '../http/errors';
import { createTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../test/test-app';
import { notify, openDatabase, type Database } from './database';

/**
 * A database connection lost at any moment — idle, held by a session or a
 * transaction between two statements, or the LISTEN connection — fails only the work that
 * was using it. The process never sees an unhandled 'error' event (vitest fails the run on
 * one), the pool opens other connections, the listener reconnects and its subscribers
 * read what they missed.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Polls `condition` every 10 ms until it holds; fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What the handle reported through its `log`. */
type Reported = string[];

/** A PostgreSQL handle on a fresh schema, reporting to `reported`, and an admin client. */
async function openReporting(url: string): Promise<{
  db: Database;
  reported: Reported;
  admin: pg.Client;
  terminate: (where: string, params: unknown[]) => Promise<number>;
}> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const reported: Reported = [];
  const db = await openDatabase(
    { kind: 'postgres', url, schema },
    { log: { warn: (_obj, msg) => reported.push(msg) } },
  );
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  cleanups.push(async () => {
    await db.close();
    await admin.end();
    await dropSchema(url, schema);
  });
  const terminate = async (where: string, params: unknown[]) => {
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND ${where}`,
      params,
    );
    return rows.length;
  };
  return { db, reported, admin, terminate };
}

const IN_USE_LOST = 'database: a connection in use was lost; its work fails';
const LISTENER_LOST = 'database listener: connection lost; reconnecting';
const count = (reported: Reported, message: string) => reported.filter((m) => m === message).length;

describe.skipIf(!testDatabaseUrl())('on PostgreSQL', () => {
  const url = testDatabaseUrl()!;

  it('a session’s connection cut between two queries: its next query fails as a database error, the pool goes on', async () => {
    const { db, reported, terminate } = await openReporting(url);
    const failure = await db.withSession(async (session) => {
      const [row] = await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(await terminate('pid = $1', [row!.pid])).toBe(1);
      // The connection's 'error' arrives while the session holds it, between two queries.
      await until(() => count(reported, IN_USE_LOST) === 1, 'the lost connection');
      return session.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
    });
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseError(failure)).toBe(true);
    await expect(db.ping()).resolves.toBeGreaterThanOrEqual(0);
  });

  it('transactions whose connection is cut fail as database errors; twelve in a row leave the pool whole', async () => {
    const { db, reported, terminate } = await openReporting(url);
    await db.orm.execute(sql`CREATE TABLE kept (n int)`);
    // More rounds than the pool's ten connections: a connection kept by a failed
    // transaction would leave the pool empty and the last queries waiting forever.
    for (let round = 1; round <= 12; round += 1) {
      const failed = await db.orm
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO kept VALUES (${round})`);
          const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await terminate('pid = $1', [result.rows[0]!.pid]);
          await until(() => count(reported, IN_USE_LOST) === round, 'the lost connection');
          await tx.execute(sql`INSERT INTO kept VALUES (-1)`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseError(failed), String(failed)).toBe(true);
    }
    // Nothing of the cut transactions was committed, and the pool serves at once.
    const kept = (await db.orm.execute(sql`SELECT count(*)::int AS n FROM kept`)) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]!.n).toBe(0);
    await expect(db.ping()).resolves.toBeGreaterThanOrEqual(0);
  });

  it('idle connections cut: the next queries get fresh ones', async () => {
    const { db, reported, terminate } = await openReporting(url);
    // Five connections in the pool, all idle afterwards.
    await Promise.all(Array.from({ length: 5 }, () => db.orm.execute(sql`SELECT pg_sleep(0.05)`)));
    const cut = await terminate('application_name = $1', [`veso:${db.schema}`]);
    expect(cut).toBe(5);
    await until(
      () => count(reported, 'database: an idle connection was lost; the pool opens another') === 5,
      'the five lost connections',
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => db.ping()));
    expect(answers.every((ms) => ms >= 0)).toBe(true);
  });

  it('the LISTEN connection cut: it reconnects, tells its subscribers and hears again', async () => {
    const { db, reported, terminate } = await openReporting(url);
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await db.listen('probe_test', (payload) => heard.push(payload), {
      onReconnect: () => (reconnects += 1),
    });
    await notify(db.orm, 'probe_test', 'before');
    await until(() => heard.includes('before'), 'the first notification');

    expect(await terminate('application_name = $1', [`veso-listen:${db.schema}`])).toBe(1);
    await until(() => reconnects === 1, 'the reconnect');
    expect(count(reported, LISTENER_LOST)).toBe(1);
    await notify(db.orm, 'probe_test', 'after');
    await until(() => heard.includes('after'), 'a notification after the reconnect');
    await stop();
  });

  it('the LISTEN connection reconnected by a new subscriber first: the earlier ones still read again', async () => {
    const { db, reported, terminate } = await openReporting(url);
    let reconnects = 0;
    const stopFirst = await db.listen('probe_first', () => undefined, {
      onReconnect: () => (reconnects += 1),
    });
    await terminate('application_name = $1', [`veso-listen:${db.schema}`]);
    await until(() => count(reported, LISTENER_LOST) === 1, 'the lost listener');
    // A new listen reconnects before the retry (0.25 s later) would.
    const heard: string[] = [];
    const stopSecond = await db.listen('probe_second', (payload) => heard.push(payload));
    await until(() => reconnects === 1, 'the first subscriber told of the reconnect');
    await notify(db.orm, 'probe_second', 'hello');
    await until(() => heard.includes('hello'), 'the second subscriber hearing');
    await stopSecond();
    await stopFirst();
    expect(reconnects).toBe(1);
  });

  it('a subscriber that throws does not stop the others', async () => {
    const { db } = await openReporting(url);
    const heard: string[] = [];
    const stopBad = await db.listen('probe_throw', () => {
      throw new Error('subscriber bug');
    });
    const stopGood = await db.listen('probe_throw', (payload) => heard.push(payload));
    await notify(db.orm, 'probe_throw', 'one');
    await notify(db.orm, 'probe_throw', 'two');
    await until(() => heard.length === 2, 'both notifications');
    await stopBad();
    await stopGood();
  });
});

describe('a database that is gone (PGlite closed, or the pool ended)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers paying customers busy with Retry-After, and the process goes on', async () => {
    t = await createTestApp({ config: { sandbox: true } });
    const app = t.app;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(async () => {
      process.off('unhandledRejection', onUnhandled);
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/dev/draws/run',
          payload: { product: 'keno' },
        })
      ).statusCode,
    ).toBe(200);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/dev/orders/customer',
        payload: { amount: 10_000_000 },
      });
      tokens.push(created.json().data.session);
    }
    const answers: { status: number; code: number; retryAfter?: string }[] = [];
    let closed = false;
    const buyers = tokens.map(async (token, i) => {
      for (let n = 1; n <= 30; n += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/order/reserve_and_pay',
          headers: { 'x-access-token': token },
          payload: {
            requestId: `b${i}-${n}`,
            orderItemInfos: [
              {
                product: 'mega645',
                numberInfos: [{ numbers: ['03', '11', '19', '27', '35', '42'] }],
              },
            ],
          },
        });
        const retryAfter = res.headers['retry-after'];
        answers.push({
          status: res.statusCode,
          code: res.json().code,
          ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
        });
        if (closed && res.statusCode === 503) return;
      }
    });
    await until(() => answers.length >= 8, 'a few paid orders');
    await t.db.close();
    closed = true;
    await Promise.all(buyers);

    const paid = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status !== 200);
    expect(paid.length).toBeGreaterThanOrEqual(8);
    expect(paid.every((a) => a.code === 0)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy).toEqual(
      busy.map(() => ({ status: 503, code: -1, retryAfter: String(BUSY_RETRY_AFTER_S) })),
    );
    const health = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: -1, message: messageForCode(-1) });
    expect(unhandled).toEqual([]);
  });
});
