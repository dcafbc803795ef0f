import type { Orm } from '../../db/database';
import type { JobName } from '../../jobs/registry';
import { drawsDueSince } from '../draws';
import { expiredGroups } from '../group-play';
import { withdrawalDueSince } from '../xskt';
import { givenUpPrints, printableTickets, unprintableTickets, retryPrint } from '../printing';
import { pendingRefunds, reconcileDueSince } from '../payments';
import { givenUpSettlements, pendingSettlements, retrySettlement } from '../settlement';
import { dueSubscriptions } from '../subscriptions';
import { givenUpPayouts, heldWithdrawals, retryPayout } from '../withdraw';

/**
 * How the operator commands and the metrics read each task of the job registry
 * (`src/jobs/registry.ts`): its lag, its depth, its given-up rows and their retry, with the
 * same due condition its claim uses (the modules' repos).
 */

/** A row a task gave up on: its id, attempts, and a tab-separated detail. */
export type GivenUpRow = { id: number; attempts: number; detail: string };

export type Probe = {
  /** When the oldest due row fell due (null: none due); absent: the task keeps no rows. */
  dueSince?: (orm: Orm, now: Date) => Promise<Date | null>;
  /** How many rows are due (leased ones included); absent: not counted (a task without a leased queue). */
  depth?: (orm: Orm, now: Date) => Promise<number>;
  /** The rows it gave up on; absent: it never gives up. */
  givenUp?: (orm: Orm, now: Date) => Promise<GivenUpRow[]>;
  /** Puts a given-up row back in the queue, due now; false when it is not one. */
  retry?: (orm: Orm, id: number, now: Date) => Promise<boolean>;
};

/** Every task's probe: a task added to the registry without one does not compile. */
export const PROBES: Record<JobName, Probe> = {
  draws: { dueSince: drawsDueSince },
  'xskt-delivery': {},
  // The emulators keep their IPNs in memory (sandbox only): no rows to probe.
  'gateway-emulators': {},
  'payment-reconcile': { dueSince: reconcileDueSince },
  'payment-refunds': { dueSince: pendingRefunds.dueSince, depth: pendingRefunds.dueCount },
  'xskt-withdrawal': { dueSince: withdrawalDueSince },
  subscriptions: { dueSince: dueSubscriptions.dueSince, depth: dueSubscriptions.dueCount },
  'group-deadlines': { dueSince: expiredGroups.dueSince, depth: expiredGroups.dueCount },
  printing: {
    dueSince: printableTickets.dueSince,
    depth: printableTickets.dueCount,
    givenUp: async (orm, now) =>
      (await givenUpPrints(orm, now)).map((t) => ({
        id: t.id,
        attempts: t.attempts,
        detail: `refunded at ${t.dueAt?.toISOString() ?? '-'} unless printed`,
      })),
    retry: retryPrint,
  },
  refunds: { dueSince: unprintableTickets.dueSince, depth: unprintableTickets.dueCount },
  settlement: {
    dueSince: pendingSettlements.dueSince,
    depth: pendingSettlements.dueCount,
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
    depth: heldWithdrawals.dueCount,
    givenUp: async (orm) =>
      (await givenUpPayouts(orm)).map((p) => ({
        id: p.id,
        attempts: p.attempts,
        detail: [p.msisdn, p.amount, p.fee, p.reason ?? '-'].join('\t'),
      })),
    retry: retryPayout,
  },
};
