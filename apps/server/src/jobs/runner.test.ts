import { manualClock } from '@veso/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { createJobRunner, type JobQueue, type Lease } from './runner';

type Row = {
  id: number;
  leaseId: string | null;
  leaseUntil: number;
  attempts: number;
  due: number;
};

/** An in-memory queue: rows, what was recorded and released, and a scripted provider. */
function memoryQueue(ids: number[], call: (id: number, signal: AbortSignal) => Promise<string>) {
  const rows = new Map<number, Row>(
    ids.map((id) => [id, { id, leaseId: null, leaseUntil: 0, attempts: 0, due: 0 }]),
  );
  const recorded: { id: number; answer: string }[] = [];
  const released: { id: number; retryAt: Date | null; reason: string }[] = [];
  const claims: Lease[] = [];
  const queue: JobQueue<Row, string> = {
    name: 'memory',
    claim: async (limit, lease) => {
      claims.push(lease);
      const now = lease.now.getTime();
      const due = [...rows.values()]
        .filter((r) => r.due <= now && r.leaseUntil <= now)
        .slice(0, limit);
      for (const r of due) {
        r.leaseId = lease.id;
        r.leaseUntil = lease.until.getTime();
        r.attempts += 1;
      }
      return due.map((r) => ({ item: { ...r }, key: `row-${r.id}`, attempts: r.attempts }));
    },
    call: (row, _key, signal) => call(row.id, signal),
    record: async (row, answer, leaseId) => {
      const current = rows.get(row.id);
      if (current?.leaseId !== leaseId) return false;
      rows.delete(row.id);
      recorded.push({ id: row.id, answer });
      return true;
    },
    release: async (row, leaseId, retryAt, reason) => {
      const current = rows.get(row.id);
      if (current?.leaseId !== leaseId) return;
      current.leaseId = null;
      current.leaseUntil = 0;
      current.due = retryAt ? retryAt.getTime() : Number.POSITIVE_INFINITY;
      released.push({ id: row.id, retryAt, reason });
    },
  };
  return { queue, rows, recorded, released, claims };
}

const T0 = '2026-03-01T00:00:00Z';

