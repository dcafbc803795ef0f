import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Orm } from '../db/database';

/**
 * The provider set-ups of the job runner's suites (`printing/print-job.test.ts`,
 * `withdraw/payout-job.test.ts`): a provider that hangs, one that fails, one whose answer
 * is lost in a crash, and the check that a hung call holds no lock and no connection.
 */

/** What a job's provider (printing agent, payout provider) is called with. */
type ProviderCall<A> = (
  request: { reference: string },
  options?: { signal?: AbortSignal },
) => Promise<A>;

/**
 * A provider call that never answers: `called` resolves once it was made, `aborted` holds
 * the keys whose call the runner aborted (its timeout).
 */
export function hangingCall(): {
  call: ProviderCall<never>;
  called: Promise<void>;
  aborted: string[];
} {
  let called!: () => void;
  const calledPromise = new Promise<void>((resolve) => {
    called = resolve;
  });
  const aborted: string[] = [];
  return {
    called: calledPromise,
    aborted,
    call: (request, options) =>
      new Promise<never>(() => {
        options?.signal?.addEventListener('abort', () => aborted.push(request.reference));
        called();
      }),
  };
}

/** A provider call that always fails with `message`; `keys` holds each key it was asked. */
export function failingCall(message: string): { call: ProviderCall<never>; keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    call: async (request) => {
      keys.push(request.reference);
      throw new Error(message);
    },
  };
}

/**
 * Wraps a real provider call: each key asked goes to `keys`, and after the provider
 * answered `crash` runs (a test sets it to the runner's `kill()`: the process dies
 * between the provider's answer and its record).
 */
export function crashingCall<R extends { reference: string }, A>(
  real: (request: R) => Promise<A>,
): { call: (request: R) => Promise<A>; keys: string[]; crash: { after: () => void } } {
  const keys: string[] = [];
  const crash = { after: () => undefined as void };
  return {
    keys,
    crash,
    call: async (request) => {
      keys.push(request.reference);
      const answer = await real(request);
      crash.after();
      return answer;
    },
  };
}

/**
 * While a provider call is in flight: the claimed row of `table` is not locked (another
 * transaction locks it `NOWAIT` and updates it) and, on PostgreSQL, the pool is not drained
 * (its 10 connections are open in transactions at once).
 */
export async function expectRowFreeAndPoolOpen(
  db: { orm: Orm; kind: 'pglite' | 'postgres' },
  table: 'tickets' | 'withdrawals',
  id: number,
): Promise<void> {
  const name = sql.identifier(table);
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select id from ${name} where id = ${id} for update nowait`);
    await tx.execute(sql`update ${name} set attempts = attempts where id = ${id}`);
  });
  if (db.kind !== 'postgres') return;
  let open = 0;
  let allOpen!: () => void;
  const barrier = new Promise<void>((resolve) => {
    allOpen = resolve;
  });
  await Promise.all(
    Array.from({ length: 10 }, () =>
      db.orm.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        open += 1;
        if (open === 10) allOpen();
        await barrier;
      }),
    ),
  );
  expect(open).toBe(10);
}
