import { Code, GROUP_MESSAGES } from '@veso/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_GATEWAY_SECRET, hmacGateway } from '../../providers/payment-gateway';
import { call, requestId } from '../auth/auth-test-kit';
import { countWhere, useSandboxApp } from '../orders/orders-test-kit';
import { OrderPayMessages } from '../payments/order-pay';
import { PaymentMessages } from '../payments/service';
import { balanceOf } from '../wallet/ledger';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import {
  GROUP,
  balances,
  buyShares,
  buyer,
  detail,
  megaLines,
  openGroup,
  setGroupFlag,
  type Customer,
} from './group-test-kit';
import { GROUP_HOLDS_ACCOUNT } from './service';

/**
 * Shares paid through the linked wallet in the webview: the paid callback buys them once,
 * in the callback's transaction; a replayed or tampered callback changes nothing; money
 * that arrives when the shares can no longer be bought stays on the main balance.
 */

const gateway = hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay');

describe('group shares paid through the wallet', () => {
  const t = useSandboxApp();
  beforeAll(() => setGroupFlag(t, true));

  async function walletCustomer(): Promise<Customer> {
    const customer = await embeddedBuyer(t);
    return { ...customer, msisdn: '' };
  }

  /** A Mega group of 10 shares of 1.000đ, its leader holding 1. */
  function tenShareGroup(leader: Customer, closeInMs?: number) {
    return openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
      closeInMs,
    });
  }

  async function sharePay(who: Customer, groupId: number, shares: number) {
    return (
      await call(
        t,
        'POST',
        `${GROUP}/share_pay`,
        { requestId: requestId(), groupId, shares },
        { token: who.token },
      )
    ).json();
  }

  async function sharePayStatus(who: Customer, paymentId: string) {
    return (
      await call(t, 'GET', `${GROUP}/share_pay_status?paymentId=${paymentId}`, undefined, {
        token: who.token,
      })
    ).json();
  }

  /** The customer presses Pay on the sandbox gateway's page (the gateway calls back, signed). */
  function payOnGateway(paymentId: string) {
    return t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
  }

  function callback(paymentId: string, amount: number, signedAmount = amount) {
    const body = { paymentId, status: 'paid' as const, amount, gatewayRef: `SBX-${paymentId}` };
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      payload: { ...body, signature: gateway.sign({ ...body, amount: signedAmount }) },
    });
  }

  async function ledgerState(groupId: number, who: Customer) {
    return {
      holds: await balanceOf(t.db.orm, GROUP_HOLDS_ACCOUNT),
      mine: await balances(t, who),
      group: (await detail(t, groupId, who)).data,
    };
  }

  it('the paid callback buys the shares once; a replayed or tampered callback changes nothing', async () => {
    const leader = await buyer(t, 100_000);
    const member = await walletCustomer();
    const { groupId } = await tenShareGroup(leader);
    const pay = await sharePay(member, groupId, 3);
    expect(pay).toMatchObject({
      code: 0,
      data: { groupId, shares: 3, amount: 3_000, status: 'pending', outcome: null },
    });
    const { paymentId } = pay.data as { paymentId: string };
    // Nothing moves before the wallet pays.
    expect((await detail(t, groupId, member)).data).toMatchObject({ soldShares: 1, mine: null });
    const before = await ledgerState(groupId, member);

    // A callback for another amount, or with a signature that does not verify: refused.
    expect((await callback(paymentId, 1)).json()).toMatchObject({
      code: Code.INVALID_REQUEST,
      message: PaymentMessages.amountMismatch,
    });
    expect((await callback(paymentId, 3_000, 30_000)).json()).toMatchObject({
      code: Code.INVALID_REQUEST_ALT,
      message: PaymentMessages.badSignature,
    });
    expect(await ledgerState(groupId, member)).toEqual(before);

    // The customer pays on the gateway, which calls back and sends them to the share page.
    const paid = await payOnGateway(paymentId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/webview/nhom-mua-chung/cung-chon-so/gop-co-phan/${groupId}?paymentId=${paymentId}`,
    );
    expect((await sharePayStatus(member, paymentId)).data).toMatchObject({
      status: 'paid',
      outcome: 'held',
      refusal: null,
    });
    const after = await ledgerState(groupId, member);
    expect(after.group).toMatchObject({
      soldShares: 4,
      mine: { shares: 3, amount: 3_000, state: 'held' },
    });
    // The wallet's money became the hold: the main balance is back where it was.
    expect(after.mine.balance).toBe(before.mine.balance);
    expect(after.holds - before.holds).toBe(3_000);

    // A replay of the paid callback changes nothing.
    expect((await callback(paymentId, 3_000)).json()).toMatchObject({
      code: 0,
      data: { status: 'paid', credited: false },
    });
    expect(await ledgerState(groupId, member)).toEqual(after);
  });

  it('a payment that arrives after the group filled stays on the main balance, and says why', async () => {
    const leader = await buyer(t, 100_000);
    const member = await walletCustomer();
    const { groupId } = await tenShareGroup(leader);
    const pay = await sharePay(member, groupId, 3);
    expect(pay.code).toBe(0);
    // Others fill the group while the member is on the wallet's page.
    expect((await buyShares(t, await buyer(t, 10_000), groupId, 5)).json().code).toBe(0);
    expect((await buyShares(t, await buyer(t, 10_000), groupId, 4)).json().code).toBe(0);
    expect((await detail(t, groupId)).data).toMatchObject({ status: 'ordered', soldShares: 10 });
    const notes = await countWhere(t, 'notifications', `account_id = ${member.id}`);

    expect((await payOnGateway(pay.data.paymentId)).statusCode).toBe(303);
    expect((await sharePayStatus(member, pay.data.paymentId)).data).toMatchObject({
      status: 'paid',
      outcome: 'refused',
      refusal: GROUP_MESSAGES.soldOut,
    });
    expect((await balances(t, member)).balance).toBe(3_000);
    expect((await detail(t, groupId, member)).data).toMatchObject({ soldShares: 10, mine: null });
    expect(await countWhere(t, 'notifications', `account_id = ${member.id}`)).toBe(notes + 1);
  });

  it('a payment that arrives after the group was refunded at its deadline stays on the main balance', async () => {
    const leader = await buyer(t, 100_000);
    const member = await walletCustomer();
    // The group's deadline is 30 minutes before the sales cut-off: 5 minutes from now.
    const { groupId } = await tenShareGroup(leader, 35 * 60_000);
    const pay = await sharePay(member, groupId, 2);
    expect(pay.data).toMatchObject({ amount: 2_000, status: 'pending' });
    const now = t.clock.now();
    t.clock.advance(6 * 60_000);
    try {
      expect((await call(t, 'POST', '/api/dev/group/run')).json().data.refunded).toBeGreaterThan(0);
      expect((await detail(t, groupId)).data.status).toBe('refunded');
      // The wallet pays late all the same: the money is credited, never lost.
      expect((await payOnGateway(pay.data.paymentId)).statusCode).toBe(303);
      expect((await sharePayStatus(member, pay.data.paymentId)).data).toMatchObject({
        status: 'paid',
        outcome: 'refused',
        refusal: GROUP_MESSAGES.notOpen,
      });
      expect((await balances(t, member)).balance).toBe(2_000);
      expect((await balances(t, leader)).balance).toBe(100_000);
    } finally {
      t.clock.set(now);
    }
  });

  it('is refused outside the webview, and for shares the group cannot sell, before any payment', async () => {
    const leader = await buyer(t, 100_000);
    const member = await walletCustomer();
    const { groupId } = await tenShareGroup(leader);
    const payments = await countWhere(t, 'payments');
    expect(await sharePay(leader, groupId, 1)).toEqual({
      code: Code.WRONG_SERVICE,
      message: OrderPayMessages.embeddedOnly,
    });
    expect(await sharePay(member, groupId, 6)).toMatchObject({
      code: Code.INVALID_REQUEST,
      message: GROUP_MESSAGES.memberMax(5),
    });
    expect(await sharePay(member, groupId, 10)).toEqual({
      code: Code.GROUP_SHARE_INSUFFICIENT,
      message: GROUP_MESSAGES.sharesLeft(9),
    });
    expect(await countWhere(t, 'payments')).toBe(payments);
    // Another customer's payment is not found.
    const pay = await sharePay(member, groupId, 1);
    expect((await sharePayStatus(await walletCustomer(), pay.data.paymentId)).code).toBe(
      Code.INVALID_REQUEST,
    );
  });
});
