import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { manualClock } from '../providers/clock';
import { openTestDb, TEST_NOW, testConfig } from '../test/test-app';

describe('GET /api/docs/json', () => {
  it('lists every API route of the app with its methods', async () => {
    const db = await openTestDb();
    const app = await buildApp({
      config: testConfig({ sandbox: true }),
      db,
      clock: manualClock(TEST_NOW),
    });
    // Every route the app registers, as Fastify sees it.
    const routes: Array<{ url: string; method: string }> = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ url: route.url, method });
    });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);

      const documented = new Set(
        Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
          Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
        ),
      );
      expect([...documented]).toEqual(
        expect.arrayContaining([
          'GET /api/healthz',
          'GET /api/customer/get_config_v2',
          'GET /api/dev/otp-outbox',
          'GET /api/dev/clock',
          'POST /api/dev/clock',
        ]),
      );
      // Routes registered after the hook was added are checked too (none may be missing).
      const apiRoutes = routes.filter(
        (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
      );
      for (const route of apiRoutes) {
        expect(documented, `${route.method} ${route.url}`).toContain(
          `${route.method} ${route.url}`,
        );
      }

      const config = doc.paths['/api/customer/get_config_v2'].get;
      expect(config.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
        'current_version',
        'os_type',
      ]);
      expect(
        config.responses['200'].content['application/json'].schema.properties.data.properties,
      ).toHaveProperty('orderConfig');
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});
