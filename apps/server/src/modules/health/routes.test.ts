import { healthSchema, messageForCode } from '@veso/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/healthz', () => {
  it('answers code 0 after a database round trip, naming the database kind', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const data = healthSchema.parse(body.data);
    expect(data.database).toBe(testDatabaseKind());
    expect(data.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(data.time).toBe(TEST_NOW.toISOString());
    expect(data.sandbox).toBe(false);
    // The Date header is the server's clock (clients count down on it), moved with it.
    expect(res.headers.date).toBe(TEST_NOW.toUTCString());
    t.clock.advance(3_600_000);
    const later = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(later.headers.date).toBe(new Date(TEST_NOW.getTime() + 3_600_000).toUTCString());
  });

  it('answers code -1 with HTTP 503 when the database is down, and so do other calls', async () => {
    t = await createTestApp();
    await t.app.ready();
    await t.db.close();

    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ code: -1, message: messageForCode(-1) });

    const config = await t.app.inject({ method: 'GET', url: '/api/customer/get_config_v2' });
    expect(config.statusCode).toBe(503);
    expect(config.json()).toEqual({ code: -1, message: messageForCode(-1) });
  });
});
