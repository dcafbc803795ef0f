import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { embedPartners, signinAttempts, walletLinks } from '../../db/schema';

export async function recordSigninAttempt(
  orm: Orm,
  attempt: { msisdn: string; ip: string; success: boolean },
  now: Date,
): Promise<void> {
  await orm.insert(signinAttempts).values({ ...attempt, createdAt: now });
}

export type AttemptRow = { success: boolean; createdAt: Date };

/**
 * The latest attempts of an account (or of a client address) after `since` and up to
 * `until`, newest first.
 */
export async function recentAttempts(
  orm: Orm,
  by: { msisdn: string } | { ip: string },
  range: { since: Date; until: Date },
  limit: number,
): Promise<AttemptRow[]> {
  const who = 'msisdn' in by ? eq(signinAttempts.msisdn, by.msisdn) : eq(signinAttempts.ip, by.ip);
  return orm
    .select({ success: signinAttempts.success, createdAt: signinAttempts.createdAt })
    .from(signinAttempts)
    .where(
      and(
        who,
        gt(signinAttempts.createdAt, range.since),
        lte(signinAttempts.createdAt, range.until),
      ),
    )
    .orderBy(desc(signinAttempts.createdAt), desc(signinAttempts.id))
    .limit(limit);
}

/** Links the account to `mid` of the partner `source` (its row created if missing) once. */
export async function linkDemoWallet(
  tx: Orm,
  link: { source: string; mid: string; accountId: number },
): Promise<void> {
  await tx.insert(embedPartners).values({ source: link.source }).onConflictDoNothing();
  await tx.insert(walletLinks).values(link).onConflictDoNothing();
}
