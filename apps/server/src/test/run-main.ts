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

/** How long a server start may take before its test fails (see `waitForReady`). */
export const READY_TIMEOUT_MS = 180_000;

/**
 * Waits until the process prints `pattern`; fails with its output if it exits or times out
 * (by default after {@link READY_TIMEOUT_MS}: most waits are for a start).
 */
export function waitForOutput(
  run: MainRun,
  pattern: RegExp,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<RegExpMatchArray> {
  // Looks again on every chunk the process writes (after the run's own listener kept it)
  // and once it has exited and its output is closed: no poll, the line is seen the moment
  // it is written.
  return new Promise((resolve, reject) => {
    const streams = [run.child.stdout, run.child.stderr].filter((s) => s !== null);
    const stop = () => {
      clearTimeout(timer);
      for (const stream of streams) stream.off('data', look);
      run.child.off('close', closed);
    };
    const fail = () => {
      stop();
      reject(new Error(`Did not see ${pattern} in:\n${run.output()}`));
    };
    function look() {
      const match = run.output().match(pattern);
      if (!match) return false;
      stop();
      resolve(match);
      return true;
    }
    function closed() {
      if (!look()) fail();
    }
    const timer = setTimeout(fail, timeoutMs);
    for (const stream of streams) stream.on('data', look);
    run.child.on('close', closed);
    if (look()) return;
    const ended = run.child.exitCode !== null || run.child.signalCode !== null;
    if (ended && streams.every((stream) => stream.closed)) fail();
  });
}

/** The base URL the server prints once it listens (`VESO_READY http://127.0.0.1:PORT`). */
export async function waitForReady(run: MainRun): Promise<string> {
  // A first start on an empty PGlite migrates, seeds and draws a year: beside the rest of
  // the test run on a 2-core machine that took more than 75 s (29/11), never a hang.
  const [, base] = await waitForOutput(
    run,
    /^VESO_READY (http:\/\/127\.0\.0\.1:\d+)$/m,
    READY_TIMEOUT_MS,
  );
  if (!base) throw new Error(`No VESO_READY URL in:\n${run.output()}`);
  return base;
}
