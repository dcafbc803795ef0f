import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ROOT } from '../server-root';

/** A real server process started from `src/main.ts`, as the start script would. */
export type MainRun = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts `src/main.ts` with only the given environment (plus NODE_ENV=production). */
export function runMain(env: Record<string, string>): MainRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the process prints `pattern`; fails with its output if it exits or times out. */
export async function waitForOutput(
  run: MainRun,
  pattern: RegExp,
  timeoutMs = 75_000,
): Promise<RegExpMatchArray> {
  const start = Date.now();
  for (;;) {
    const match = run.output().match(pattern);
    if (match) return match;
    if (run.child.exitCode !== null || Date.now() - start > timeoutMs) {
      throw new Error(`Did not see ${pattern} in:\n${run.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The base URL the server prints once it listens (`VESO_READY http://127.0.0.1:PORT`). */
export async function waitForReady(run: MainRun): Promise<string> {
  const [, base] = await waitForOutput(run, /^VESO_READY (http:\/\/127\.0\.0\.1:\d+)$/m);
  if (!base) throw new Error(`No VESO_READY URL in:\n${run.output()}`);
  return base;
}
