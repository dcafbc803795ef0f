import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DIRS, apiCallProblems, scannedSources } from './api-calls';
import { REPO_ROOT } from './repo';

/**
 * Files that keep a rule's exception, each with its reason. Paths from the repo root;
 * `rule` is the rule's name as `apiCallProblems` reports it.
 */
const ALLOWED: { file: string; rule: string; reason: string }[] = [
  {
    file: 'apps/server/src/http/endpoint.ts',
    rule: 'route registered by hand',
    reason: '`route()` itself: where every entry of the table becomes a route',
  },
  ...['momo', 'vnpay', 'zalopay'].map((gateway) => ({
    file: `apps/server/src/modules/payments/${gateway}-emulator-routes.ts`,
    rule: 'route registered by hand',
    reason:
      'the sandbox emulator of a provider serves the provider’s own API (its paths), not ours',
  })),
  {
    file: 'apps/server/src/modules/payments/routes.ts',
    rule: 'route registered by hand',
    reason: 'the sandbox gateway’s payment page (`/sandbox/pay/:id`, HTML, outside the API)',
  },
  {
    file: 'apps/server/src/plugins/shells.ts',
    rule: 'route registered by hand',
    reason: 'the shells’ HTML pages, outside the API',
  },
  {
    file: 'apps/server/src/plugins/shells.ts',
    rule: 'API path literal',
    reason: 'the no-JavaScript page’s link to the API document, in its HTML',
  },
  {
    file: 'tooling/vite-config/src/index.js',
    rule: 'API path literal',
    reason: '`vite dev` / `vite preview` proxy the whole API prefix (no package dependency here)',
  },
  {
    file: 'apps/server/src/modules/ops/metrics-endpoint.ts',
    rule: 'route registered by hand',
    reason:
      'the Prometheus scrape `GET /metrics`: outside every API base, plain text, not in the API document',
  },
];

describe('API calls and routes outside the contract', () => {
  it('finds a path literal, a call typed at its site and a route registered by hand', () => {
    const text = [
      "const a = await client.post<Order>('/api/order/confirm', { json });",
      'const b = await ky.get(`/api/results?x=1`);',
      'app.get(orderPaths.history, { schema }, handler);',
      "app.route({ method: 'GET', url: '/x', handler });",
      '// a comment naming /api/docs and client.post<T>() is fine',
      " * `GET '/api/healthz'` in a doc comment is fine",
      "const url = `${API_BASE}${paths.healthz}`; // '/api' in a trailing comment",
      "const base = '/apis'; route(app, withdrawApi.history, handler);",
    ].join('\n');
    expect(
      apiCallProblems(text, { server: true }).map((p) => p.split(': ').slice(0, 2).join(': ')),
    ).toEqual([
      '1: API path literal',
      '1: answer typed at the call site',
      '2: API path literal',
      '3: route registered by hand',
      '4: route registered by hand',
    ]);
    expect(apiCallProblems("app.get('/x', handler)")).toEqual([]);
  });

  it('finds none in the apps, packages and tooling but the contract and the API client', () => {
    const files = ['apps', 'packages', 'tooling']
      .flatMap((group) => scannedSources(join(REPO_ROOT, group)))
      .map((file) => relative(REPO_ROOT, file))
      .filter((file) => !CONTRACT_DIRS.some((dir) => file.startsWith(`${dir}/`)));
    expect(files.length).toBeGreaterThan(400);
    const found = files.flatMap((file) =>
      apiCallProblems(readFileSync(join(REPO_ROOT, file), 'utf8'), {
        server: file.startsWith('apps/server/src/'),
      })
        .filter((problem) => {
          const rule = problem.split(': ')[1];
          return !ALLOWED.some((allowed) => allowed.file === file && allowed.rule === rule);
        })
        .map((problem) => `${file}:${problem}`),
    );
    expect(found).toEqual([]);
  });
});
