import type { Subscription } from '@veso/contract';

/** The subscription the server answers to a create `body` (its stop rules echoed). */
export function subscriptionOf(
  body: Record<string, unknown>,
  overrides: Partial<Subscription> = {},
): Subscription {
  return {
    id: 7,
    product: String(body.product),
    productName: 'Keno',
    numberInfos: [],
    pricePerDraw: 20_000,
    draws: typeof body.draws === 'number' ? body.draws : null,
    drawsBought: 0,
    maxAmount: typeof body.maxAmount === 'number' ? body.maxAmount : null,
    spent: 0,
    stopOnWin: body.stopOnWin === true,
    status: 'active',
    statusLabel: 'Đang nuôi',
    reason: null,
    lastDrawCode: null,
    createdAt: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}
