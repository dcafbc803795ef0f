import { Code } from '@veso/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { openTestDb, TEST_NOW, testDatabaseKind, type TestDatabase } from '../../test/test-app';
import {
  IDEMPOTENCY_TTL_MS,
  idempotent,
  requestFingerprint,
  requestKey,
  storedAnswer,
} from './idempotency';
import { idempotencyLockName, lockIdempotencyKey } from './repo';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.dispose());

let counterSeq = 0;
async function newCounter(): Promise<string> {
  counterSeq += 1;
  const key = `test_counter_${counterSeq}`;
  await db.orm.insert(appSettings).values({ key, value: 0 });
  return key;
}

async function counter(key: string): Promise<number> {
  const [row] = await db.orm.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value as number;
}

/** A mutating call: adds one to the counter and answers the new value. */
function bump(key: string) {
  return async (tx: typeof db.orm) => {
    await tx.execute(
      sql`UPDATE app_settings SET value = to_jsonb((value::text)::int + 1) WHERE key = ${key}`,
    );
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
    return { value: row?.value as number };
  };
}

describe('requestFingerprint', () => {
  it('is the request without its requestId, whatever the order of its keys', () => {
    const request = { requestId: '1700000000001', amount: 10_000, method: 1, note: undefined };
    expect(requestFingerprint(request)).toBe(
      requestFingerprint({ method: 1, amount: 10_000, requestId: '1700000000999' }),
    );
    expect(requestFingerprint({ items: [{ b: 2, a: 1 }] })).toBe(
      requestFingerprint({ items: [{ a: 1, b: 2 }] }),
    );
    expect(requestFingerprint(request)).not.toBe(
      requestFingerprint({ ...request, amount: 20_000 }),
    );
    expect(requestFingerprint({ items: [1, 2] })).not.toBe(requestFingerprint({ items: [2, 1] }));
  });
});

