import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { manualClock } from '../providers/clock';
import { TEST_NOW, openTestDb, testConfig } from '../test/test-app';
import type { ServerConfig } from '../env';
import { jobsPlugin, type ScheduledJob } from './plugin';
import { JOB_NAMES, JOB_REGISTRY, jobIntervalMs, type JobName } from './registry';
import { VNPAY_SANDBOX_KEYS } from '../env';

/**
 * One job registry. Every task the code runs is in the registry, only the
 * jobs plugin starts timers, and the app schedules exactly the registry's tasks.
 */

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    const test = /(\.test|-test-kit|\.fixture)\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !test ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/**
 * The files that may start timers: the scheduler and the jobs plugin, and one timer that is
 * not a job: the Keno live hub's poll runs only while a stream listens, to
 * step that stream's reveal (it writes nothing).
 */
const TIMERS_ALLOWED = new Set(['jobs/schedule.ts', 'jobs/plugin.ts', 'modules/keno/live-hub.ts']);

/** The names of the job queues the source defines (`name: '…'` beside a `claim`). */
function queueNames(text: string): string[] {
  return [...text.matchAll(/name: '([^']+)',\s*\n\s*claim:/g)].map((m) => m[1]!);
}

describe('the job registry', () => {
  it('holds every job queue the server defines', () => {
    const found = new Map<string, string>();
    for (const file of sources(SRC)) {
      for (const name of queueNames(readFileSync(file, 'utf8'))) found.set(name, rel(file));
    }
    // The scan itself finds the queues (it would pass vacuously otherwise).
    expect(found.get('payout')).toBe('modules/withdraw/service.ts');
    expect(found.get('printing')).toBe('modules/printing/service.ts');
    expect(found.size).toBeGreaterThanOrEqual(7);
    for (const [name, file] of found) {
      expect(JOB_NAMES, `queue "${name}" of ${file} is not in jobs/registry.ts`).toContain(name);
    }
  });

  it('finds a queue in a fixture and ignores other names', () => {
    const fixture = `return workQueue({\n    name: 'stray',\n    claim: (limit) => [],\n  });\nconst x = { name: 'other', value: 1 };`;
    expect(queueNames(fixture)).toEqual(['stray']);
  });

  it('names each task’s module, period variable, attempts, give-up rule and key', () => {
    const modules = new Set(readdirSync(path.join(SRC, 'modules')));
    for (const name of JOB_NAMES) {
      const spec = JOB_REGISTRY[name];
      expect(modules, name).toContain(spec.module);
      expect(spec.env, name).toMatch(/^VESO_[A-Z_]+_INTERVAL_MS$/);
      expect(spec.attempts, name).toBeGreaterThan(0);
      expect(spec.giveUp.length, name).toBeGreaterThan(0);
      expect(spec.key.length, name).toBeGreaterThan(0);
    }
    expect(new Set(JOB_NAMES.map((n) => JOB_REGISTRY[n].env)).size).toBe(JOB_NAMES.length);
  });
});

