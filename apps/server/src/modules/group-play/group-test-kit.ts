import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { buyer, createPeriod } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';

/** Test helpers of the group-play suites. */

export const GROUP = '/api/group';

/** Turns the app config's groupPlay flag on (or off) through the sandbox route. */
export async function setGroupFlag(t: TestApp, enabled: boolean): Promise<void> {
  const res = await call(t, 'POST', '/api/dev/group/flag', { enabled });
  expect(res.json()).toMatchObject({ code: 0, data: { enabled } });
}

/** `lines` Mega 6/45 single lines (10,000đ each), different numbers each. */
export function megaLines(lines: number, from = 1) {
  return Array.from({ length: lines }, (_, i) => ({
    numbers: [1, 2, 3, 4, 5, 6].map((n) => String(((n + i + from) % 45) + 1).padStart(2, '0')),
  }));
}

export type Customer = { id: number; msisdn: string; token: string };

/**
 * A published Mega group of `totalShares` whose tickets are the given number sets (up to
 * 6 a ticket), on a fresh draw closing in `closeInMs`; the leader holds `leaderShares`.
 */
export async function openGroup(
  t: TestApp,
  options: {
    leader: Customer;
    totalShares: number;
    leaderShares: number;
    numberInfos: { numbers: string[] }[];
    closeInMs?: number;
    kind?: string;
  },
): Promise<{ groupId: number; drawCode: string; sharePrice: number }> {
  const period = await createPeriod(t, 'mega645', { closeInMs: options.closeInMs });
  const [first, ...rest] = chunk(options.numberInfos, 6);
  const reserved = (
    await call(
      t,
      'POST',
      `${GROUP}/order/reserve`,
      {
        requestId: requestId(),
        kind: options.kind ?? 'cung-chon-so',
        product: 'mega645',
        drawCode: period.drawCode,
        totalShares: options.totalShares,
        numberInfos: first,
      },
      { token: options.leader.token },
    )
  ).json();
  expect(reserved, JSON.stringify(reserved)).toMatchObject({ code: 0 });
  const groupId = reserved.data.groupId as number;
  for (const numberInfos of rest) {
    const added = await call(
      t,
      'POST',
      `${GROUP}/add_ticket`,
      { requestId: requestId(), groupId, numberInfos },
      { token: options.leader.token },
    );
    expect(added.json()).toMatchObject({ code: 0 });
  }
  const published = (await buyShares(t, options.leader, groupId, options.leaderShares)).json();
  expect(published, JSON.stringify(published)).toMatchObject({
    code: 0,
    data: { group: { status: 'open' } },
  });
  return { groupId, drawCode: period.drawCode, sharePrice: published.data.group.sharePrice };
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** `POST /order/reserve` as `who` (a fresh requestId); answers the envelope. */
export async function reserveAs(t: TestApp, who: Customer, body: Record<string, unknown>) {
  return (
    await call(
      t,
      'POST',
      `${GROUP}/order/reserve`,
      { requestId: requestId(), ...body },
      {
        token: who.token,
      },
    )
  ).json();
}

export function buyShares(t: TestApp, who: Customer, groupId: number, shares: number) {
  return call(
    t,
    'POST',
    `${GROUP}/confirm_order`,
    { requestId: requestId(), groupId, shares },
    { token: who.token },
  );
}

export function leave(t: TestApp, who: Customer, groupId: number) {
  return call(
    t,
    'POST',
    `${GROUP}/leave_group`,
    { requestId: requestId(), groupId },
    { token: who.token },
  );
}

export async function detail(t: TestApp, groupId: number, who?: Customer) {
  const res = await call(
    t,
    'GET',
    `${GROUP}/get_detail_history_group?groupId=${groupId}`,
    undefined,
    who ? { token: who.token } : {},
  );
  return res.json();
}

export async function balances(t: TestApp, who: Customer) {
  return customerBalances(t.db.orm, who.id);
}

export { buyer };