describe('idempotent', () => {
  it('runs once per (account, call, requestId): a retry gets the first answer', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000001' });
    const first = await idempotent(db.orm, TEST_NOW, id, bump(key));
    const retry = await idempotent(db.orm, new Date(TEST_NOW.getTime() + 60_000), id, bump(key));
    expect(first).toEqual({ value: { value: 1 }, replayed: false });
    expect(retry).toEqual({ value: { value: 1 }, replayed: true });
    expect(await counter(key)).toBe(1);
    expect(await storedAnswer(db.orm, TEST_NOW, id)).toEqual({ value: 1 });

    // Another call name, account or requestId is another call.
    await idempotent(db.orm, TEST_NOW, { ...id, call: 'other' }, bump(key));
    await idempotent(db.orm, TEST_NOW, { ...id, accountId: '84987654321' }, bump(key));
    await idempotent(db.orm, TEST_NOW, { ...id, requestId: '1700000000002' }, bump(key));
    expect(await counter(key)).toBe(4);
  });

  it('forgets after 24 hours', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000003' });
    await idempotent(db.orm, TEST_NOW, id, bump(key));
    const later = new Date(TEST_NOW.getTime() + IDEMPOTENCY_TTL_MS);
    const again = await idempotent(db.orm, later, id, bump(key));
    expect(again).toEqual({ value: { value: 2 }, replayed: false });
    expect(await idempotent(db.orm, later, id, bump(key))).toEqual({
      value: { value: 2 },
      replayed: true,
    });
  });

  it('stores nothing for a refusal and undoes its changes', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000004' });
    await expect(
      idempotent(db.orm, TEST_NOW, id, async (tx) => {
        await bump(key)(tx);
        throw new ApiError(Code.OTP_WRONG);
      }),
    ).rejects.toMatchObject({ code: Code.OTP_WRONG });
    expect(await counter(key)).toBe(0);
    expect(await storedAnswer(db.orm, TEST_NOW, id)).toBeUndefined();
    expect((await idempotent(db.orm, TEST_NOW, id, bump(key))).value).toEqual({ value: 1 });
  });

  it('lets only one of two simultaneous twins change anything', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000005' });
    const results = await Promise.all([
      idempotent(db.orm, TEST_NOW, id, bump(key)),
      idempotent(db.orm, TEST_NOW, id, bump(key)),
    ]);
    expect(await counter(key)).toBe(1);
    expect(results.map((r) => r.value)).toEqual([{ value: 1 }, { value: 1 }]);
    expect(results.filter((r) => r.replayed)).toHaveLength(1);
  });

  it('answers every twin with the first answer when the twins would fail after it (a unique index)', async () => {
    // Like a top-up: the call inserts a row whose key is unique; a twin that ran after the
    // first committed would violate it (PostgreSQL 23505), and must answer as the first.
    const id = requestKey('84912345678', 'insert', { requestId: '1700000000006' });
    const settingKey = `test_unique_${id.requestId}`;
    const insert = async (tx: typeof db.orm) => {
      await tx.insert(appSettings).values({ key: settingKey, value: 1 });
      return { inserted: settingKey };
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => idempotent(db.orm, TEST_NOW, id, insert, { lookup: false })),
    );
    expect(results.map((r) => r.value)).toEqual(Array(8).fill({ inserted: settingKey }));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    // A late retry that runs again (no lookup first) fails the same way: the first answer.
    expect(await idempotent(db.orm, TEST_NOW, id, insert, { lookup: false })).toEqual({
      value: { inserted: settingKey },
      replayed: true,
    });
  });

  it('answers a refusal of a call whose answer is stored with that answer; stores nothing else', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000007' });
    await idempotent(db.orm, TEST_NOW, id, bump(key));
    const refused = idempotent(
      db.orm,
      TEST_NOW,
      id,
      async () => {
        throw new ApiError(Code.OTP_WRONG);
      },
      { lookup: false },
    );
    await expect(refused).resolves.toEqual({ value: { value: 1 }, replayed: true });
    // Under another requestId the refusal stands, and nothing is stored for it.
    const other = { ...id, requestId: '1700000000008' };
    await expect(
      idempotent(db.orm, TEST_NOW, other, async () => {
        throw new ApiError(Code.OTP_WRONG);
      }),
    ).rejects.toMatchObject({ code: Code.OTP_WRONG });
    expect(await storedAnswer(db.orm, TEST_NOW, other)).toBeUndefined();
    expect(await counter(key)).toBe(1);
  });

  it('refuses the same key with another request (409, reason requestId.reused), before and after a twin', async () => {
    const key = await newCounter();
    const asked = requestKey('84912345678', 'bump', { requestId: '1700000000011', amount: 1 });
    const other = requestKey('84912345678', 'bump', { requestId: '1700000000011', amount: 2 });
    await idempotent(db.orm, TEST_NOW, asked, bump(key));
    const reused = {
      code: Code.INVALID_REQUEST,
      status: 409,
      reason: { field: 'requestId', rule: 'reused' },
      message: 'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác. Vui lòng gửi lại với mã mới.',
    };
    await expect(idempotent(db.orm, TEST_NOW, other, bump(key))).rejects.toMatchObject(reused);
    // Found only after its own transaction lost the race (no read first): the same refusal.
    await expect(
      idempotent(db.orm, TEST_NOW, other, bump(key), { lookup: false }),
    ).rejects.toMatchObject(reused);
    await expect(storedAnswer(db.orm, TEST_NOW, other)).rejects.toMatchObject(reused);
    expect(await counter(key)).toBe(1);
    // The first request's retry still gets its answer.
    await expect(idempotent(db.orm, TEST_NOW, asked, bump(key))).resolves.toEqual({
      value: { value: 1 },
      replayed: true,
    });
  });

  it('replays an answer stored before fingerprints were kept to any request under its key', async () => {
    const key = await newCounter();
    const id = requestKey('84912345678', 'bump', { requestId: '1700000000012' });
    await db.orm.execute(
      sql`INSERT INTO idempotency_keys (account_id, call, request_id, response, created_at)
        VALUES (${id.accountId}, ${id.call}, ${id.requestId}, '{"value": 7}'::jsonb, ${TEST_NOW.toISOString()}::timestamptz)`,
    );
    await expect(idempotent(db.orm, TEST_NOW, id, bump(key))).resolves.toEqual({
      value: { value: 7 },
      replayed: true,
    });
    expect(await counter(key)).toBe(0);
  });

  // PGlite is one connection: a transaction held open would block every other statement.
  it.skipIf(testDatabaseKind() === 'pglite')(
    'makes a twin wait for the transaction holding its key, then answer what it stored; other keys do not wait',
    async () => {
      const key = await newCounter();
      const id = requestKey('84912345678', 'bump', { requestId: '1700000000009' });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // The first call, by hand: it holds the key's lock until told to store and commit.
      const first = db.orm.transaction(async (tx) => {
        await lockIdempotencyKey(tx, id);
        locked();
        await released;
        await bump(key)(tx);
        await tx.execute(
          sql`INSERT INTO idempotency_keys (account_id, call, request_id, response, created_at)
            VALUES (${id.accountId}, ${id.call}, ${id.requestId}, '{"value": 1}'::jsonb, ${TEST_NOW.toISOString()}::timestamptz)`,
        );
      });
      await holding;

      // Another key of the same account is not held up.
      const other = await idempotent(
        db.orm,
        TEST_NOW,
        { ...id, requestId: '1700000000010' },
        bump(key),
      );
      expect(other).toEqual({ value: { value: 1 }, replayed: false });

      const twin = idempotent(db.orm, TEST_NOW, id, bump(key), { lookup: false });
      // The twin waits on the key's advisory lock (seen in pg_locks) until the first commits.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [row] = await db.withSession((s) =>
          s.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks
              WHERE locktype = 'advisory' AND objsubid = 1 AND NOT granted
                AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
            [idempotencyLockName(id)],
          ),
        );
        if ((row?.n ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the twin never waited on the key');
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      release();
      await first;
      expect(await twin).toEqual({ value: { value: 1 }, replayed: true });
      expect(await counter(key)).toBe(2);
    },
  );
});
