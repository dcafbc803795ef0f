import type { Orm } from './db/database';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { cliConfig } from './cli-config';
import {
  JOB_NAMES,
  JOB_REGISTRY,
  isJobName,
  jobIntervalMs,
  type JobName,
  type JobSpec,
} from './jobs/registry';
import { drawsDueSince } from './modules/draws/repo';
import { expiredGroups } from './modules/group-play/repo';
import { withdrawalDueSince } from './modules/paper-stock/repo';
import {
  givenUpPrints,
  printableTickets,
  unprintableTickets,
  retryPrint,
} from './modules/printing/repo';
import { givenUpSettlements, pendingSettlements, retrySettlement } from './modules/settlement/repo';
import { dueSubscriptions } from './modules/subscriptions/repo';
import { givenUpPayouts, heldWithdrawals, retryPayout } from './modules/withdraw/repo';
import { systemClock } from './providers/clock';

/**
 * The operators' view of the job registry (`src/jobs/registry.ts`): `cli.js jobs list`,
 * `jobs dead [<task>]`, `jobs retry <task> <id>`. Each task's probe reads its queue with
 * the same due condition its claim uses (the modules' repos).
 */

/** A row a task gave up on: its id, attempts, and a tab-separated detail. */
type GivenUpRow = { id: number; attempts: number; detail: string };

type Probe = {
  /** When the oldest due row fell due (null: none due); absent: the task keeps no rows. */
  dueSince?: (orm: Orm, now: Date) => Promise<Date | null>;
  /** The rows it gave up on; absent: it never gives up. */
  givenUp?: (orm: Orm, now: Date) => Promise<GivenUpRow[]>;
  /** Puts a given-up row back in the queue, due now; false when it is not one. */
  retry?: (orm: Orm, id: number, now: Date) => Promise<boolean>;
};

/** Every task's probe: a task added to the registry without one does not compile. */
const PROBES: Record<JobName, Probe> = {
  draws: { dueSince: drawsDueSince },
  'xskt-delivery': {},
  'xskt-withdrawal': { dueSince: withdrawalDueSince },
  subscriptions: { dueSince: dueSubscriptions.dueSince },
  'group-deadlines': { dueSince: expiredGroups.dueSince },
  printing: {
    dueSince: printableTickets.dueSince,
    givenUp: async (orm, now) =>
      (await givenUpPrints(orm, now)).map((t) => ({
        id: t.id,
        attempts: t.attempts,
        detail: `refunded at ${t.dueAt?.toISOString() ?? '-'} unless printed`,
      })),
    retry: retryPrint,
  },
  refunds: { dueSince: unprintableTickets.dueSince },
  settlement: {
    dueSince: pendingSettlements.dueSince,
    givenUp: async (orm) =>
      (await givenUpSettlements(orm)).map((s) => ({
        id: s.id,
        attempts: s.attempts,
        detail: `${s.product} #${s.drawCode} not settled: ${s.failureReason ?? '-'}`,
      })),
    retry: retrySettlement,
  },
  payout: {
    dueSince: heldWithdrawals.dueSince,
    givenUp: async (orm) =>
      (await givenUpPayouts(orm)).map((p) => ({
        id: p.id,
        attempts: p.attempts,
        detail: [p.msisdn, p.amount, p.fee, p.reason ?? '-'].join('\t'),
      })),
    retry: retryPayout,
  },
};

export const JOBS_USAGE = `  jobs list
            the job registry (src/jobs/registry.ts): one tab-separated line per task: name, module, period in ms
            (as this environment configures it; 0 not scheduled), rows per run, attempts
            before a row is given up (never), lag in seconds (age of the oldest due row;
            - none due or the task keeps no rows), rows given up (- never gives up), key
  jobs dead [<task>]
            the rows the tasks gave up on (one task's with <task>), oldest first; one
            tab-separated line each: task, row id, attempts, what waits for it
  jobs retry <task> <id>
            puts a row <task> gave up on back in its queue, due now with its attempts
            counted anew; it is asked again with the same key (exit 1 when it is not one)
`;

function seconds(now: Date, since: Date | null): string {
  return since ? String(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000))) : '-';
}

const count = (n: number) => (Number.isFinite(n) ? String(n) : 'all');

/** Runs `jobs <sub-command>`; resolves with the process exit code. */
export async function runJobsCommand(
  args: string[],
  env: Record<string, string | undefined> | undefined,
  out: (line: string) => void,
): Promise<number> {
  const [command, taskArg, idArg] = args;
  const usage = `Usage: node dist/cli.js jobs list | jobs dead [<task>] | jobs retry <task> <id>\ntasks: ${JOB_NAMES.join(', ')}`;
  if (command !== 'list' && command !== 'dead' && command !== 'retry') {
    console.error(`Unknown command "jobs${command ? ` ${command}` : ''}"\n\n${usage}`);
    return 1;
  }
  if ((command === 'retry' || taskArg !== undefined) && !(taskArg && isJobName(taskArg))) {
    console.error(`jobs ${command}: a task of the registry is required\n\n${usage}`);
    return 1;
  }
  const id = Number(idArg);
  if (command === 'retry' && !(Number.isSafeInteger(id) && id > 0)) {
    console.error(`jobs retry: a row id is required\n\n${usage}`);
    return 1;
  }
  const config = cliConfig(env);
  if (!config) return 1;
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    const now = systemClock.now();
    if (command === 'list') {
      let givenUpTotal = 0;
      for (const name of JOB_NAMES) {
        const spec: JobSpec = JOB_REGISTRY[name];
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
    }
    const task = taskArg as JobName | undefined;
    if (command === 'dead') {
      let total = 0;
      for (const name of task ? [task] : JOB_NAMES) {
        const rows = (await PROBES[name].givenUp?.(db.orm, now)) ?? [];
        total += rows.length;
        for (const row of rows) out([name, row.id, row.attempts, row.detail].join('\t'));
      }
      console.error(`jobs dead: ${total} row(s) given up`);
      return 0;
    }
    const retry = PROBES[task as JobName].retry;
    if (!retry || !(await retry(db.orm, id, now))) {
      console.error(`jobs retry: ${task} ${id} is not a row ${task} gave up on`);
      return 1;
    }
    out(`jobs retry: ${task} ${id} is due again (key ${JOB_REGISTRY[task as JobName].key})`);
    return 0;
  } catch (error) {
    console.error(`jobs ${command} failed:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}
