#!/usr/bin/env node
// Paper-lottery benchmark (`pnpm bench:paper [--stock=1000000] [--searches=200]
// [--clients=64] [--small=200]`): a benchmark, not a test. Runs
// apps/server/src/bench-paper.ts with tsx (see there for what it measures).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../apps/server', import.meta.url));
const run = spawnSync(
  join(server, 'node_modules/.bin/tsx'),
  [join(server, 'src/bench-paper.ts'), ...process.argv.slice(2)],
  { cwd: server, stdio: 'inherit' },
);
process.exit(run.status ?? 2);
