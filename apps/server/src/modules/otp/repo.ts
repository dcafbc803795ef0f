import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { otpOutbox, otpRequests } from '../../db/schema';

export type OtpRow = typeof otpRequests.$inferSelect;

/** OTP request statuses. */
export const OtpStatus = {
  pending: 'pending',
  verified: 'verified',
  dead: 'dead',
  superseded: 'superseded',
} as const;

/** Serialises the OTP calls of one number until the end of the transaction. */
export async function lockMsisdn(tx: Orm, msisdn: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`veso:otp:${msisdn}`}))`);
}

/** Codes requested for `msisdn` from `since` to `until` (all statuses), newest first. */
export async function requestsSince(
  tx: Orm,
  msisdn: string,
  since: Date,
  until: Date,
): Promise<OtpRow[]> {
  return tx
    .select()
    .from(otpRequests)
    .where(
      and(
        eq(otpRequests.msisdn, msisdn),
        gte(otpRequests.createdAt, since),
        lte(otpRequests.createdAt, until),
      ),
    )
    .orderBy(desc(otpRequests.createdAt), desc(otpRequests.id));
}

/** The latest code of `msisdn` that a newer one has not replaced. */
export async function latestRequest(tx: Orm, msisdn: string): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpRequests)
    .where(and(eq(otpRequests.msisdn, msisdn), ne(otpRequests.status, OtpStatus.superseded)))
    .orderBy(desc(otpRequests.createdAt), desc(otpRequests.id))
    .limit(1);
  return row;
}

/** The latest code asked for from a device, whatever the number. */
export async function latestRequestOfDevice(
  tx: Orm,
  deviceId: string,
): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpRequests)
    .where(eq(otpRequests.deviceId, deviceId))
    .orderBy(desc(otpRequests.createdAt), desc(otpRequests.id))
    .limit(1);
  return row;
}

export async function supersedePending(tx: Orm, msisdn: string): Promise<void> {
  await tx
    .update(otpRequests)
    .set({ status: OtpStatus.superseded })
    .where(and(eq(otpRequests.msisdn, msisdn), eq(otpRequests.status, OtpStatus.pending)));
}

export async function insertRequest(
  tx: Orm,
  row: typeof otpRequests.$inferInsert,
): Promise<OtpRow> {
  const [inserted] = await tx.insert(otpRequests).values(row).returning();
  if (!inserted) throw new Error('otp_requests insert returned no row');
  return inserted;
}

export async function updateRequest(
  tx: Orm,
  id: number,
  patch: Partial<typeof otpRequests.$inferInsert>,
): Promise<void> {
  await tx.update(otpRequests).set(patch).where(eq(otpRequests.id, id));
}

export async function findByTokenHash(tx: Orm, tokenHash: string): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpRequests)
    .where(eq(otpRequests.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

// The sandbox outbox: where the sandbox sender "sends" codes (read by /api/dev/otp-outbox).

export type OtpOutboxRow = typeof otpOutbox.$inferSelect;

/** The latest codes sent to `msisdn`, newest first. */
export async function listOtpOutbox(
  orm: Orm,
  msisdn: string,
  limit: number,
): Promise<OtpOutboxRow[]> {
  return orm
    .select()
    .from(otpOutbox)
    .where(eq(otpOutbox.msisdn, msisdn))
    .orderBy(desc(otpOutbox.createdAt), desc(otpOutbox.id))
    .limit(limit);
}

/** Records a code "sent" by the sandbox OTP provider. */
export async function insertOtpOutbox(
  orm: Orm,
  row: { msisdn: string; code: string; channel: string; createdAt: Date },
): Promise<OtpOutboxRow> {
  const [inserted] = await orm.insert(otpOutbox).values(row).returning();
  if (!inserted) throw new Error('otp_outbox insert returned no row');
  return inserted;
}
