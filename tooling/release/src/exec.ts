import { spawn } from 'node:child_process';

export type RunOptions = {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Kill the command after this many ms; default 180 s. */
  timeoutMs?: number;
};

/**
 * The environment of this process without what a package manager running us injects
 * (`npm_config_*`, `pnpm_config_*`, `npm_package_*`, `TURBO_*`, …): a child npm or pnpm must read
 * only the config the test gives it.
 */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_config_)/i.test(key) || key === 'INIT_CWD' || key.startsWith('TURBO_'))
      continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * Runs a command without a shell, asynchronously (the event loop stays free), and
 * resolves with its stdout; rejects with the command line and all its output when it
 * fails or times out.
 */
export function run(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 180_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else {
        const line = [command, ...args].join(' ');
        reject(
          new Error(
            `${line} (in ${options.cwd}) failed: ${signal ?? `exit ${code}`}\n${stdout}\n${stderr}`,
          ),
        );
      }
    });
  });
}
