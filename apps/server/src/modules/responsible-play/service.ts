import {
  type RefusalReasonData,
  type PlayLimits,
  type SpendingLimits,
  type SpendingReport,
  type selfExclusionBodySchema,
  type setPlayLimitsBodySchema,
} from '@veso/contract';
import { addDays, formatDateTime, formatMoney, vnDayOf, vnInstant, weekdayOf } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { TicketStatus } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { type ApiError, invalidRequest } from '../../http/errors';
import { NotificationKind, notify } from '../notifications';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import {
  ensurePlayLimits,
  findPlayLimits,
  limitsRefusal,
  pauseActiveSubscriptions,
  spendingByDay,
  ticketsBoughtSince,
  updatePlayLimits,
  type LimitsRefusal,
  type PlayLimitsRow as Row,
} from './repo';

/** A raised or removed limit applies this long after it was asked for. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

const EXCLUSION_MS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } as const;

type Period = keyof SpendingLimits;
const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];
const PERIOD_LABELS: Record<Period, string> = { daily: 'ngày', weekly: 'tuần', monthly: 'tháng' };

export const ResponsibleMessages = {
  excludedUntil: (until: Date) =>
    `Bạn đã tự tạm ngừng mua vé đến ${formatDateTime(until)}. Không thể mua vé trong thời gian này.`,
  excludedForever: 'Bạn đã tự ngừng mua vé vĩnh viễn. Không thể mua vé.',
  overLimit: (period: Period, limit: number, left: number) =>
    `Đơn hàng vượt hạn mức chi tiêu theo ${PERIOD_LABELS[period]} bạn đã đặt (${formatMoney(limit)}). Bạn còn có thể chi ${formatMoney(left)}.`,
  subscriptionsPaused: 'Tạm dừng do bạn đã tự ngừng mua vé.',
} as const;

type PendingLimits = Partial<Record<Period, number | null>>;

/** The limits in force at `now` and what is still pending. */
export function effectiveLimits(
  row: Row | undefined,
  now: Date,
): { limits: SpendingLimits; pending: PendingLimits | null; pendingAt: Date | null } {
  const limits: SpendingLimits = {
    daily: row?.dailyLimit ?? null,
    weekly: row?.weeklyLimit ?? null,
    monthly: row?.monthlyLimit ?? null,
  };
  const pending = (row?.pending ?? null) as PendingLimits | null;
  if (pending && row?.pendingAt && row.pendingAt.getTime() <= now.getTime()) {
    for (const period of PERIODS) if (period in pending) limits[period] = pending[period] ?? null;
    return { limits, pending: null, pendingAt: null };
  }
  return { limits, pending, pendingAt: pending ? (row?.pendingAt ?? null) : null };
}

/** The starts of the Vietnam day, week (from Monday) and month that hold `now`. */
export function periodStarts(now: Date): Record<Period, Date> {
  const today = vnDayOf(now);
  const weekday = (weekdayOf(today) + 6) % 7;
  return {
    daily: vnInstant(today, 0),
    weekly: vnInstant(addDays(today, -weekday), 0),
    monthly: vnInstant(`${today.slice(0, 8)}01`, 0),
  };
}

/** What the account spent on tickets (not refunded) since each period start. */
async function spentSince(
  orm: Orm,
  accountId: number,
  starts: Record<Period, Date>,
): Promise<Record<Period, number>> {
  const earliest = new Date(Math.min(...PERIODS.map((p) => starts[p].getTime())));
  const rows = await ticketsBoughtSince(orm, accountId, earliest);
  const spent: Record<Period, number> = { daily: 0, weekly: 0, monthly: 0 };
  for (const row of rows) {
    for (const period of PERIODS) {
      if (row.createdAt.getTime() >= starts[period].getTime()) spent[period] += row.price;
    }
  }
  return spent;
}

/**
 * The period starts the limits are counted from at `now` (Vietnam day, week, month), as
 * the JSON the database's check (`play_limits_refusal`) takes.
 */
