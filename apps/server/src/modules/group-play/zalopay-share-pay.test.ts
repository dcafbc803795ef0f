import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZALOPAY_SANDBOX_KEYS } from '../../env';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, requestId } from '../auth/auth-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import { GROUP, buyer, detail, megaLines, openGroup, setGroupFlag } from './group-test-kit';

/**
 * Group shares bought from ZaloPay's webview (partner source `zalopay`), paid through
 * ZaloPay's emulator with the real adapter: the duplicated callback buys them once.
 */
const PARTNER_SECRET = 'zalopay-partner-secret-for-tests';
let t: VnpayTestApp;
const origin = { url: '' };

beforeAll(async () => {
  t = await vnpayTestApp(
    {
      gateways: { zalopay: { ...ZALOPAY_SANDBOX_KEYS } },
      embedPartners: { zalopay: PARTNER_SECRET },
    },
    origin,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await setGroupFlag(t, true);
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

describe('group shares paid through ZaloPay', () => {
  it('the duplicated callback buys the shares once', async () => {
    const leader = await buyer(t, 100_000);
    const member = await embeddedBuyer(t, { source: 'zalopay', secret: PARTNER_SECRET });
    const { groupId } = await openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
    });
    const pay = (
      await call(
        t,
        'POST',
        `${GROUP}/share_pay`,
        { requestId: requestId(), groupId, shares: 3 },
        { token: member.token },
      )
    ).json();
    expect(pay).toMatchObject({ code: 0, data: { shares: 3, amount: 3_000, status: 'pending' } });
    const payUrl = pay.data.payUrl as string;
    expect(payUrl.startsWith(`${origin.url}/sandbox/zalopay/pay?apptransid=`)).toBe(true);

    const html = await (await fetch(payUrl)).text();
    const ref = /name="ref" value="([^"]+)"/.exec(html)![1]!;
    const pressed = await fetch(`${origin.url}/sandbox/zalopay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref, action: 'pay', ipn: 'duplicate' }),
      redirect: 'manual',
    });
    const back = await fetch(pressed.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^/webview/nhom-mua-chung/.+/${groupId}\\?paymentId=${pay.data.paymentId}$`),
    );
    const answers = t.gateways
      .zalopayEmulator!.deliveries()
      .filter((d) => d.ref === ref)
      .flatMap((d) => d.answers);
    expect(answers.sort()).toEqual(['1', '2']);

    const status = (
      await call(t, 'GET', `${GROUP}/share_pay_status?paymentId=${pay.data.paymentId}`, undefined, {
        token: member.token,
      })
    ).json();
    expect(status.data).toMatchObject({ status: 'paid', outcome: 'held' });
    const group = (await detail(t, groupId, { ...member, msisdn: '' })).data;
    expect(group).toMatchObject({ soldShares: 4 });
    // The capture was credited and spent on the shares: nothing left, nothing twice.
    expect((await customerBalances(t.db.orm, member.id)).balance).toBe(0);
  });
});
