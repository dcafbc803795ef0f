import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of a job runner's claim (see `src/jobs/runner.ts` and `src/jobs/lease.ts`):
 * the attempt holding the row while it is worked on or a provider is asked (`lease_id`),
 * until when (`lease_until`), and how many attempts were made (`attempts`). Spread into a
 * job table's columns; a fresh set per table.
 */
export function leaseColumns() {
  return {
    leaseId: text('lease_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  };
}

/** {@link leaseColumns} and when the row may be tried again after a failure (`retry_at`). */
export function retryLeaseColumns() {
  return { ...leaseColumns(), retryAt: timestamp('retry_at', { withTimezone: true }) };
}
