import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import type { MainRun } from './run-main';

/** The built server and CLI (`pnpm build` in apps/server; `./veso test` builds them first). */
export const BUILT_MAIN = path.join(SERVER_ROOT, 'dist/main.js');
export const BUILT_CLI = path.join(SERVER_ROOT, 'dist/cli.js');

/** Fails with what to do when the server was not built. */
export function requireBuild(): void {
  for (const file of [BUILT_MAIN, BUILT_CLI]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`pnpm build\` in apps/server first`);
    }
  }
}

/**
 * Starts the built server (`node dist/main.js`) with only `env` (plus PATH), as a
 * deployment would; its output is kept for the test's assertions.
 */
export function runBuilt(env: Record<string, string>): MainRun {
  requireBuild();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** `node dist/cli.js ...args` with `env`: its exit status and output. */
export function runBuiltCli(
  args: string[],
  env: Record<string, string>,
): { status: number | null; output: string } {
  requireBuild();
  const run = spawnSync(process.execPath, [BUILT_CLI, ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
