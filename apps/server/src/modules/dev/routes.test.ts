import { messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { insertOtpOutbox } from '../otp/repo';
import { sandboxOtpSender } from '../otp/senders';

/** Every route the app serves under /api/dev, read from Fastify's route table. */
async function devRoutesOf(sandbox: boolean, nodeEnv: 'development' | 'production' | 'test') {
  const t = await createTestApp({ config: { sandbox, nodeEnv } });
  const found: Array<{ method: string; url: string }> = [];
  const table = t.app.printRoutes({ commonPrefix: false });
  for (const [, url, methods] of table.matchAll(/[\s/](api\/dev\S*) \(([A-Z, ]+)\)/g)) {
    for (const method of methods!.split(', '))
      if (method !== 'HEAD') found.push({ method, url: `/${url!}` });
  }
  return { t, found };
}

describe('the dev router outside sandbox mode', () => {
  it(
    'does not exist whatever NODE_ENV is: every /api/dev route of the sandbox answers the 404 envelope',
    { timeout: 120_000 },
    async () => {
      const sandbox = await devRoutesOf(true, 'production');
      await sandbox.t.close();
      // The sandbox serves its OTP outbox, clock, draws, orders and money helpers.
      expect(sandbox.found.length).toBeGreaterThanOrEqual(7);
      expect(sandbox.found).toContainEqual({ method: 'POST', url: '/api/dev/prize-credit' });

      for (const nodeEnv of ['production', 'development', 'test'] as const) {
        const { t, found } = await devRoutesOf(false, nodeEnv);
        try {
          expect(found, nodeEnv).toEqual([]);
          for (const route of sandbox.found) {
            const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
            const res = await t.app.inject({
              method: route.method as 'GET' | 'POST',
              url,
              ...(route.method === 'GET' ? {} : { payload: {} }),
            });
            expect(res.statusCode, `${nodeEnv} ${route.method} ${url}`).toBe(404);
            expect(res.json()).toMatchObject({ code: 14, message: messageForCode(14) });
          }
          const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
          expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
        } finally {
          await t.close();
        }
      }
    },
  );
});

describe('the dev router in sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => t.close());

  it('lists the OTP codes sent to a number, latest first, whatever form the number takes', async () => {
    const base = TEST_NOW.getTime();
    await insertOtpOutbox(t.db.orm, {
      msisdn: '84912345678',
      code: '111111',
      channel: 'message',
      createdAt: new Date(base),
    });
    await insertOtpOutbox(t.db.orm, {
      msisdn: '84912345678',
      code: '222222',
      channel: 'voice',
      createdAt: new Date(base + 60_000),
    });
    await insertOtpOutbox(t.db.orm, {
      msisdn: '84987654321',
      code: '333333',
      channel: 'message',
      createdAt: new Date(base + 120_000),
    });

    for (const msisdn of ['84912345678', '0912345678']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/otp-outbox?msisdn=${msisdn}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(0);
      expect(body.data.msisdn).toBe('84912345678');
      expect(body.data.items.map((i: { code: string }) => i.code)).toEqual(['222222', '111111']);
      expect(body.data.items[0]).toMatchObject({
        channel: 'voice',
        createdAt: new Date(base + 60_000).toISOString(),
      });
    }
  });

  it('shows what the sandbox OTP sender sent, stamped with the server clock', async () => {
    const sender = sandboxOtpSender(t.db.orm, t.clock);
    await sender.send({ msisdn: '84911111111', code: '654321', channel: 'message' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/otp-outbox?msisdn=0911111111' });
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        code: '654321',
        channel: 'message',
        createdAt: t.clock.now().toISOString(),
      }),
    ]);
  });

  it('answers code 1 for a malformed phone number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/otp-outbox?msisdn=12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, message: messageForCode(1) });
  });

  it('moves the clock to an instant or by milliseconds, and the server follows it', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { iso: '2026-02-15T01:15:00.000Z' },
    });
    expect(set.json()).toEqual({
      code: 0,
      message: 'Thành công',
      data: { now: '2026-02-15T01:15:00.000Z' },
    });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 90 * 60_000 },
    });
    expect(moved.json().data.now).toBe('2026-02-15T02:45:00.000Z');

    expect((await t.app.inject({ method: 'GET', url: '/api/dev/clock' })).json().data.now).toBe(
      '2026-02-15T02:45:00.000Z',
    );
    const health = (await t.app.inject({ method: 'GET', url: '/api/healthz' })).json();
    expect(health.data).toMatchObject({ time: '2026-02-15T02:45:00.000Z', sandbox: true });
  });

  it('counts the SQL statements and CPU time the process spent (the orders bench reads them)', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/metrics' })).json();
    const before = await read();
    expect(before.code).toBe(0);
    expect(before.data.pid).toBe(process.pid);
    await t.app.inject({ method: 'GET', url: '/api/dev/otp-outbox?msisdn=84912345678' });
    const after = await read();
    expect(after.data.statements).toBeGreaterThan(before.data.statements);
    expect(after.data.cpuUserMs + after.data.cpuSystemMs).toBeGreaterThan(
      before.data.cpuUserMs + before.data.cpuSystemMs,
    );
    expect(after.data.rssBytes).toBeGreaterThan(0);
    expect(after.data.background).toBeGreaterThanOrEqual(before.data.background);
  });

  it('refuses a clock body that is neither { iso } nor { advanceMs } with code 14', async () => {
    for (const payload of [{ iso: 'tomorrow' }, { advanceMs: 'soon' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(14);
    }
  });
});
