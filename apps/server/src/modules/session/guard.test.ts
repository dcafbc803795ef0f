import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_BASE, Code, fail, ok, SESSION_HEADER } from '@veso/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../http/errors';
import { envelopeResponses } from '../../http/responses';
import { registerDocs, SESSION_SCHEME } from '../../plugins/docs';
import { rateLimitScopeOf } from '../../plugins/security';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAccount } from '../auth/auth-test-kit';
import { registerSessionGuard } from './guard';
import { openSession } from './service';

/**
 * The session guard reads the routes' declarations (`config.session`): a route declared
 * `required` is refused without a session before its handler runs, whatever the handler
 * does; the OpenAPI document's `security` and the rate limit's scope follow the same
 * declaration. And in the modules, a handler reads the caller only on a route that declares
 * the session it reads.
 */

let t: TestApp;
let probe: FastifyInstance;
let token: string;
let accountId: number;
const handled: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t);
  accountId = account.id;
  token = (await openSession(t.db.orm, { accountId, source: 'web', now: t.clock.now() })).token;
  probe = Fastify().withTypeProvider<ZodTypeProvider>();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(probe);
  registerSessionGuard(probe, { config: t.config, db: t.db, clock: t.clock, families: t.families });
  await registerDocs(probe);
  const response = envelopeResponses(z.object({ accountId: z.number().nullable() }));
  // The handlers call no guard: only the declarations protect them.
  for (const session of ['required', 'optional', undefined] as const) {
    probe.get(
      `${API_BASE}/probe/${session ?? 'public'}`,
      { config: session ? { session } : {}, schema: { response } },
      async (request) => {
        handled.push(session ?? 'public');
        return ok({ accountId: request.session?.accountId ?? null });
      },
    );
  }
  await probe.ready();
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

const get = (url: string, withToken?: string) =>
  probe.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: withToken ? { [SESSION_HEADER]: withToken } : {},
  });

