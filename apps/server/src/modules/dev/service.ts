import {
  Code,
  type DevClockBody,
  type DevDrawsRunBody,
  type DevOtpOutbox,
  type DrawResult,
} from '@veso/contract';
import { isValidPhone, normalizeMsisdn, vnDayOf } from '@veso/domain';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { ManualClock } from '../../providers/clock';
import type { ResultProvider } from '../../providers/result-provider';
import { drawCurrentNow, fixedNumbersProvider } from '../draws';
import { listOtpOutbox } from '../otp';
import { withdrawDay } from '../xskt';
import { isPaperProduct } from '../xskt';
import { toResult } from '../results';

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

/**
 * Closes and draws the product's current period now, with the provider's numbers or the
 * ones chosen in `body`; answers the stored result.
 */
export async function drawNow(
  orm: Orm,
  provider: ResultProvider,
  body: DevDrawsRunBody,
  now: Date,
): Promise<DrawResult> {
  const { product, numbers, bonus, special, groups } = body;
  const chosen =
    numbers === undefined && groups === undefined
      ? provider
      : fixedNumbersProvider(provider, { numbers, bonus, special, groups });
  const { row, drawAt } = await drawCurrentNow(orm, chosen, product, now);
  // A paper region's draw made early closes that day's sales: its unsold stock goes too,
  // as at the cut-off (the region pages would otherwise offer tickets orders refuse).
  if (isPaperProduct(product)) await withdrawDay(orm, product, vnDayOf(drawAt), now);
  return toResult(orm, row, drawAt);
}
