import type { Subscription, SubscriptionActionBody } from '@veso/contract';
import { subscriptionEndpoints } from '@veso/contract/endpoints/subscriptions';
import { answers, createEndpointFetch } from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';

/** The labels the server gives each status (apps/server subscriptions/service.ts). */
const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Đang nuôi',
  paused: 'Tạm dừng',
  stopped: 'Đã kết thúc',
  cancelled: 'Đã huỷ',
};

/** A subscription as `GET /api/customer/subscriptions` lists it (tests and stories). */
export function makeSubscription(id: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    product: 'mega645',
    productName: 'Mega 6/45',
    numberInfos: [
      {
        numbers: [3, 11, 19, 25, 38, 42],
        form: 'single',
        special: null,
        specials: [],
        stake: 10_000,
        lines: 1,
        price: 10_000,
      },
    ],
    pricePerDraw: 10_000,
    draws: 10,
    drawsBought: 3,
    maxAmount: null,
    spent: 30_000,
    stopOnWin: false,
    status: 'active',
    reason: null,
    lastDrawCode: '01234',
    createdAt: '2026-11-01T03:00:00.000Z',
    ...overrides,
    statusLabel: overrides.statusLabel ?? STATUS_LABELS[overrides.status ?? 'active'],
  };
}

/** A refusal envelope with the server's own message, as the orders module sends it. */
export function refusal(message: string): Response {
  return Response.json({ code: 14, message }, { status: 400 });
}

/** Any other call: the fake has no handler for it (busy, code -1). */
const noHandler = () => Response.json({ code: -1, message: 'no handler' }, { status: 503 });

/**
 * A fake orders server holding `items`: it lists them and applies pause, resume and
 * cancel like the real one (an ended subscription cannot change).
 */
export function subscriptionServer(items: Subscription[]): FakeFetch {
  const rows = items.map((item) => ({ ...item }));
  return createEndpointFetch(
    [
      answers(subscriptionEndpoints.list, () => ({ items: rows })),
      answers(subscriptionEndpoints.action, async ({ request }) => {
        const body = (await request.json()) as SubscriptionActionBody;
        const row = rows.find((candidate) => candidate.id === Number(body.subscriptionId));
        if (!row) return refusal('Không tìm thấy gói nuôi số');
        if (row.status === 'stopped' || row.status === 'cancelled') {
          return refusal('Gói nuôi số đã kết thúc, không thể thay đổi.');
        }
        row.status =
          body.action === 'cancel' ? 'cancelled' : body.action === 'pause' ? 'paused' : 'active';
        row.statusLabel = STATUS_LABELS[row.status];
        row.reason = null;
        return row;
      }),
    ],
    noHandler,
  );
}
