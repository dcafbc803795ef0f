import { Code } from '@veso/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/database';
import { call, createAccount, sessionFor } from '../modules/auth/auth-test-kit';
import { countRateLimitHit, sweepRateLimitHits } from '../modules/session/repo';
import { manualClock } from '../providers/clock';
import {
  TEST_NOW,
  openTestDb,
  testConfig,
  testDatabaseUrl,
  type TestApp,
  type TestDatabase,
} from '../test/test-app';
import { PRODUCT_FAMILIES } from '../families';

const MAX = 4;

/**
 * Two server processes on one PostgreSQL: two apps, each with its own pool on the same
 * schema, as two nodes behind the load balancer have.
 */
describe.skipIf(!testDatabaseUrl())('the rate limit shared by the nodes (PostgreSQL)', () => {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
  });

  async function twoNodes(store: 'memory' | 'database') {
    const db = await openTestDb();
    opened.push(() => db.dispose());
    const second = await openDatabase({
      kind: 'postgres',
      url: testDatabaseUrl()!,
      schema: db.schema,
    });
    opened.push(() => second.close());
    const node = async (handle: Database): Promise<TestApp> => {
      const clock = manualClock(TEST_NOW);
      const config = testConfig({
        sandbox: true,
        rateLimit: { max: MAX, windowMs: 60_000, store },
      });
      const app: App = await buildApp({ config, db: handle, clock });
      opened.push(() => app.close());
      return {
        app,
        db: handle as TestDatabase,
        clock,
        config,
        families: PRODUCT_FAMILIES,
        close: () => app.close(),
      };
    };
    return [await node(db), await node(second)] as const;
  }

  /** Calls an account route alternately on each node; answers the codes. */
  async function alternate(nodes: readonly TestApp[], token: string, n: number) {
    const codes: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const node = nodes[i % nodes.length]!;
      codes.push((await call(node, 'GET', '/api/auth/info', undefined, { token })).json().code);
    }
    return codes;
  }

  it('gives an account one budget whichever node answers it', async () => {
    const nodes = await twoNodes('database');
    const account = await createAccount(nodes[0]);
    const token = await sessionFor(nodes[0], account, { ip: '10.8.0.1' });
    expect(await alternate(nodes, token, MAX)).toEqual(Array(MAX).fill(0));
    // Over the budget on both nodes, though each answered only half of it.
    for (const node of nodes) {
      const over = await call(node, 'GET', '/api/auth/info', undefined, { token });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe(Code.TOO_FAST);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another account keeps its own budget.
    const other = await sessionFor(nodes[1], await createAccount(nodes[1]), { ip: '10.8.0.2' });
    expect(await alternate(nodes, other, 2)).toEqual([0, 0]);
  });

  it('is per process with the in-memory store (what the shared one fixes)', async () => {
    const nodes = await twoNodes('memory');
    const account = await createAccount(nodes[0]);
    const token = await sessionFor(nodes[0], account, { ip: '10.8.0.3' });
    // Each node counts its own half: twice the budget goes through.
    expect(await alternate(nodes, token, 2 * MAX - 2)).toEqual(Array(2 * MAX - 2).fill(0));
  });

  it('starts a new window once the last one ended, and sweeps the ended ones', async () => {
    const db = await openTestDb({ seed: false });
    opened.push(() => db.dispose());
    expect(await countRateLimitHit(db.orm, 'ip:192.0.2.1', 60_000)).toMatchObject({ hits: 1 });
    const second = await countRateLimitHit(db.orm, 'ip:192.0.2.1', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    // A window written as ended a second ago (no waiting on the clock).
    await countRateLimitHit(db.orm, 'ip:192.0.2.2', -1_000);
    expect(await countRateLimitHit(db.orm, 'ip:192.0.2.2', 60_000)).toMatchObject({ hits: 1 });
    await countRateLimitHit(db.orm, 'ip:192.0.2.3', -1_000);
    expect(await sweepRateLimitHits(db.orm)).toBe(1);
    expect(await countRateLimitHit(db.orm, 'ip:192.0.2.1', 60_000)).toMatchObject({ hits: 3 });
  });
});
