import { JOB_NAMES, JOB_REGISTRY, isJobName, jobIntervalMs, type JobName } from '../jobs/registry';
import { systemClock } from '../providers/clock';
import { positiveId, type Command, type CommandContext } from './command';
import { PROBES } from '../modules/ops';

const TASKS = `tasks: ${JOB_NAMES.join(', ')}`;

function seconds(now: Date, since: Date | null): string {
  return since ? String(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000))) : '-';
}

const count = (n: number) => (Number.isFinite(n) ? String(n) : 'all');

/** The task named by the first positional, or undefined (refused by the caller). */
function taskOf({ input }: CommandContext): JobName | undefined {
  const [name] = input.positionals;
  return name !== undefined && isJobName(name) ? name : undefined;
}

export const jobsListCommand: Command = {
  name: 'jobs list',
  summary: `the job registry (src/jobs/registry.ts): one tab-separated line per task: name,
module, period in ms (as this environment configures it; 0 not scheduled), rows
per run, attempts before a row is given up (never), lag in seconds (age of the
oldest due row; - none due or the task keeps no rows), rows given up (- never
gives up), key`,
  async run({ config, open, out }) {
    const { db } = await open();
    const now = systemClock.now();
    let givenUpTotal = 0;
    for (const name of JOB_NAMES) {
      const spec = JOB_REGISTRY[name];
      const probe = PROBES[name];
      const since = probe.dueSince ? await probe.dueSince(db.orm, now) : null;
      const givenUp = probe.givenUp ? (await probe.givenUp(db.orm, now)).length : undefined;
      givenUpTotal += givenUp ?? 0;
      out(
        [
          name,
          spec.module,
          jobIntervalMs(name, config),
          count(spec.limit),
          Number.isFinite(spec.attempts) ? spec.attempts : 'never',
          seconds(now, since),
          givenUp ?? '-',
          spec.key,
        ].join('\t'),
      );
    }
    console.error(`jobs list: ${JOB_NAMES.length} task(s), ${givenUpTotal} row(s) given up`);
    return 0;
  },
};

export const jobsDeadCommand: Command = {
  name: 'jobs dead',
  positionals: 1,
  args: '[<task>]',
  summary: `the rows the tasks gave up on (one task's with <task>), oldest first; one
tab-separated line each: task, row id, attempts, what waits for it; ${TASKS}`,
  async run(ctx) {
    const task = taskOf(ctx);
    if (ctx.input.positionals.length > 0 && !task)
      return ctx.refuse('a task of the registry is required');
    const { db } = await ctx.open();
    const now = systemClock.now();
    let total = 0;
    for (const name of task ? [task] : JOB_NAMES) {
      const rows = (await PROBES[name].givenUp?.(db.orm, now)) ?? [];
      total += rows.length;
      for (const row of rows) ctx.out([name, row.id, row.attempts, row.detail].join('\t'));
    }
    console.error(`jobs dead: ${total} row(s) given up`);
    return 0;
  },
};

export const jobsRetryCommand: Command = {
  name: 'jobs retry',
  positionals: 2,
  args: '<task> <id>',
  summary: `puts a row <task> gave up on back in its queue, due now with its attempts
counted anew; it is asked again with the same key (exit 1 when it is not one)`,
  async run(ctx) {
    const task = taskOf(ctx);
    if (!task) return ctx.refuse('a task of the registry is required');
    const id = positiveId(ctx.input.positionals[1]);
    if (id === undefined) return ctx.refuse('a row id is required');
    const { db } = await ctx.open();
    const retry = PROBES[task].retry;
    if (!retry || !(await retry(db.orm, id, systemClock.now()))) {
      console.error(`jobs retry: ${task} ${id} is not a row ${task} gave up on`);
      return 1;
    }
    ctx.out(`jobs retry: ${task} ${id} is due again (key ${JOB_REGISTRY[task].key})`);
    return 0;
  },
};
