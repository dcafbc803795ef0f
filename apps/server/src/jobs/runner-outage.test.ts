import { randomBytes } from 'node:crypto';
import { manualClock } from '@veso/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { isDatabaseError } from '../http/errors';
import { dropSchema, emptyTestDbs, testDatabaseUrl } from '../test/test-app';
import { claimLeased } from './lease';
import { createJobRunner, DEFAULT_LEASE_MS, type JobQueue } from './runner';

/**
 * The database fails in the middle of a job pass — gone between the claim and
 * the record, or the connection of the record's transaction cut. The pass settles (no
 * unhandled rejection, the process goes on), its rows keep their leases (nothing is
 * recorded twice, nothing lost), and once the leases expire a later pass does them, once.
 */

const jobs = pgTable('outage_jobs', {
  id: serial('id').primaryKey(),
  leaseId: text('lease_id'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  answer: text('answer'),
});
type Job = typeof jobs.$inferSelect;

const T0 = '2026-03-01T00:00:00Z';

async function createJobs(db: Database, count: number): Promise<void> {
  await db.orm.execute(sql`CREATE TABLE outage_jobs (
    id serial PRIMARY KEY, lease_id text, lease_until timestamptz,
    attempts int NOT NULL DEFAULT 0, answer text)`);
  await db.orm.execute(
    sql`INSERT INTO outage_jobs (attempts) SELECT 0 FROM generate_series(1, ${count})`,
  );
}

/** A queue over `outage_jobs` on `db`: `call` runs the provider step given by the test. */
function jobQueue(
  db: Database,
  call: (job: Job) => Promise<string>,
  beforeRecord: (tx: Pick<Database['orm'], 'execute'>) => Promise<void> = async () => undefined,
): JobQueue<Job, string> {
  return {
    name: 'outage',
    claim: (limit, lease) =>
      claimLeased(db.orm, jobs, {
        due: isNull(jobs.answer),
        orderBy: [asc(jobs.id)],
        limit,
        lease,
        key: (row) => `job-${row.id}`,
      }),
    call: (job) => call(job),
    record: (job, answer, leaseId) =>
      db.orm.transaction(async (tx) => {
        await beforeRecord(tx);
        const rows = await tx
          .update(jobs)
          .set({ answer, leaseId: null, leaseUntil: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.leaseId, leaseId)))
          .returning({ id: jobs.id });
        return rows.length === 1;
      }),
    release: async (job, leaseId) => {
      await db.orm
        .update(jobs)
        .set({ leaseId: null, leaseUntil: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.leaseId, leaseId)));
    },
  };
}

async function rowsOf(db: Database): Promise<Job[]> {
  return db.orm.select().from(jobs).orderBy(asc(jobs.id));
}

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

const openEmpty = emptyTestDbs();

describe('a job pass when the database fails', () => {
  it('gone before the claim: the pass rejects with a database error', async () => {
    const db = await openEmpty();
    await createJobs(db, 3);
    await db.close();
    const runner = createJobRunner(
      jobQueue(db, async () => 'never'),
      { clock: manualClock(T0) },
    );
    const failure = await runner.pass().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseError(failure)).toBe(true);
    await runner.close();
  });

  it('gone between the claim and the record, or before a release: every row is dropped, none recorded', async () => {
    const db = await openEmpty();
    await createJobs(db, 4);
    let calls = 0;
    let gone: Promise<void> | undefined;
    const runner = createJobRunner(
      jobQueue(db, async (job) => {
        calls += 1;
        // The database goes away while the provider is being called.
        gone ??= db.close();
        await gone;
        if (job.id % 2 === 0) throw new Error('provider down');
        return `answer-${job.id}`;
      }),
      { clock: manualClock(T0), batch: 4 },
    );
    // Odd rows: the answer cannot be recorded; even rows: the release cannot be written.
    // The next claim finds the database gone too: the pass rejects (its scheduler logs it).
    const failure = await runner.pass().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseError(failure)).toBe(true);
    expect(calls).toBe(4);
    await runner.close();
  });
});

describe.skipIf(!testDatabaseUrl())('on PostgreSQL', () => {
  const url = testDatabaseUrl()!;
  const schemas: string[] = [];
  afterEach(async () => {
    for (const schema of schemas.splice(0)) await dropSchema(url, schema);
  });
  const openSchema = async (schema?: string) => {
    const name = schema ?? `test_${randomBytes(6).toString('hex')}`;
    if (!schema) schemas.push(name);
    return openDatabase({ kind: 'postgres', url, schema: name });
  };

  it('the rows of a pass whose database went away keep their leases; once expired they are done once', async () => {
    const first = await openSchema();
    await createJobs(first, 4);
    const clock = manualClock(T0);
    let gone: Promise<void> | undefined;
    const runner = createJobRunner(
      jobQueue(first, async (job) => {
        gone ??= first.close();
        await gone;
        return `answer-${job.id}`;
      }),
      { clock, batch: 4 },
    );
    await expect(runner.pass()).rejects.toSatisfy(isDatabaseError);
    await runner.close();

    // Another process on the same database: the rows are still held by the lost pass.
    const second = await openSchema(first.schema);
    try {
      const held = await rowsOf(second);
      expect(held.map((r) => [r.attempts, r.answer, r.leaseId !== null])).toEqual(
        held.map(() => [1, null, true]),
      );
      const queue = jobQueue(second, async (job) => `answer-${job.id}`);
      const later = createJobRunner(queue, { clock });
      expect(await later.pass()).toMatchObject({ claimed: 0 });
      clock.advance(DEFAULT_LEASE_MS + 1);
      expect(await later.pass()).toMatchObject({ claimed: 4, done: 4, dropped: 0 });
      const done = await rowsOf(second);
      expect(done.map((r) => [r.attempts, r.answer, r.leaseId])).toEqual(
        done.map((r) => [2, `answer-${r.id}`, null]),
      );
      await later.close();
    } finally {
      await second.close();
    }
  });

  it('the record’s connection cut mid-transaction: dropped with its lease kept, the same pool does it later', async () => {
    const db = await openSchema();
    try {
      await createJobs(db, 3);
      const clock = manualClock(T0);
      let cut = 0;
      const runner = createJobRunner(
        jobQueue(
          db,
          async (job) => `answer-${job.id}`,
          async (tx) => {
            // Only in the first pass: the record's own backend is terminated, as an
            // operator's pg_terminate_backend or a failover would, inside its transaction.
            if (cut >= 3) return;
            cut += 1;
            await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
          },
        ),
        { clock, batch: 3 },
      );
      expect(await runner.pass()).toEqual({
        claimed: 3,
        done: 0,
        retried: 0,
        gaveUp: 0,
        dropped: 3,
      });
      const held = await rowsOf(db);
      expect(held.map((r) => [r.attempts, r.answer, r.leaseId !== null])).toEqual([
        [1, null, true],
        [1, null, true],
        [1, null, true],
      ]);
      clock.advance(DEFAULT_LEASE_MS + 1);
      expect(await runner.pass()).toMatchObject({ claimed: 3, done: 3, dropped: 0 });
      expect((await rowsOf(db)).map((r) => r.answer)).toEqual(['answer-1', 'answer-2', 'answer-3']);
      await runner.close();
    } finally {
      await db.close();
    }
  });
});
