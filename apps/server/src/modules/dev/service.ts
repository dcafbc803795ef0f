import { Code, type DevClockBody, type DevOtpOutbox } from '@veso/contract';
import { isValidPhone, normalizeMsisdn } from '@veso/domain';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { ManualClock } from '../../providers/clock';
import { listOtpOutbox } from './repo';

/** The sandbox OTP outbox of a phone number; code 1 when the number is malformed. */
export async function readOtpOutbox(
  orm: Orm,
  msisdn: string,
  limit: number,
): Promise<DevOtpOutbox> {
  if (!isValidPhone(msisdn)) throw new ApiError(Code.PHONE_INVALID);
  const normalized = normalizeMsisdn(msisdn);
  const rows = await listOtpOutbox(orm, normalized, limit);
  return {
    msisdn: normalized,
    items: rows.map((row) => ({
      id: row.id,
      msisdn: row.msisdn,
      code: row.code,
      channel: row.channel,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Moves the sandbox clock and answers the new time. */
export function moveClock(clock: ManualClock, body: DevClockBody): { now: string } {
  if ('iso' in body) clock.set(body.iso);
  else clock.advance(body.advanceMs);
  return { now: clock.now().toISOString() };
}
