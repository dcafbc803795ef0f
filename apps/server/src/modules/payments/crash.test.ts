import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, SESSION_HEADER } from '@veso/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../commands';
import { openDatabase } from '../../db/database';
import { ledgerEntries, ledgerTransactions, payments } from '../../db/schema';
import { loadConfig } from '../../env';
import { faultPausedLine } from '../../fault-pause';
import { SANDBOX_GATEWAY_SECRET, hmacGateway } from '../../providers/payment-gateway';
import { pgliteDataDir } from '../../test/pglite-data-dir';
import { runMain, waitForOutput, waitForReady, type MainRun } from '../../test/run-main';
import { dropSchema, testDatabaseUrl } from '../../test/test-app';

type Envelope = { code: number; message: string; data: Record<string, unknown> };

async function json(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN,
      ...(token ? { [SESSION_HEADER]: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

const MSISDN = '0912345678';
const PASSWORD = createHash('md5').update('123456').digest('hex');
const AMOUNT = 50_000;

async function signIn(base: string, requestId: string): Promise<string> {
  const signin = await json(base, 'POST', '/api/auth/signin', {
    msisdn: MSISDN,
    password: PASSWORD,
    requestId,
  });
  expect(signin.code).toBe(0);
  return String(signin.data.session);
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server process on `env`, killed at the end of the test if still running. */
function start(env: Record<string, string>): MainRun {
  const run = runMain(env);
  cleanups.push(async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
  return run;
}

/**
 * The environment of the processes of one test: a fresh PostgreSQL schema, or a PGlite data
 * folder on disk (the restarted process opens what the killed one left), copied from the
 * run's migrated template (test/pglite-data-dir.ts). No result history: the test pays a
 * top-up and needs no draw, and importing the real history cost each first start seconds.
 */
async function crashEnv(): Promise<Record<string, string>> {
  const url = testDatabaseUrl();
  let database: Record<string, string>;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url, schema));
    database = { DATABASE_URL: url, VESO_DB_SCHEMA: schema };
  } else {
    const { dir, remove } = await pgliteDataDir('veso-crash');
    cleanups.push(remove);
    database = { VESO_DATA_DIR: dir };
  }
  return {
    ...database,
    VESO_RESULTS_DIR: '/nonexistent/results',
    PORT: '0',
    HOST: '127.0.0.1',
    VESO_SANDBOX: '1',
    LOG_LEVEL: 'warn',
    VESO_WEB_DIST: '/nonexistent/web',
    VESO_EMBED_DIST: '/nonexistent/embed',
  };
}

/** What the database holds of payment `id` once no server runs: its row and its postings. */
async function storedPayment(env: Record<string, string>, id: string) {
  const db = await openDatabase(loadConfig(env).database);
  try {
    const [row] = await db.orm.select().from(payments).where(eq(payments.id, id));
    const postings = await db.orm
      .select({
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        account: ledgerEntries.ledgerAccountId,
        amount: sql<string>`${ledgerEntries.amount}::text`,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(eq(ledgerTransactions.ref, `payment:${id}`));
    return { status: row?.status, postings };
  } finally {
    await db.close();
  }
}

describe('a crash between payment and credit', () => {
  it(
    'loses nothing: killed inside the credit transaction, restarted, the replayed callback credits exactly once',
    { timeout: 420_000 },
    async () => {
      const env = await crashEnv();
      // The first process pauses inside the `paid` callback's transaction, after its first
      // write (the payment marked paid) and before the ledger posting.
      const first = start({ ...env, VESO_FAULT_PAUSE: 'payment-credit' });
      let base = await waitForReady(first);
      const token = await signIn(base, '1');
      const payment = await json(
        base,
        'POST',
        '/api/payments/create',
        { requestId: 'crash-1', method: 'momo', amount: AMOUNT },
        token,
      );
      expect(payment.code).toBe(0);
      const id = String(payment.data.id);
      const gateway = hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay');
      const callback = { paymentId: id, status: 'paid' as const, amount: AMOUNT, gatewayRef: 'G1' };
      const body = { ...callback, signature: gateway.sign(callback) };

      const inFlight = json(base, 'POST', '/api/payments/callback', body);
      const answered = inFlight.then(
        (answer) => `answered: ${JSON.stringify(answer)}`,
        () => 'no answer',
      );
      const paused = waitForOutput(
        first,
        new RegExp(`^${faultPausedLine('payment-credit')}$`, 'm'),
      );
      paused.catch(() => undefined);
      // Paused at the point (an answer first would say the callback never stopped there).
      expect(await Promise.race([paused.then(() => 'paused'), answered])).toBe('paused');
      const url = testDatabaseUrl();
      if (url) {
        // Where the process stands: in a transaction that holds the payment row, its
        // update not committed.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`SET search_path TO "${env.VESO_DB_SCHEMA}"`);
          await client.query('BEGIN');
          await expect(
            client.query('SELECT status FROM payments WHERE id = $1 FOR UPDATE NOWAIT', [id]),
          ).rejects.toMatchObject({ code: '55P03' });
          await client.query('ROLLBACK');
          const { rows } = await client.query('SELECT status FROM payments WHERE id = $1', [id]);
          expect(rows).toEqual([{ status: 'pending' }]);
        } finally {
          await client.end();
        }
      }
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      expect(first.child.signalCode).toBe('SIGKILL');
      // The gateway got no answer: it will send the callback again.
      expect(await answered).toBe('no answer');

      // Nothing of the half-done credit survived the crash, and the ledger is whole.
      expect(await storedPayment(env, id)).toEqual({ status: 'pending', postings: [] });
      expect(await runCli(['ledger', 'check'], env, () => undefined)).toBe(0);

      const second = start(env);
      base = await waitForReady(second);
      const token2 = await signIn(base, '2');
      // Not credited before the gateway's callback comes again.
      const before = await json(base, 'GET', `/api/payments/${id}`, undefined, token2);
      expect(before.data.status).toBe('pending');
      expect((await json(base, 'GET', '/api/auth/info', undefined, token2)).data.balance).toBe(0);

      const again = await json(base, 'POST', '/api/payments/callback', body);
      expect(again).toMatchObject({ code: 0, data: { status: 'paid', credited: true } });
      const replay = await json(base, 'POST', '/api/payments/callback', body);
      expect(replay).toMatchObject({ code: 0, data: { status: 'paid', credited: false } });
      const after = await json(base, 'GET', `/api/payments/${id}`, undefined, token2);
      expect(after.data.status).toBe('paid');
      const info = await json(base, 'GET', '/api/auth/info', undefined, token2);
      expect(info.data.balance).toBe(AMOUNT);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // Credited once: one posting, from the gateway to the customer's main balance.
      const stored = await storedPayment(env, id);
      expect(stored.status).toBe('paid');
      expect(new Set(stored.postings.map((p) => p.transactionId)).size).toBe(1);
      expect(stored.postings.map(({ kind, amount }) => ({ kind, amount }))).toEqual(
        expect.arrayContaining([
          { kind: 'topup', amount: String(-AMOUNT) },
          { kind: 'topup', amount: String(AMOUNT) },
        ]),
      );
      expect(stored.postings).toHaveLength(2);
      expect(await runCli(['ledger', 'check'], env, () => undefined)).toBe(0);
    },
  );
});
