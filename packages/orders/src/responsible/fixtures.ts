import type { PlayLimits, SetPlayLimitsBody, SpendingReport } from '@veso/contract';
import { responsiblePlayEndpoints } from '@veso/contract/endpoints/responsible-play';
import { answers, createEndpointFetch } from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';

/** When a raise asked for in the fixtures applies (24 hours after "now"). */
export const RAISE_AT = '2026-11-22T05:30:00.000Z';

/** What `GET /api/customer/play_limits` answers (tests and stories). */
export function makePlayLimits(overrides: Partial<PlayLimits> = {}): PlayLimits {
  return {
    limits: { daily: 200_000, weekly: null, monthly: 2_000_000 },
    pending: null,
    spent: { daily: 50_000, weekly: 120_000, monthly: 450_000 },
    exclusion: null,
    ...overrides,
  };
}

/** A 30-day spending report with activity on two days. */
export function makeSpendingReport(): SpendingReport {
  const start = Date.UTC(2026, 9, 23);
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    spent: i === 29 ? 50_000 : i === 27 ? 70_000 : 0,
    prizes: i === 27 ? 100_000 : 0,
  }));
  return {
    from: '2026-10-23',
    to: '2026-11-21',
    spent: 120_000,
    refunded: 10_000,
    prizes: 100_000,
    net: -20_000,
    days,
  };
}

/** Any other call: the fake has no handler for it (busy, code -1). */
const noHandler = () => Response.json({ code: -1, message: 'no handler' }, { status: 503 });

/**
 * A fake responsible-play server: it keeps the limits and applies a change like the real
 * one (a lower or first limit at once, a raise or a removal from `RAISE_AT`); it records
 * self-exclusion for the chosen period.
 */
export function playServer(initial: PlayLimits = makePlayLimits()): FakeFetch {
  let state: PlayLimits = structuredClone(initial);
  return createEndpointFetch(
    [
      answers(responsiblePlayEndpoints.spendingReport, () => makeSpendingReport()),
      answers(responsiblePlayEndpoints.getLimits, () => state),
      answers(responsiblePlayEndpoints.setLimits, async ({ request }) => {
        const body = (await request.json()) as SetPlayLimitsBody;
        const limits = { ...state.limits };
        const pending = { ...(state.pending ?? limits) };
        let raised = false;
        for (const period of ['daily', 'weekly', 'monthly'] as const) {
          const wanted = body[period];
          if (wanted === undefined) continue;
          const current = limits[period];
          if (wanted !== null && (current === null || wanted <= current)) {
            limits[period] = wanted;
            pending[period] = wanted;
          } else if (wanted !== current) {
            pending[period] = wanted;
            raised = true;
          }
        }
        state = {
          ...state,
          limits,
          pending: raised ? { ...pending, effectiveAt: RAISE_AT } : null,
        };
        return state;
      }),
      answers(responsiblePlayEndpoints.selfExclusion, async ({ request }) => {
        const body = (await request.json()) as { period: string };
        state = {
          ...state,
          exclusion:
            body.period === 'permanent'
              ? { until: null, permanent: true }
              : { until: RAISE_AT, permanent: false },
        };
        return state;
      }),
    ],
    noHandler,
  );
}
