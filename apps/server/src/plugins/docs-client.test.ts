import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SANDBOX_CAPTCHA_TOKEN } from '@veso/contract';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, md5 } from '../modules/auth/auth-test-kit';
import type { TestApp } from '../test/test-app';
import { openDocsApp, packageBin, runNode, type OpenApiDocument } from './docs-test-kit';

const TIMEOUT = 120_000;

/**
 * A partner's program typed only by the `paths` that openapi-typescript generates from the
 * served document: a typed fetch wrapper and four real calls. Plain erasable TypeScript,
 * no Node types: it needs only `fetch`.
 */
const CLIENT = `import type { paths } from './api.ts';

type Method = 'get' | 'post';
type Op<P extends keyof paths, M extends Method> = Exclude<paths[P][M], undefined>;
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
export type Ok<P extends keyof paths, M extends Method> =
  Op<P, M> extends { responses: { 200: infer R } } ? Json<R> : never;
export type Body<P extends keyof paths, M extends Method> =
  Op<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type Params<P extends keyof paths, M extends Method> =
  Op<P, M> extends { parameters: infer A } ? A : never;
type Init<P extends keyof paths, M extends Method> = {
  query?: Params<P, M> extends { query?: infer Q } ? Q : never;
  headers?: Params<P, M> extends { header?: infer H } ? H : never;
  body?: Body<P, M>;
  token?: string;
};

/** One typed call: the path, its query, headers and body, and its 200 answer. */
export async function call<M extends Method, P extends PathWith<M>>(
  base: string,
  method: M,
  path: P,
  init: Init<P, M> = {},
): Promise<Ok<P, M>> {
  const url = new URL(path, base);
  const query = (init.query ?? {}) as Record<string, string | number | boolean>;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers['x-access-token'] = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as Ok<P, M>;
}

export type Account = { msisdn: string; passwordMd5: string; captcha: string };

/** Health, app config, sign-in, then the signed-in account. */
export async function scenario(base: string, account: Account) {
  const health = await call(base, 'get', '/api/healthz');
  const config = await call(base, 'get', '/api/customer/get_config_v2', {
    query: { os_type: 0, current_version: 61 },
  });
  const signin: Body<'/api/auth/signin', 'post'> = {
    msisdn: account.msisdn,
    password: account.passwordMd5, // PASSWORD FIELD
    requestId: '1700000000001',
  };
  const session = await call(base, 'post', '/api/auth/signin', {
    body: signin,
    headers: { captcha: account.captcha },
  });
  const token: string = session.data?.session ?? ''; // SESSION FIELD
  const me = await call(base, 'get', '/api/auth/info', { token });
  const status: 'ok' | undefined = health.data?.status;
  return {
    health: { code: health.code, status },
    config: { code: config.code, hasOrderConfig: config.data?.orderConfig !== undefined },
    signin: { code: session.code, token },
    me: { code: me.code, accountId: me.data?.account_id, canBuy: me.data?.canBuy },
  };
}
`;

/** The same program with one mistake each, which the generated types must refuse. */
const WRONG_VARIANTS: Record<string, [string, string]> = {
  'wrong-body.ts': [
    'password: account.passwordMd5, // PASSWORD FIELD',
    'pasword: account.passwordMd5,',
  ],
  'wrong-field.ts': ['session.data?.session ??', 'session.data?.sessionToken ??'],
  'wrong-query.ts': ['os_type: 0,', "os_type: 'android',"],
};

let t: TestApp & { doc: OpenApiDocument };
let dir: string;
beforeAll(async () => {
  t = await openDocsApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'veso-openapi-client-'));
}, TIMEOUT);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the served document', () => {
  it(
    'type-checks with tsc --strict, refuses a misspelt field, and its calls work',
    async () => {
      const types = astToString(await openapiTS(t.doc as unknown as OpenAPI3));
      expect(types).toContain('export interface paths');
      expect(types).toContain('"/api/auth/signin"');
      await writeFile(path.join(dir, 'api.ts'), types);
      await writeFile(path.join(dir, 'client.ts'), CLIENT);
      for (const [file, [right, wrong]] of Object.entries(WRONG_VARIANTS)) {
        expect(CLIENT, file).toContain(right);
        await writeFile(path.join(dir, file), CLIENT.replace(right, wrong));
      }
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2022', 'dom'],
            types: [],
            allowImportingTsExtensions: true,
            verbatimModuleSyntax: true,
            erasableSyntaxOnly: true,
            noUncheckedIndexedAccess: true,
            skipLibCheck: false,
          },
          files: ['api.ts', 'client.ts', ...Object.keys(WRONG_VARIANTS)],
        }),
      );

      const tsc = await runNode(
        packageBin('typescript', 'tsc'),
        ['-p', 'tsconfig.json', '--pretty', 'false'],
        {
          cwd: dir,
        },
      );
      const errors = tsc.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      // The right program and the generated types type-check; each wrong variant fails
      // exactly where its mistake is.
      expect(
        errors.filter((line) => !/^wrong-/.test(line)),
        tsc.stdout,
      ).toEqual([]);
      expect(tsc.code).not.toBe(0);
      const errorsOf = (file: string) => errors.filter((line) => line.startsWith(`${file}(`));
      expect(errorsOf('wrong-body.ts').join('\n')).toMatch(/'pasword'/);
      expect(errorsOf('wrong-field.ts').join('\n')).toMatch(/'sessionToken'/);
      expect(errorsOf('wrong-query.ts').join('\n')).toMatch(
        /'string' is not assignable to type 'number'/,
      );
      for (const file of Object.keys(WRONG_VARIANTS)) expect(errorsOf(file), file).toHaveLength(1);

      // The same program runs against the app over HTTP.
      const account = await createAccount(t, { fullname: 'Khách Đối Tác', birthday: '1990-05-01' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const client = (await import(pathToFileURL(path.join(dir, 'client.ts')).href)) as {
        scenario(base: string, account: unknown): Promise<Record<string, Record<string, unknown>>>;
      };
      const result = await client.scenario(`http://127.0.0.1:${port}`, {
        msisdn: account.msisdn,
        passwordMd5: md5(account.password),
        captcha: SANDBOX_CAPTCHA_TOKEN,
      });
      expect(result).toEqual({
        health: { code: 0, status: 'ok' },
        config: { code: 0, hasOrderConfig: true },
        signin: { code: 0, token: expect.stringMatching(/.{16,}/) },
        me: { code: 0, accountId: account.msisdn, canBuy: true },
      });
    },
    TIMEOUT,
  );
});
