import type { Orm } from '../db/database';
import type { JobName } from '../jobs/registry';
import { drawsDueSince } from '../modules/draws';
import { expiredGroups } from '../modules/group-play';
import { withdrawalDueSince } from '../modules/paper-stock';
import {
  givenUpPrints,
  printableTickets,
  unprintableTickets,
  retryPrint,
} from '../modules/printing';
import { givenUpSettlements, pendingSettlements, retrySettlement } from '../modules/settlement';
import { reconcileDueSince } from '../modules/payments';
import { dueSubscriptions } from '../modules/subscriptions';
import { givenUpPayouts, heldWithdrawals, retryPayout } from '../modules/withdraw';

/**
 * How the operator commands read each task of the job registry (`src/jobs/registry.ts`):
 * its lag, its given-up rows and their retry, with the same due condition its claim uses
 * (the modules' repos).
 */

/** A row a task gave up on: its id, attempts, and a tab-separated detail. */
export type GivenUpRow = { id: number; attempts: number; detail: string };

export type Probe = {
  /** When the oldest due row fell due (null: none due); absent: the task keeps no rows. */
  dueSince?: (orm: Orm, now: Date) => Promise<Date | null>;
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
