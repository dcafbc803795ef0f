import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED } from './docs-paths';

/**
 * The contract's endpoint table is the one place an API path is written: the server
 * registers its routes from it (`route()`), the client calls through it (`fromEndpoint`,
 * `callEndpoint`). This scan finds what would bring a second copy back, in the apps',
 * packages' and tooling's own code (not their tests: a test addresses the published API
 * by its literal path on purpose, so a changed path fails it):
 * - a string literal starting with `/api`;
 * - a call with its answer's type written at the call site (`client.post<Order>(…)`);
 * - a server route registered by hand (`app.get(…)`, `app.route({…})`).
 * `@veso/contract` and `@veso/api-client` are where paths and the one typed call live.
 */

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /(?:\.(?:test|spec|stories)\.[cm]?[jt]sx?|test-kit\.ts|-kit\.ts)$/;
const SKIPPED_DIRS = new Set([
  ...GENERATED,
  // Browser tests and the spec-conformance suites: callers of the published API.
  'e2e',
  'spec-conformance',
  'test',
]);

/** The folders where paths and the typed call are written: nothing there is scanned. */
export const CONTRACT_DIRS = ['packages/contract', 'packages/api-client'];

/** A line without its comment: `//` after code or at the start, or inside a block comment. */
function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
}

const API_LITERAL = /['"`]\/api(?:[/'"`?]|$)/;
const TYPED_CALL = /\.(?:get|post|put|delete)<[^>(]*>\(/;
const HAND_ROUTE = /\b(?:app|instance|fastify|server)\.(?:get|post|put|delete|patch|route)\(/;

/** What the scan finds in one text, as `line: rule: text`. `server` adds the route rule. */
export function apiCallProblems(text: string, options: { server?: boolean } = {}): string[] {
  return text.split('\n').flatMap((line, i) => {
    const code = codeOf(line);
    const found: string[] = [];
    if (API_LITERAL.test(code)) found.push('API path literal');
    if (TYPED_CALL.test(code)) found.push('answer typed at the call site');
    if (options.server && HAND_ROUTE.test(code)) found.push('route registered by hand');
    return found.map((rule) => `${i + 1}: ${rule}: ${line.trim()}`);
  });
}

/** The files the scan reads under a folder: sources, not tests, stories or fixtures' tests. */
export function scannedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return scannedSources(full);
    return SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}
