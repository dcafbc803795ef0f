import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import { createTestApp, type TestApp } from '../test/test-app';
import { VNPAY_SANDBOX_KEYS } from '../env';

/** Helpers of the docs suites: the served OpenAPI document and the tools that read it. */

export type OpenApiOperation = {
  operationId?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: Array<{ url: string }>;
  components?: { securitySchemes?: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, OpenApiOperation>>;
};

/** A sandbox app (every route registered) on a fresh database, and its served document. */
export async function openDocsApp(): Promise<TestApp & { doc: OpenApiDocument }> {
  // With VNPay, so its notification and return routes are documented (and fuzzed) too.
  const gateways = { vnpay: { ...VNPAY_SANDBOX_KEYS } };
  const t = await createTestApp({ config: { sandbox: true, gateways } });
  try {
    await t.app.ready();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json: ${res.statusCode}`);
    return { ...t, doc: res.json() as OpenApiDocument };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** Every operation of a document as `METHOD /path` with the operation. */
export function operationsOf(doc: OpenApiDocument): Array<[string, OpenApiOperation]> {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]): [string, OpenApiOperation] => [
      `${method.toUpperCase()} ${url}`,
      op,
    ]),
  );
}

const requireFromServer = createRequire(path.join(SERVER_ROOT, 'package.json'));

/** The JavaScript file of a package's bin, run with this Node (no shell, any OS). */
export function packageBin(packageName: string, bin: string): string {
  const manifestPath = requireFromServer.resolve(`${packageName}/package.json`);
  const manifest = requireFromServer(manifestPath) as { bin: Record<string, string> };
  const file = manifest.bin[bin];
  if (!file) throw new Error(`${packageName} has no bin ${bin}`);
  return path.join(path.dirname(manifestPath), file);
}

/** Runs a Node script; resolves with its exit code and output whatever the code. */
export function runNode(
  script: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 110_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (code === null) reject(error ?? new Error('no exit code'));
        else resolve({ code, stdout, stderr });
      },
    );
  });
}
