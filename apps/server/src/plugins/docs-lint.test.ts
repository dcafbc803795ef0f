import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASES, SESSION_HEADER, type Endpoint } from '@veso/contract';
import { paymentEndpoints } from '@veso/contract/endpoints/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { baseOperationId, operationIds, SESSION_SCHEME } from './docs';
import { exampleKeys } from './openapi-examples';
import {
  openDocsApp,
  operationsOf,
  packageBin,
  runNode,
  type OpenApiDocument,
} from './docs-test-kit';

const TIMEOUT = 120_000;

let t: TestApp & { doc: OpenApiDocument };
let dir: string;
beforeAll(async () => {
  t = await openDocsApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'veso-openapi-lint-'));
}, TIMEOUT);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type LintProblem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
};

describe('the served OpenAPI document', () => {
  it(
    'passes Redocly CLI’s recommended rules with no error and no warning',
    async () => {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(t.doc));
      // The recommended ruleset, named explicitly so no redocly.yaml elsewhere applies.
      await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const { code, stdout, stderr } = await runNode(
        packageBin('@redocly/cli', 'redocly'),
        ['lint', file, '--format=json', '--max-problems=10000', '--config', 'redocly.yaml'],
        {
          cwd: dir,
          env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
        },
      );
      const jsonStart = stdout.indexOf('{');
      expect(jsonStart, `no JSON from redocly lint:\n${stdout}\n${stderr}`).toBeGreaterThanOrEqual(
        0,
      );
      const report = JSON.parse(stdout.slice(jsonStart)) as {
        totals: { errors: number; warnings: number };
        problems: LintProblem[];
      };
      const listed = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
      );
      expect(listed).toEqual([]);
      expect(report.totals.errors).toBe(0);
      expect(report.totals.warnings).toBe(0);
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it('declares its licence, a server, and the x-access-token header as a security scheme', () => {
    expect(t.doc.openapi).toBe('3.1.0');
    expect(t.doc.info.license).toMatchObject({ name: expect.stringContaining('UNLICENSED') });
    expect(t.doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(t.doc.components?.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: SESSION_HEADER,
    });
  });

  it('gives every operation a unique operationId made from its method and path', () => {
    const ops = operationsOf(t.doc);
    const ids = ops.map(([, op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9_]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byKey = Object.fromEntries(ops.map(([key, op]) => [key, op.operationId]));
    expect(byKey).toMatchObject({
      'GET /api/healthz': 'getHealthz',
      'POST /api/auth/signin': 'postAuthSignin',
      'GET /api/payments/{id}': 'getPaymentsById',
      'GET /api/keno-stats/v2/last_result': 'getKenoStatsV2LastResult',
    });
  });

  it(
    'puts the session on exactly the operations whose route declares it (config.session)',
    async () => {
      const ops = operationsOf(t.doc);
      const security = Object.fromEntries(ops.map(([key, op]) => [key, op.security]));
      const session = [{ [SESSION_SCHEME]: [] }];
      expect(security).toMatchObject({
        'GET /api/healthz': [],
        'POST /api/auth/signin': [],
        'GET /api/result/latest': [],
        'POST /api/payments/callback': [],
        'GET /api/auth/info': session,
        'GET /api/wallet/statement': session,
        'POST /api/order/confirm': session,
        'GET /api/customer/history/get_orders': session,
        'GET /api/order/ticket_image/{ticketId}': session,
        'POST /api/otp/verify': [{ [SESSION_SCHEME]: [] }, {}],
      });
      expect(ops.every(([, op]) => Array.isArray(op.security))).toBe(true);

      // What the server does: without a token, a protected GET (nothing required in its
      // query or path) is refused as signed out (401); a public one is not.
      const callable = ops.filter(
        ([key, op]) =>
          key.startsWith('GET ') &&
          !key.startsWith('GET /api/dev/') &&
          key !== 'GET /api/keno/live' &&
          !(op.parameters ?? []).some((p) => p.required),
      );
      const statuses: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [key, op] of callable) {
        const res = await t.app.inject({ method: 'GET', url: key.slice(4) });
        const needsSession = op.security?.length === 1;
        statuses[key] = res.statusCode === 401 ? 'signed out' : 'answered';
        expected[key] = needsSession ? 'signed out' : 'answered';
      }
      expect(Object.keys(statuses).length).toBeGreaterThan(30);
      expect(statuses).toEqual(expected);
    },
    TIMEOUT,
  );

  it('has a captcha header parameter on sign-in, required', () => {
    expect(t.doc.paths['/api/auth/signin']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'captcha', in: 'header', required: true }),
    ]);
  });

  it('gives every operation a description and a call recorded by the suites (request and answer)', () => {
    // A provider's notification and return answer in the provider's format, not the
    // envelope: their descriptions say what they answer, and no suite records an OK envelope.
    const notEnvelope = new Set(
      (Object.values(paymentEndpoints) as Endpoint[])
        .filter((entry) => entry.envelope === false)
        .map(
          (entry) =>
            `${entry.method} ${API_BASES[entry.base]}${entry.path.replace(/:(\w+)/g, '{$1}')}`,
        ),
    );
    const lacking = operationsOf(t.doc).flatMap(([key, op]) => {
      const problems: string[] = [];
      if (!op.description?.trim()) problems.push('no description');
      if (notEnvelope.has(key))
        return problems.length > 0 ? [`${key}: ${problems.join(', ')}`] : [];
      type Media = Record<string, { example?: unknown; examples?: unknown }>;
      const has = (content: Media | undefined) =>
        Object.values(content ?? {}).some(
          (m) => m.example !== undefined || m.examples !== undefined,
        );
      const ok = op.responses['200'] as { content?: Media } | undefined;
      // A JSON answer shows a recorded answer; another media type (an image, an event
      // stream) is no envelope to record: its parameters show the recorded call instead.
      if (ok?.content?.['application/json'] && !has(ok.content)) problems.push('no answer example');
      const params = (op.parameters ?? []).filter((p) => p.in !== 'header');
      if (!ok?.content?.['application/json'] && params.length > 0) {
        const shown = params.some((p) => {
          const param = p as { example?: unknown; schema?: { examples?: unknown } };
          return param.example !== undefined || param.schema?.examples !== undefined;
        });
        if (!shown) problems.push('no parameter example');
      }
      // A body with fields a call must send shows one; an optional, empty body needs none.
      const body = op.requestBody as
        { content?: Record<string, { schema?: { required?: string[] } }> & Media } | undefined;
      const needed = Object.values(body?.content ?? {}).some((m) => m.schema?.required?.length);
      if (needed && !has(body?.content)) problems.push('no request example');
      return problems.length > 0 ? [`${key}: ${problems.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('keeps no recorded example of an operation that is gone', () => {
    const operations = new Set(
      operationsOf(t.doc).map(([key]) => key.replace(/\{([^}]+)\}/g, ':$1')),
    );
    expect(exampleKeys().filter((key) => !operations.has(key))).toEqual([]);
  });
});

describe('operationIds', () => {
  it('are camelCase words of the method and the path without /api', () => {
    expect(baseOperationId('GET', '/api/customer/get_config_v2')).toBe('getCustomerGetConfigV2');
    expect(baseOperationId('POST', '/api/app-service/auth/signin')).toBe(
      'postAppServiceAuthSignin',
    );
    expect(baseOperationId('GET', '/api/order/ticket_image/:ticketId')).toBe(
      'getOrderTicketImageByTicketId',
    );
    expect(baseOperationId('GET', '/sandbox/pay/:id')).toBe('getSandboxPayById');
  });

  it('stay the same in any route order, colliding ones suffixed by their own path', () => {
    const routes = [
      { method: 'GET', url: '/api/a-b' },
      { method: 'GET', url: '/api/a_b' },
      { method: 'POST', url: '/api/a_b' },
      { method: 'GET', url: '/api/c' },
    ];
    const ids = operationIds(routes);
    expect(operationIds([...routes].reverse())).toEqual(ids);
    expect(ids.get('GET /api/c')).toBe('getC');
    expect(ids.get('POST /api/a_b')).toBe('postAB');
    expect(ids.get('GET /api/a-b')).toMatch(/^getAB_[0-9a-f]{6}$/);
    expect(ids.get('GET /api/a_b')).toMatch(/^getAB_[0-9a-f]{6}$/);
    expect(ids.get('GET /api/a-b')).not.toBe(ids.get('GET /api/a_b'));
  });
});