export function limitStarts(now: Date): Record<Period, string> {
  const starts = periodStarts(now);
  return {
    daily: starts.daily.toISOString(),
    weekly: starts.weekly.toISOString(),
    monthly: starts.monthly.toISOString(),
  };
}

/** The customer's words for a refusal of the spending limits (code 14). */
export function limitsRefusalMessage(refusal: LimitsRefusal): string {
  switch (refusal.refused) {
    case 'excludedForever':
      return ResponsibleMessages.excludedForever;
    case 'excludedUntil':
      return ResponsibleMessages.excludedUntil(new Date(refusal.until));
    case 'overLimit':
      return ResponsibleMessages.overLimit(refusal.period, refusal.limit, refusal.left);
  }
}

/**
 * The refusal (code 14) of the spending limits: over a limit is the `amount`'s `max`; a
 * self-exclusion is the `account`'s `state`.
 */
export function limitsRefusalError(refusal: LimitsRefusal): ApiError {
  const reason: RefusalReasonData =
    refusal.refused === 'overLimit'
      ? { field: 'amount', rule: 'max' }
      : { field: 'account', rule: 'state' };
  return invalidRequest(limitsRefusalMessage(refusal), reason.field, reason.rule);
}

/**
 * Refuses a purchase of `amount` when the account excluded itself or the purchase would
 * take its spending of the day, week or month above a limit in force (one statement, the
 * database's `play_limits_refusal`). Inside a payment transaction, the limits row is
 * locked so two payments cannot both slip under a limit.
 */
export async function assertMayBuy(
  orm: Orm,
  accountId: number,
  amount: number,
  now: Date,
  lock = true,
): Promise<void> {
  const refusal = await limitsRefusal(orm, accountId, amount, now, limitStarts(now), lock);
  if (refusal) throw limitsRefusalError(refusal);
}

async function view(orm: Orm, accountId: number, now: Date): Promise<PlayLimits> {
  const row = await findPlayLimits(orm, accountId, false);
  const { limits, pending, pendingAt } = effectiveLimits(row, now);
  const spent = await spentSince(orm, accountId, periodStarts(now));
  const excluded =
    row &&
    (row.excludedPermanently || (row.excludedUntil && row.excludedUntil.getTime() > now.getTime()));
  return {
    limits,
    pending:
      pending && pendingAt
        ? {
            daily: 'daily' in pending ? (pending.daily ?? null) : limits.daily,
            weekly: 'weekly' in pending ? (pending.weekly ?? null) : limits.weekly,
            monthly: 'monthly' in pending ? (pending.monthly ?? null) : limits.monthly,
            effectiveAt: pendingAt.toISOString(),
          }
        : null,
    spent,
    exclusion: excluded
      ? {
          until: row.excludedPermanently ? null : (row.excludedUntil?.toISOString() ?? null),
          permanent: row.excludedPermanently,
        }
      : null,
  };
}

/** The caller's limits, what is pending, what was spent and any self-exclusion. */
export function getPlayLimits(deps: AppDeps, session: SessionContext): Promise<PlayLimits> {
  return view(deps.db.orm, session.accountId, deps.clock.now());
}

/**
 * A change of the caller's play-limits row, done once per `requestId` (`call` names the
 * request): the row is created if missing and read locked for `change`; the returned
 * function answers the limits after it.
 */
function ownRowChange<I extends { requestId: string }>(
  call: string,
  change: (
    tx: Orm,
    row: Row | undefined,
    input: I,
    session: SessionContext,
    now: Date,
  ) => Promise<void>,
) {
  return async (deps: AppDeps, session: SessionContext, input: I): Promise<PlayLimits> => {
    const now = deps.clock.now();
    const key = requestKey(session.msisdn, call, input);
    await idempotent(deps.db.orm, now, key, async (tx) => {
      await ensurePlayLimits(tx, session.accountId, now);
      await change(tx, await findPlayLimits(tx, session.accountId, true), input, session, now);
      return { ok: true };
    });
    return view(deps.db.orm, session.accountId, now);
  };
}

/**
 * Sets spending limits: a lower limit (or a first one) applies at once; a higher one or a
 * removal applies after 24 hours.
 */
