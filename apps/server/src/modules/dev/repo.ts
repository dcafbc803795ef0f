import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { otpOutbox } from '../../db/schema';

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