describe('job runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('claims in batches, records every answer and stops when nothing is due', async () => {
    const clock = manualClock(T0);
    const q = memoryQueue([1, 2, 3, 4, 5, 6, 7], async (id) => `ok-${id}`);
    const runner = createJobRunner(q.queue, { clock, batch: 3 });
    expect(await runner.pass()).toEqual({ claimed: 7, done: 7, retried: 0, gaveUp: 0, dropped: 0 });
    expect(q.claims).toHaveLength(4);
    expect(q.recorded.map((r) => r.answer)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `ok-${i}`));
    expect(await runner.pass(2)).toMatchObject({ claimed: 0 });
  });

  it('retries a failing call with a doubling back-off, then gives up', async () => {
    const clock = manualClock(T0);
    const q = memoryQueue([1], () => Promise.reject(new Error('provider down')));
    const runner = createJobRunner(q.queue, { clock, backoffMs: 1_000, maxAttempts: 3 });
    expect(await runner.pass()).toMatchObject({ claimed: 1, retried: 1 });
    expect(q.released[0]).toMatchObject({ reason: 'provider down' });
    expect(q.released[0]?.retryAt?.getTime()).toBe(clock.now().getTime() + 1_000);
    // Not due again before the back-off.
    clock.advance(999);
    expect(await runner.pass()).toMatchObject({ claimed: 0 });
    clock.advance(1);
    expect(await runner.pass()).toMatchObject({ claimed: 1, retried: 1 });
    expect(q.released[1]?.retryAt?.getTime()).toBe(clock.now().getTime() + 2_000);
    clock.advance(2_000);
    expect(await runner.pass()).toMatchObject({ claimed: 1, gaveUp: 1 });
    expect(q.released[2]?.retryAt).toBeNull();
    clock.advance(3_600_000);
    expect(await runner.pass()).toMatchObject({ claimed: 0 });
  });

  it('times out a hung call, aborting its signal, and releases the row', async () => {
    // The call timeout's timer is faked: the test moves time itself, to the millisecond.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const clock = manualClock(T0);
    const called = deferred();
    let aborted: unknown;
    const q = memoryQueue(
      [1],
      (_id, signal) =>
        new Promise<string>(() => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason;
          });
          called.resolve();
        }),
    );
    const runner = createJobRunner(q.queue, { clock, callTimeoutMs: 50, leaseMs: 1_000 });
    let settled = false;
    const pass = runner.pass().finally(() => {
      settled = true;
    });
    await called.promise;
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    expect(aborted).toBeUndefined();
    // The 50th millisecond ends the call: not the lease's second.
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pass).toMatchObject({ claimed: 1, retried: 1 });
    expect(String(aborted)).toMatch(/did not answer within 50 ms/);
    expect(q.released[0]?.reason).toMatch(/did not answer/);
  });

  it('refuses a lease shorter than two call timeouts', () => {
    const q = memoryQueue([], async () => 'x');
    expect(() =>
      createJobRunner(q.queue, { clock: manualClock(T0), callTimeoutMs: 10_000, leaseMs: 15_000 }),
    ).toThrow(/lease/);
  });

  it('on close waits for calls in flight, records them and starts nothing new', async () => {
    const clock = manualClock(T0);
    const called = deferred();
    const answer = deferred<string>();
    const q = memoryQueue([1, 2], () => {
      called.resolve();
      return answer.promise;
    });
    const runner = createJobRunner(q.queue, { clock, batch: 1 });
    const pass = runner.pass();
    // Row 1's call is in flight.
    await called.promise;
    const closing = runner.close();
    answer.resolve('ok-1');
    await closing;
    expect(await pass).toMatchObject({ claimed: 1, done: 1 });
    expect(q.recorded).toEqual([{ id: 1, answer: 'ok-1' }]);
    // Row 2 was never claimed, and a pass after close does nothing.
    expect(await runner.pass()).toMatchObject({ claimed: 0 });
    expect(q.rows.get(2)?.attempts).toBe(0);
  });

  it('on close abandons a call that outlives the limit without writing anything', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const clock = manualClock(T0);
    const called = deferred();
    const q = memoryQueue([1], () => {
      called.resolve();
      return new Promise<string>(() => undefined);
    });
    const runner = createJobRunner(q.queue, { clock, closeTimeoutMs: 30 });
    const pass = runner.pass();
    await called.promise;
    let closed = false;
    const closing = runner.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(29);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(closed).toBe(true);
    await closing;
    expect(await pass).toMatchObject({ claimed: 1, dropped: 1 });
    expect(q.recorded).toEqual([]);
    expect(q.released).toEqual([]);
    // The lease stays: another runner resumes the row once it expires.
    expect(q.rows.get(1)?.leaseId).not.toBeNull();
    const next = createJobRunner({ ...q.queue, call: async () => 'late' }, { clock });
    expect(await next.pass()).toMatchObject({ claimed: 0 });
    clock.advance(60_000);
    expect(await next.pass()).toMatchObject({ claimed: 1, done: 1 });
    expect(q.recorded).toEqual([{ id: 1, answer: 'late' }]);
  });

  it('does not record an answer whose lease was taken over', async () => {
    const clock = manualClock(T0);
    const called = deferred();
    const answer = deferred<string>();
    const q = memoryQueue([1], () => {
      called.resolve();
      return answer.promise;
    });
    const slow = createJobRunner(q.queue, { clock });
    const pass = slow.pass();
    // The slow runner holds the row and waits for its provider.
    await called.promise;
    clock.advance(60_000);
    const fast = createJobRunner({ ...q.queue, call: async () => 'fast' }, { clock });
    expect(await fast.pass()).toMatchObject({ done: 1 });
    answer.resolve('slow');
    expect(await pass).toMatchObject({ dropped: 1 });
    expect(q.recorded).toEqual([{ id: 1, answer: 'fast' }]);
  });
});
