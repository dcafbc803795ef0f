import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_SANDBOX_KEYS } from '../../env';
import { vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, requestId } from '../auth/auth-test-kit';
import { createPeriod, megaItem } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';

/**
 * The webview inside MoMo's app (partner source `momo`): an order paid through MoMo's
 * emulator with the real adapter, the duplicated IPN paying the order once.
 */
const PARTNER_SECRET = 'momo-partner-secret-for-tests';
let t: VnpayTestApp;
const origin = { url: '' };

beforeAll(async () => {
  t = await vnpayTestApp(
    { gateways: { momo: { ...MOMO_SANDBOX_KEYS } }, embedPartners: { momo: PARTNER_SECRET } },
    origin,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const momoBuyer = () => embeddedBuyer(t, { source: 'momo', secret: PARTNER_SECRET });

describe('a webview order paid through MoMo', () => {
  it('opens a MoMo payment of the order’s amount, and pays the order once on a duplicated IPN', async () => {
    const { id, token } = await momoBuyer();
    const { drawCode } = await createPeriod(t, 'mega645');
    const created = (
      await call(
        t,
        'POST',
        '/api/xsdt/xsdt/order/create',
        { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] },
        { token },
      )
    ).json();
    expect(created.code).toBe(0);
    const orderId = created.data.orderId as number;
    const pay = (
      await call(
        t,
        'POST',
        '/api/gateway/api/gateway/create_pay',
        { requestId: requestId(), orderId },
        { token },
      )
    ).json();
    expect(pay.code).toBe(0);
    const payUrl = pay.data.payUrl as string;
    expect(payUrl).toBe(`${origin.url}/sandbox/momo/pay?orderId=${pay.data.paymentId}`);

    const html = await (await fetch(payUrl)).text();
    expect(html).toContain(`Thanh toán đơn hàng #${orderId}`);
    const pressed = await fetch(`${origin.url}/sandbox/momo/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref: pay.data.paymentId, action: 'pay', ipn: 'duplicate' }),
      redirect: 'manual',
    });
    const back = await fetch(pressed.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(
      `/webview/chon-hinh-thuc-thanh-toan?orderId=${orderId}&paymentId=${pay.data.paymentId}`,
    );

    const status = (
      await call(
        t,
        'GET',
        `/api/gateway/api/gateway/pay_status?paymentId=${pay.data.paymentId}`,
        undefined,
        { token },
      )
    ).json();
    expect(status.data).toMatchObject({ status: 'paid', orderPaid: true });
    const answers = t.gateways
      .momoEmulator!.deliveries()
      .filter((d) => d.ref === pay.data.paymentId)
      .flatMap((d) => d.answers);
    expect(answers).toEqual(['204', '204']);
    const info = (
      await call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token })
    ).json();
    expect(info.code).toBe(0);
    // The capture was credited and spent on the order: nothing left over, nothing twice.
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
  });
});