describe('the timers', () => {
  it('start only in the jobs plugin: no route plugin or module starts a schedule', () => {
    const starts: string[] = [];
    for (const file of sources(SRC)) {
      const name = rel(file);
      if (TIMERS_ALLOWED.has(name)) continue;
      const text = readFileSync(file, 'utf8');
      if (/\b(setInterval|scheduleJob)\(/.test(text)) starts.push(name);
      if (!name.startsWith('jobs/')) {
        if (/from '(\.\.\/)+jobs\/schedule'/.test(text))
          starts.push(`${name} imports jobs/schedule`);
      }
      if (name.endsWith('routes.ts') && /jobsPlugin|from '(\.\.\/)+jobs\/plugin'/.test(text)) {
        starts.push(`${name} registers the jobs plugin`);
      }
    }
    expect(starts).toEqual([]);
    // The scan reads the files that start timers.
    expect(readFileSync(path.join(SRC, 'jobs/plugin.ts'), 'utf8')).toMatch(/scheduleJob\(/);
    expect(readFileSync(path.join(SRC, 'app.ts'), 'utf8')).toMatch(/register\(jobsPlugin/);
  });
});

/** The tables whose rows a job claims: those with the lease columns (`db/job-columns.ts`). */
function leasedTables(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(path.join(SRC, 'db')).filter((f) => /^schema-.*\.ts$/.test(f))) {
    const text = readFileSync(path.join(SRC, 'db', file), 'utf8');
    for (const table of text.split(/(?=export const \w+ = pgTable\()/)) {
      const name = /^export const (\w+) = pgTable\(/.exec(table)?.[1];
      if (name && /\.\.\.(retry)?[lL]easeColumns\(\)/.test(table)) names.push(name);
    }
  }
  return names;
}

describe('the generic leased queue', () => {
  it('is how every job table is claimed, locked and released', () => {
    const tables = leasedTables();
    // The scan finds the job tables (it would pass vacuously otherwise).
    expect(tables).toEqual(expect.arrayContaining(['tickets', 'withdrawals', 'drawSettlements']));
    const queued = new Set<string>();
    const own: string[] = [];
    for (const file of sources(SRC)) {
      const name = rel(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/leasedQueue\((\w+),/g)) queued.add(m[1]!);
      if (name === 'jobs/lease.ts') continue;
      if (/\bclaimLeased\(/.test(text)) own.push(`${name} calls claimLeased`);
      for (const m of text.matchAll(/export (?:async )?function ((?:claim|lockHeld)\w*)/g)) {
        own.push(`${name} defines ${m[1]}`);
      }
    }
    expect(own).toEqual([]);
    for (const table of tables)
      expect([...queued], `no leasedQueue over ${table}`).toContain(table);
  });
});

describe('each task’s period', () => {
  const base = { nodeEnv: 'production', payoutIntervalMs: 5000 };
  it('is its own variable, else VESO_PAYOUT_INTERVAL_MS, else the registry’s default', () => {
    expect(jobIntervalMs('printing', base)).toBe(5000);
    expect(
      jobIntervalMs('printing', { ...base, jobIntervals: { VESO_PRINTING_INTERVAL_MS: 250 } }),
    ).toBe(250);
    expect(
      jobIntervalMs('printing', { ...base, jobIntervals: { VESO_PRINTING_INTERVAL_MS: 0 } }),
    ).toBe(0);
    expect(
      jobIntervalMs('refunds', { ...base, jobIntervals: { VESO_PRINTING_INTERVAL_MS: 250 } }),
    ).toBe(5000);
    expect(jobIntervalMs('payout', { ...base, payoutIntervalMs: 700 })).toBe(700);
    expect(jobIntervalMs('draws', { ...base, payoutIntervalMs: 700 })).toBe(5000);
    expect(jobIntervalMs('xskt-withdrawal', { ...base, payoutIntervalMs: 700 })).toBe(700);
  });

  it('is 0 under NODE_ENV=test for the tasks tests run by hand, unless given', () => {
    const test = { nodeEnv: 'test', payoutIntervalMs: 100 };
    expect(jobIntervalMs('draws', test)).toBe(0);
    expect(jobIntervalMs('xskt-delivery', test)).toBe(0);
    expect(jobIntervalMs('draws', test, 20)).toBe(20);
    expect(
      jobIntervalMs('xskt-withdrawal', {
        ...test,
        jobIntervals: { VESO_XSKT_WITHDRAWAL_INTERVAL_MS: 9 },
      }),
    ).toBe(9);
    expect(jobIntervalMs('settlement', test)).toBe(100);
    expect(jobIntervalMs('settlement', { nodeEnv: 'test' })).toBe(0);
  });
});

const HOUR = 3_600_000;

async function scheduledBy(
  config: Partial<ServerConfig>,
  intervals: Partial<Record<JobName, number>>,
) {
  const db = await openTestDb();
  let scheduled: ScheduledJob[] | undefined;
  const app = await buildApp({
    config: testConfig(config),
    db,
    clock: manualClock(TEST_NOW),
    jobs: { intervals, observe: (jobs) => (scheduled = jobs) },
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await db.dispose();
  }
  return scheduled;
}

describe('the jobs plugin of the app', () => {
  it('schedules every task of the registry in the sandbox, each at its own period', async () => {
    const intervals = Object.fromEntries(JOB_NAMES.map((name, i) => [name, HOUR + i]));
    // With VNPay configured, the sandbox runs its emulator (and its IPN retries) too.
    const gateways = { vnpay: { ...VNPAY_SANDBOX_KEYS } };
    const scheduled = await scheduledBy({ sandbox: true, gateways }, intervals);
    expect(scheduled).toEqual(JOB_NAMES.map((name, i) => ({ name, everyMs: HOUR + i })));
  });

  it('schedules no task without a provider, nor one whose period is 0', async () => {
    const intervals = Object.fromEntries(JOB_NAMES.map((name) => [name, HOUR]));
    const scheduled = await scheduledBy({}, { ...intervals, refunds: 0 });
    expect(scheduled?.map((job) => job.name)).toEqual([
      'draws',
      'xskt-withdrawal',
      'group-deadlines',
      'settlement',
    ]);
  });

  it('refuses to start with a period variable that names no task', async () => {
    const db = await openTestDb();
    try {
      const config = testConfig({ jobIntervals: { VESO_PRINTNG_INTERVAL_MS: 250 } });
      await expect(buildApp({ config, db, clock: manualClock(TEST_NOW) })).rejects.toThrow(
        'Unknown job period variable(s): VESO_PRINTNG_INTERVAL_MS',
      );
    } finally {
      await db.dispose();
    }
  });

  it('refuses a task whose runner has another name', async () => {
    const app = Fastify();
    const runner = { name: 'printer', close: async () => undefined };
    const tasks = Object.fromEntries(JOB_NAMES.map((name) => [name, undefined]));
    const registered = app.register(jobsPlugin, {
      tasks: { ...tasks, printing: { runner, run: async () => 0 } } as never,
      intervals: Object.fromEntries(JOB_NAMES.map((name) => [name, 0])) as never,
    });
    await expect(registered).rejects.toThrow('job printing: its runner is named "printer"');
    await app.close();
  });
});