describe('a route declared session: required', () => {
  it('is refused without a session with the spec’s code (6, HTTP 401); its handler never runs', async () => {
    handled.length = 0;
    const res = await get('/probe/required');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(fail(Code.LOGIN_EXPIRED));
    const forged = await get('/probe/required', 'x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(handled).toEqual([]);
  });

  it('hands the handler the caller with a valid session', async () => {
    const res = await get('/probe/required', token);
    expect(res.json()).toEqual({ code: 0, message: expect.any(String), data: { accountId } });
  });
});

describe('a route declared session: optional', () => {
  it('answers without a token, and with a valid one knows the caller', async () => {
    expect((await get('/probe/optional')).json().data).toEqual({ accountId: null });
    expect((await get('/probe/optional', token)).json().data).toEqual({ accountId });
  });

  it('refuses a token that is sent but not valid', async () => {
    expect((await get('/probe/optional', 'x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('what reads the declaration', () => {
  it('the OpenAPI document: security as declared', async () => {
    const doc = (await probe.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const securityOf = (name: string) => doc.paths[`${API_BASE}/probe/${name}`].get.security;
    expect(securityOf('required')).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(securityOf('optional')).toEqual([{ [SESSION_SCHEME]: [] }, {}]);
    expect(securityOf('public')).toEqual([]);
  });

  it('the rate limit: per account where a session is declared', () => {
    const scope = (session?: 'required' | 'optional', method = 'GET') =>
      rateLimitScopeOf({ method, url: `${API_BASE}/x`, config: { session } });
    expect(scope('required')).toBe('account');
    expect(scope('optional')).toBe('account');
    expect(scope()).toBe('none');
    expect(scope(undefined, 'POST')).toBe('ip');
  });
});

/** The `.ts` sources of the modules, tests excepted. */
function moduleSources(): string[] {
  const dir = path.resolve(import.meta.dirname, '..');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'route']);
const READERS: Record<string, 'required' | 'optional'> = {
  sessionOf: 'required',
  optionalSessionOf: 'optional',
};
const LEGACY = new Set(['requireSession', 'optionalSession']);

/**
 * The session of each entry of the contract's endpoint table, by the expression a module
 * names it with (`authApi.signin`): the `*Api` exports of `endpoints/*.schemas.ts`.
 */
async function entrySessions(): Promise<Map<string, string>> {
  const dir = path.resolve(import.meta.dirname, '../../../../../packages/contract/src/endpoints');
  const sessions = new Map<string, string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.schemas.ts'))) {
    const area = (await import(pathToFileURL(path.join(dir, name)).href)) as Record<
      string,
      unknown
    >;
    for (const [exported, value] of Object.entries(area)) {
      if (!exported.endsWith('Api') || typeof value !== 'object' || value === null) continue;
      for (const [key, entry] of Object.entries(value as Record<string, { session: string }>)) {
        sessions.set(`${exported}.${key}`, entry.session);
      }
    }
  }
  return sessions;
}

/** An array literal's elements, through `as const`. */
function elementsOf(expression: ts.Expression): readonly ts.Expression[] | undefined {
  const inner = ts.isAsExpression(expression) ? expression.expression : expression;
  return ts.isArrayLiteralExpression(inner) ? inner.elements : undefined;
}

/**
 * The session of the entry a `route()` call registers: named directly (`orderApi.confirm`),
 * or a loop's variable over entries (`for (const endpoint of [orderApi.a, orderApi.b])`,
 * `for (const [endpoint, channel] of [[orderApi.a, 1], …])`), whose entries must agree.
 */
function entrySession(entry: ts.Expression, sessions: Map<string, string>): string | undefined {
  const direct = sessions.get(entry.getText());
  if (direct !== undefined || !ts.isIdentifier(entry)) return direct;
  for (let up: ts.Node | undefined = entry.parent; up; up = up.parent) {
    if (!ts.isForOfStatement(up) || !ts.isVariableDeclarationList(up.initializer)) continue;
    const name = up.initializer.declarations[0]?.name;
    if (!name) continue;
    // -1: the loop's variable is the entry itself; n: the n-th of a destructured element.
    let position: number | undefined;
    if (ts.isIdentifier(name)) position = name.text === entry.text ? -1 : undefined;
    else if (ts.isArrayBindingPattern(name)) {
      const index = name.elements.findIndex(
        (e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === entry.text,
      );
      position = index >= 0 ? index : undefined;
    }
    if (position === undefined) continue;
    const found = new Set(
      (elementsOf(up.expression) ?? []).map((element) => {
        const named = position === -1 ? element : elementsOf(element)?.[position];
        return named ? sessions.get(named.getText()) : undefined;
      }),
    );
    return found.size === 1 ? [...found][0] : undefined;
  }
  return undefined;
}

/**
 * The session declared by the route whose handler holds `node`: its options' `config.session`,
 * or its contract entry's `session` (`route(app, entry, handler)`); `null` when `node` is in
 * no route's handler.
 */
function routeSessionOf(node: ts.Node, sessions: Map<string, string>): string | undefined | null {
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    if (!ts.isFunctionLike(up)) continue;
    const parent: ts.Node = up.parent;
    if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'handler') {
      return ts.isObjectLiteralExpression(parent.parent) ? declaredSession(parent.parent) : null;
    }
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'route' &&
      parent.arguments[2] === up
    ) {
      const entry = parent.arguments[1];
      const session = entry ? entrySession(entry, sessions) : undefined;
      return session === 'none' ? undefined : session;
    }
    if (
      ts.isCallExpression(parent) &&
      ts.isPropertyAccessExpression(parent.expression) &&
      ROUTE_METHODS.has(parent.expression.name.text) &&
      parent.arguments.at(-1) === up
    ) {
      const options = parent.arguments[1];
      return options && ts.isObjectLiteralExpression(options) ? declaredSession(options) : null;
    }
  }
  return null;
}

/** The `config.session` an options object literal declares. */
function declaredSession(options: ts.ObjectLiteralExpression): string | undefined {
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'config') continue;
    if (!ts.isObjectLiteralExpression(property.initializer)) return undefined;
    for (const inner of property.initializer.properties) {
      if (ts.isPropertyAssignment(inner) && inner.name.getText() === 'session') {
        return ts.isStringLiteral(inner.initializer) ? inner.initializer.text : undefined;
      }
    }
  }
  return undefined;
}

/**
 * In a source: reads of the caller that are not in the handler of a route declaring the
 * session they read, and the calls of the guard functions themselves (`legacy`).
 */
function undeclaredReads(fileName: string, text: string, sessions: Map<string, string>) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const wrong: number[] = [];
  let reads = 0;
  let legacy = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (LEGACY.has(name) && routeSessionOf(node, sessions) !== null) legacy += 1;
      const wanted = READERS[name];
      if (wanted) {
        reads += 1;
        if (routeSessionOf(node, sessions) !== wanted) {
          wrong.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { reads, legacy, wrong };
}

describe('the modules’ routes', () => {
  it('read the caller only in the handler of a route that declares that session', async () => {
    const sessions = await entrySessions();
    const wrong: string[] = [];
    const legacy: string[] = [];
    let reads = 0;
    for (const file of moduleSources()) {
      const text = readFileSync(file, 'utf8');
      const found = undeclaredReads(file, text, sessions);
      reads += found.reads;
      const name = path.relative(path.resolve(import.meta.dirname, '..'), file);
      for (const line of found.wrong) wrong.push(`${name}:${line}`);
      for (let i = 0; i < found.legacy; i += 1) legacy.push(name);
    }
    expect(reads).toBeGreaterThan(40);
    expect(wrong, 'session reads without the route declaring that session').toEqual([]);
    // No handler calls the guard itself: every route declares its session.
    expect(legacy, 'handlers calling requireSession / optionalSession themselves').toEqual([]);
  });

  it('the check finds a read outside a declaring route', () => {
    const text = [
      "app.get(url, { config: { session: 'required' } }, async (r) => ok(sessionOf(r)));",
      'app.get(url, { schema }, async (r) => ok(sessionOf(r)));',
      "app.get(url, { config: { session: 'required' } }, async (r) => ok(optionalSessionOf(r)));",
      'function helper(r) { return sessionOf(r); }',
      "app.route({ method: 'GET', url, config: { session: 'optional' }, handler: async (r) => optionalSessionOf(r) });",
      'app.get(url, { schema }, async (r) => ok(await requireSession(deps, r)));',
      'route(app, xApi.signedIn, async (r) => ok(sessionOf(r)));',
      'route(app, xApi.open, async (r) => ok(sessionOf(r)), { bodyLimit: 1 });',
      'route(app, xApi.maybe, (r) => ok(optionalSessionOf(r)));',
      'route(app, xApi.maybe, (r) => ok(sessionOf(r)));',
    ].join('\n');
    const sessions = new Map([
      ['xApi.signedIn', 'required'],
      ['xApi.open', 'none'],
      ['xApi.maybe', 'optional'],
    ]);
    expect(undeclaredReads('x.ts', text, sessions)).toEqual({
      reads: 9,
      legacy: 1,
      wrong: [2, 3, 4, 8, 10],
    });
  });
});
