#!/usr/bin/env node
// Records the API document's examples: runs the server's test suites with
// VESO_RECORD_EXAMPLES set (each test process keeps the first OK call of every operation it
// makes: plugins/answer-check.ts), then writes them, one per operation, to
// apps/server/src/plugins/openapi-examples.json. An operation no suite called this time keeps
// its earlier example (listed); the docs test fails on an operation without one.
//
// The suites' outcome does not stop the writing (only OK answers are recorded, and the docs
// test fails while an operation lacks its example); a failed run still exits non-zero.
//
// Usage: pnpm openapi:examples [vitest file filters…]   (TEST_DATABASE_URL adds PostgreSQL)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const server = join(root, 'apps/server');
const target = join(server, 'src/plugins/openapi-examples.json');
const dir = mkdtempSync(join(tmpdir(), 'veso-examples-'));

try {
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
    cwd: server,
    stdio: 'inherit',
    env: { ...process.env, VESO_RECORD_EXAMPLES: dir },
  });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
  const recorded = {};
  for (const file of readdirSync(dir).sort()) {
    const examples = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, example] of Object.entries(examples)) recorded[key] ??= example;
  }
  const before = JSON.parse(readFileSync(target, 'utf8'));
  const kept = Object.keys(before).filter((key) => !(key in recorded));
  const merged = { ...before, ...recorded };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key]]),
  );
  writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
  // The repository's formatting (format:check reads the file too).
  spawnSync('pnpm', ['exec', 'prettier', '--write', target], { cwd: root, stdio: 'inherit' });
  console.log(
    `openapi:examples: ${Object.keys(recorded).length} operations recorded, ${kept.length} kept from before${kept.length ? `: ${kept.join(', ')}` : ''}.`,
  );
  if (process.exitCode) console.error('openapi:examples: some suites failed (see above).');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
