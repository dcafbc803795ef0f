import { Code } from '@veso/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { openTestDb, TEST_NOW, type TestDatabase } from '../../test/test-app';
import { IDEMPOTENCY_TTL_MS, idempotent, storedAnswer } from './idempotency';

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

describe('idempotent', () => {
  it('runs once per (account, call, requestId): a retry gets the first answer', async () => {
    const key = await newCounter();
    const id = { accountId: '84912345678', call: 'bump', requestId: '1700000000001' };
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
    const id = { accountId: '84912345678', call: 'bump', requestId: '1700000000003' };
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
    const id = { accountId: '84912345678', call: 'bump', requestId: '1700000000004' };
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
    const id = { accountId: '84912345678', call: 'bump', requestId: '1700000000005' };
    const results = await Promise.all([
      idempotent(db.orm, TEST_NOW, id, bump(key)),
      idempotent(db.orm, TEST_NOW, id, bump(key)),
    ]);
    expect(await counter(key)).toBe(1);
    expect(results.map((r) => r.value)).toEqual([{ value: 1 }, { value: 1 }]);
    expect(results.filter((r) => r.replayed)).toHaveLength(1);
  });
});
