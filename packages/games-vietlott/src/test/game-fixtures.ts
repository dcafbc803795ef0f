import { screen, within } from '@testing-library/react';
import type { Subscription } from '@veso/contract';
import type { UserEvent } from '@testing-library/user-event';

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

/** Presses `numbers` on the number grid named `grid`. */
export async function pickNumbers(user: UserEvent, grid: string, numbers: readonly number[]) {
  const group = screen.getByRole('group', { name: grid });
  for (const n of numbers) {
    await user.click(
      within(group).getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) }),
    );
  }
}
