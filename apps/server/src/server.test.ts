import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSignals, startServer, type RunningServer } from './server';
import { openTestDb, testConfig, type TestDatabase } from './test/test-app';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const silent = { info: () => undefined, error: () => undefined };

let db: TestDatabase | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.shutdown();
  await db?.dispose();
  server = undefined;
  db = undefined;
});

describe('startServer', () => {
  it('migrates, seeds and listens on the port it was given (0 = any free port)', async () => {
    db = await openTestDb({ migrate: false });
    server = await startServer({ config: testConfig(), db });
    expect(server.port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/customer/get_config_v2`);
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { data: { pageSizeOptions: number[] } }).data.pageSizeOptions,
    ).toEqual([10, 20, 50]);
  });

  it('shuts down gracefully: the in-flight request completes with 200, then the database closes', async () => {
    db = await openTestDb();
    const entered = deferred();
    const release = deferred();
    server = await startServer({
      config: testConfig(),
      db,
      beforeListen: (app) => {
        app.get('/api/test/slow', async () => {
          entered.resolve();
          await release.promise;
          // The database is still open while a request is in flight.
          const latency = await db?.ping();
          return { code: 0, message: 'Thành công', data: { pinged: typeof latency === 'number' } };
        });
      },
    });
    const { port } = server;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await entered.promise;

    const closing = server.shutdown();
    // Shutdown has begun once the listening socket is closed (the in-flight request holds the rest).
    const listener = server.app.server;
    await vi.waitFor(() => expect(listener.listening).toBe(false), { timeout: 10_000 });
    // No new connections once shutdown has begun.
    await expect(fetch(`http://127.0.0.1:${port}/api/healthz`)).rejects.toThrow();
    await expect(db.ping()).resolves.toBeGreaterThanOrEqual(0);

    release.resolve();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ code: 0, message: 'Thành công', data: { pinged: true } });

    await closing;
    await expect(db.ping()).rejects.toThrow();
  });
});

describe('handleSignals', () => {
  it('shuts down once on the first signal and exits 0', async () => {
    const shutdown = vi.fn(async () => undefined);
    const exited = deferred<number>();
    const remove = handleSignals(shutdown, {
      logger: silent,
      exit: exited.resolve,
      signals: ['SIGUSR2'],
    });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(await exited.promise).toBe(0);
      expect(shutdown).toHaveBeenCalledTimes(1);
    } finally {
      remove();
    }
  });

  it('exits 1 at once on a second signal while shutting down', async () => {
    const never = deferred();
    const shutdown = vi.fn(() => never.promise);
    const codes: number[] = [];
    const remove = handleSignals(shutdown, {
      logger: silent,
      exit: (code) => codes.push(code),
      signals: ['SIGUSR2'],
    });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(codes).toEqual([1]);
      expect(shutdown).toHaveBeenCalledTimes(1);
    } finally {
      remove();
      never.resolve();
    }
  });

  it('exits 1 when shutting down fails', async () => {
    const exited = deferred<number>();
    const remove = handleSignals(async () => Promise.reject(new Error('stuck')), {
      logger: silent,
      exit: exited.resolve,
      signals: ['SIGUSR2'],
    });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(await exited.promise).toBe(1);
    } finally {
      remove();
    }
  });
});