export const setPlayLimits = ownRowChange<z.output<typeof setPlayLimitsBodySchema>>(
  'customer/play_limits',
  async (tx, row, input, session, now) => {
    const current = effectiveLimits(row, now);
    const limits = { ...current.limits };
    const pending: PendingLimits = { ...(current.pending ?? {}) };
    let raised = false;
    for (const period of PERIODS) {
      const wanted = input[period];
      if (wanted === undefined) continue;
      const now_ = limits[period];
      if (wanted !== null && (now_ === null || wanted <= now_)) {
        limits[period] = wanted;
        delete pending[period];
      } else if (wanted !== now_) {
        pending[period] = wanted;
        raised = true;
      }
    }
    const hasPending = Object.keys(pending).length > 0;
    await updatePlayLimits(tx, session.accountId, {
      dailyLimit: limits.daily,
      weeklyLimit: limits.weekly,
      monthlyLimit: limits.monthly,
      pending: hasPending ? pending : null,
      pendingAt: hasPending
        ? raised
          ? new Date(now.getTime() + LIMIT_RAISE_DELAY_MS)
          : current.pendingAt
        : null,
      updatedAt: now,
    });
  },
);

/**
 * Self-exclusion for 24 hours, 7 days, 30 days or for good: purchases are refused and
 * active subscriptions paused. It can be lengthened, never shortened.
 */
export const selfExclude = ownRowChange<z.output<typeof selfExclusionBodySchema>>(
  'customer/self_exclusion',
  async (tx, row, input, session, now) => {
    const permanent = input.period === 'permanent' || (row?.excludedPermanently ?? false);
    const wanted =
      input.period === 'permanent' ? null : new Date(now.getTime() + EXCLUSION_MS[input.period]);
    const existing = row?.excludedUntil ?? null;
    const until =
      permanent || !wanted
        ? null
        : existing && existing.getTime() > wanted.getTime()
          ? existing
          : wanted;
    await updatePlayLimits(tx, session.accountId, {
      excludedPermanently: permanent,
      excludedUntil: until,
      updatedAt: now,
    });
    const paused = await pauseActiveSubscriptions(
      tx,
      session.accountId,
      ResponsibleMessages.subscriptionsPaused,
      now,
    );
    if (paused > 0) {
      await notify(tx, {
        accountId: session.accountId,
        kind: NotificationKind.subscription,
        title: 'Đã tạm dừng các gói nuôi',
        body: `${paused} gói nuôi số đã được tạm dừng vì bạn đã tự ngừng mua vé.`,
        at: now,
      });
    }
  },
);

/** Spending and prizes of the last `days` Vietnam days, per day. */
export async function spendingReport(
  deps: AppDeps,
  session: SessionContext,
  days: number,
): Promise<SpendingReport> {
  const now = deps.clock.now();
  const today = periodStarts(now).daily;
  const from = new Date(today.getTime() - (days - 1) * DAY_MS);
  const { spent: spentRows, prizes: prizeRows } = await spendingByDay(
    deps.db.orm,
    session.accountId,
    from,
  );
  const list = Array.from({ length: days }, (_, i) => {
    const day = vnDayOf(new Date(from.getTime() + i * DAY_MS));
    return { day, spent: 0, prizes: 0 };
  });
  const byDay = new Map(list.map((d) => [d.day, d]));
  let refunded = 0;
  for (const row of spentRows) {
    const amount = Number(row.total);
    if (row.status === TicketStatus.cancelled) refunded += amount;
    else {
      const entry = byDay.get(row.day);
      if (entry) entry.spent += amount;
    }
  }
  for (const row of prizeRows) {
    const entry = byDay.get(row.day);
    if (entry) entry.prizes += Number(row.total ?? 0);
  }
  const spent = list.reduce((sum, d) => sum + d.spent, 0);
  const prizes = list.reduce((sum, d) => sum + d.prizes, 0);
  return {
    from: list[0]?.day ?? '',
    to: list.at(-1)?.day ?? '',
    spent,
    refunded,
    prizes,
    net: prizes - spent,
    days: list,
  };
}
