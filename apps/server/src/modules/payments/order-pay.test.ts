import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_GATEWAY_SECRET, hmacGateway } from '../../providers/payment-gateway';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId } from '../auth/auth-test-kit';
import { SANDBOX_EMBED_SECRET } from '../embed/partners';
import { ensurePartners, linkWallet } from '../embed/repo';
import { encodeEmbedData } from '../embed/signature';
import { defaultAppConfig } from '../catalog/default-config';
import { APP_CONFIG_KEY, writeSetting } from '../catalog/repo';
import { OrderMessages } from '../orders/messages';
import { buyer, countWhere, createPeriod, megaItem } from '../orders/orders-test-kit';
import { ResponsibleMessages } from '../responsible-play/service';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { hold, loadStock, saleList, stockStatus } from '../xskt/xskt-test-kit';
import { OrderPayMessages } from './order-pay';
import { PaymentMessages } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
  await ensurePartners(t.db.orm, ['sandbox']);
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const gateway = hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay');

/** An adult whose sandbox wallet is linked, signed in from the webview (source sandbox). */
async function embeddedBuyer(): Promise<{ id: number; token: string }> {
  const account = await createAccount(t, { fullname: 'Nguyễn Văn A', birthday: '1990-05-01' });
  const mid = `MID-${account.msisdn}`;
  await t.db.orm.transaction((tx) =>
    linkWallet(tx, { source: 'sandbox', mid, accountId: account.id }, t.clock.now()),
  );
  const data = encodeEmbedData({
    msisdn: account.msisdn,
    fullName: '',
    mid,
    time: t.clock.now().getTime(),
  });
  const sig = createHmac('sha256', SANDBOX_EMBED_SECRET).update(data).digest('hex');
  const res = (
    await call(t, 'POST', '/api/app-service/auth/signin', { source: 'sandbox', data, sig })
  ).json();
  if (res.code !== 0 || !res.data.linked) throw new Error(`embed sign-in: ${JSON.stringify(res)}`);
  return { id: account.id, token: res.data.session as string };
}

/** The webview's order create of `items` (one Mega 6/45 line of `drawCode` by default). */
async function createOrder(token: string, drawCode: string, items?: readonly object[]) {
  return (
    await call(
      t,
      'POST',
      '/api/xsdt/xsdt/order/create',
      { requestId: requestId(), orderItemInfos: items ?? [megaItem([drawCode])] },
      { token },
    )
  ).json();
}

async function createPay(token: string, orderId: number, id = requestId()) {
  return (
    await call(
      t,
      'POST',
      '/api/gateway/api/gateway/create_pay',
      { requestId: id, orderId },
      { token },
    )
  ).json();
}

function payStatus(token: string, paymentId: string) {
  return call(t, 'GET', `/api/gateway/api/gateway/pay_status?paymentId=${paymentId}`, undefined, {
    token,
  });
}

function order(token: string, orderId: number) {
  return call(t, 'GET', `/api/order/info?orderId=${orderId}`, undefined, { token });
}

/** The customer presses Pay or Cancel on the sandbox gateway's page. */
function gatewayPage(paymentId: string, action: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function signedCallback(paymentId: string, amount: number, status: 'paid' | 'failed' = 'paid') {
  const callback = { paymentId, status, amount, gatewayRef: `SBX-${paymentId}` };
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    payload: { ...callback, signature: gateway.sign(callback) },
  });
}

async function reservedWithPayment() {
  const customer = await embeddedBuyer();
  const { drawCode } = await createPeriod(t, 'mega645');
  const created = await createOrder(customer.token, drawCode);
  expect(created.code).toBe(0);
  const pay = await createPay(customer.token, created.data.orderId);
  expect(pay.code).toBe(0);
  return { ...customer, orderId: created.data.orderId as number, payment: pay.data };
}

describe('wallet-embedded order payment', () => {
  it('pays the order exactly once when the gateway captures it', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    expect(payment).toMatchObject({
      orderId,
      amount: 10_000,
      status: 'pending',
      orderPaid: false,
      payUrl: `/sandbox/pay/${payment.paymentId}`,
    });
    const page = await t.app.inject({ method: 'GET', url: payment.payUrl });
    expect(page.statusCode).toBe(200);
    // The wallet by its name and the order it pays, never `wallet:sandbox`.
    expect(page.body).toMatch(/data-testid="amount">10\.000đ</);
    expect(page.body).toMatch(/data-testid="wallet">Ví điện tử thử nghiệm</);
    expect(page.body).toContain(`data-testid="purpose">Thanh toán đơn hàng #${orderId}<`);
    expect(page.body).not.toContain('wallet:sandbox');

    const back = await gatewayPage(payment.paymentId, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/webview/chon-hinh-thuc-thanh-toan?orderId=${orderId}&paymentId=${payment.paymentId}`,
    );
    const paid = (await order(token, orderId)).json().data;
    expect(paid).toMatchObject({ state: 'paid', amount: 10_000, statusLabel: 'Chờ in vé' });
    expect(paid.tickets).toHaveLength(1);
    expect((await payStatus(token, payment.paymentId)).json().data).toMatchObject({
      status: 'paid',
      orderPaid: true,
    });
    // Captured into the main balance and paid from it in the same transaction: 0 left.
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'payment:${payment.paymentId}'`)).toBe(
      1,
    );
    expect(await countWhere(t, 'ledger_transactions', `ref = 'order:${orderId}'`)).toBe(1);

    // The page now only links back to the webview; paying the order again is refused.
    const settledPage = await t.app.inject({ method: 'GET', url: payment.payUrl });
    expect(settledPage.body).toContain(
      `href="/webview/chon-hinh-thuc-thanh-toan?orderId=${orderId}&amp;paymentId=${payment.paymentId}"`,
    );
    expect(await createPay(token, orderId)).toEqual({
      code: 14,
      message: OrderPayMessages.alreadyPaid,
      data: { reason: { field: 'orderId', rule: 'state' } },
    });
  });

  it('pays a cart mixing a paper ticket and a Vietlott ticket with one order and one payment', async () => {
    const { id, token } = await embeddedBuyer();
    const { drawCode } = await createPeriod(t, 'mega645');
    expect((await loadStock(t, 20)).code).toBe(0);
    const [ticket] = (await saleList(t, { category: 4, page_size: 1 })).data?.items ?? [];
    expect((await hold(t, token, { ticketIds: [ticket?.ticketId] })).code).toBe(0);

    // The webview's one create call carries both parts (the paper ticket by its stock id).
    const created = await createOrder(token, drawCode, [
      megaItem([drawCode]),
      {
        product: 'xsmn',
        lotteryType: 2,
        category: 4,
        drawArea: ticket?.province,
        drawCodes: [ticket?.drawCode],
        numberInfos: [{ numbers: [ticket?.number], ticketId: ticket?.ticketId }],
      },
    ]);
    expect(created.code, created.message).toBe(0);
    // 10.000đ of Mega 6/45 and a 10.000đ paper ticket: one amount, one payment.
    expect(created.data.amount).toBe(20_000);
    const orderId = created.data.orderId as number;
    const pay = (await createPay(token, orderId)).data;
    expect(pay.amount).toBe(20_000);
    await gatewayPage(pay.paymentId, 'pay');

    const paid = (await order(token, orderId)).json().data;
    expect(paid.state).toBe('paid');
    expect(paid.items.map((item: { product: string }) => item.product).sort()).toEqual([
      'mega645',
      'xsmn',
    ]);
    expect(await stockStatus(t, [ticket?.ticketId ?? 0])).toEqual(['sold']);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'payment:${pay.paymentId}'`)).toBe(1);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'order:${orderId}'`)).toBe(1);
  });

  it('changes nothing when the callback is replayed', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    const first = (await signedCallback(payment.paymentId, 10_000)).json();
    expect(first.data).toEqual({ status: 'paid', credited: true });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => signedCallback(payment.paymentId, 10_000)),
    );
    for (const replay of replays) {
      expect(replay.json().data).toEqual({ status: 'paid', credited: false });
    }
    expect((await order(token, orderId)).json().data.state).toBe('paid');
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'payment:${payment.paymentId}'`)).toBe(
      1,
    );
    expect(await countWhere(t, 'tickets', `order_id = ${orderId}`)).toBe(1);
  });

  it('leaves the order unpaid and the money untouched when the payment fails', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    const back = await gatewayPage(payment.paymentId, 'cancel');
    expect(back.headers.location).toContain(`orderId=${orderId}`);
    expect((await payStatus(token, payment.paymentId)).json().data).toMatchObject({
      status: 'failed',
      orderPaid: false,
    });
    expect((await order(token, orderId)).json().data.state).toBe('reserved');
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'payment:${payment.paymentId}'`)).toBe(
      0,
    );
    // The customer may try again: a fresh payment, the failed one stays failed.
    const retry = await createPay(token, orderId);
    expect(retry.data.paymentId).not.toBe(payment.paymentId);
  });

  it('refuses a callback whose amount does not match, changing nothing', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    const res = (await signedCallback(payment.paymentId, 10_001)).json();
    expect(res).toEqual({
      code: 14,
      message: PaymentMessages.amountMismatch,
      data: { reason: { field: 'amount', rule: 'mismatch' } },
    });
    expect((await payStatus(token, payment.paymentId)).json().data.status).toBe('pending');
    expect((await order(token, orderId)).json().data.state).toBe('reserved');
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
  });

  it('keeps the captured money on the main balance when the order can no longer be paid', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    // The customer cancels the reserved order (Keno cancel list) before the capture lands.
    const cancelled = (
      await call(
        t,
        'POST',
        '/api/order/cancel/list',
        { requestId: requestId(), orderIds: [orderId] },
        { token },
      )
    ).json();
    expect(cancelled.code).toBe(0);
    const res = (await signedCallback(payment.paymentId, 10_000)).json();
    expect(res.data).toEqual({ status: 'paid', credited: true });
    expect((await order(token, orderId)).json().data.state).toBe('cancelled');
    expect((await payStatus(token, payment.paymentId)).json().data).toMatchObject({
      status: 'paid',
      orderPaid: false,
    });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(10_000);
  });

  it('hands back the pending payment instead of opening a second one', async () => {
    const { token, orderId, payment } = await reservedWithPayment();
    const again = await createPay(token, orderId);
    expect(again.data.paymentId).toBe(payment.paymentId);
    const other = await embeddedBuyer();
    expect(await createPay(other.token, orderId)).toEqual({
      code: 14,
      message: OrderMessages.notFound,
      data: { reason: { field: 'orderId', rule: 'exists' } },
    });
    expect((await payStatus(other.token, payment.paymentId)).json()).toEqual({
      code: 14,
      message: PaymentMessages.notFound,
      data: { reason: { field: 'paymentId', rule: 'exists' } },
    });
    // Not a top-up: the top-up status call does not know it.
    expect(
      (await call(t, 'GET', `/api/payments/${payment.paymentId}`, undefined, { token })).json(),
    ).toMatchObject({ code: 14, message: PaymentMessages.notFound });
  });

  it('is only for wallet-linked webview users', async () => {
    const web = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const created = await createOrder(web.token, drawCode);
    expect(created).toEqual({ code: 12, message: OrderPayMessages.embeddedOnly });
    const reserved = (
      await call(
        t,
        'POST',
        '/api/order',
        { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] },
        { token: web.token },
      )
    ).json();
    expect(await createPay(web.token, reserved.data.orderId)).toEqual({
      code: 12,
      message: OrderPayMessages.embeddedOnly,
    });
  });

  it('refuses a paused product, a limit or a self-exclusion before opening a payment', async () => {
    const customer = await embeddedBuyer();
    const { drawCode } = await createPeriod(t, 'mega645');
    // Two sets: 20,000đ.
    const created = await createOrder(customer.token, drawCode, [
      {
        ...megaItem([drawCode]),
        numberInfos: [
          { numbers: ['01', '02', '03', '04', '05', '06'] },
          { numbers: ['11', '12', '13', '14', '15', '16'] },
        ],
      },
    ]);
    expect(created).toMatchObject({ code: 0, data: { amount: 20_000 } });
    const orderId = created.data.orderId as number;
    const payments = () => countWhere(t, 'order_payments', `order_id = ${orderId}`);

    const paused = defaultAppConfig();
    paused.pausedProducts.push({ productId: 'mega645', label: 'Tạm dừng đến 15/02' });
    await writeSetting(t.db.orm, APP_CONFIG_KEY, paused);
    try {
      expect(await createOrder(customer.token, drawCode)).toEqual({
        code: 14,
        message: OrderMessages.notOnSale,
        data: { reason: { field: 'product', rule: 'state' } },
      });
      expect(await createPay(customer.token, orderId)).toEqual({
        code: 14,
        message: OrderMessages.notOnSale,
        data: { reason: { field: 'product', rule: 'state' } },
      });
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
    expect(await payments()).toBe(0);

    const set = (url: string, body: Record<string, unknown>) =>
      call(t, 'POST', url, { requestId: requestId(), ...body }, { token: customer.token });
    expect((await set('/api/customer/play_limits', { daily: 10_000 })).json().code).toBe(0);
    expect(await createPay(customer.token, orderId)).toEqual({
      code: 14,
      message: ResponsibleMessages.overLimit('daily', 10_000, 10_000),
      data: { reason: { field: 'amount', rule: 'max' } },
    });
    await set('/api/customer/self_exclusion', { period: 'permanent' });
    expect(await createPay(customer.token, orderId)).toEqual({
      code: 14,
      message: ResponsibleMessages.excludedForever,
      data: { reason: { field: 'account', rule: 'state' } },
    });
    expect(await payments()).toBe(0);
    expect((await order(customer.token, orderId)).json().data.state).toBe('reserved');
    expect((await customerBalances(t.db.orm, customer.id)).balance).toBe(0);
  });

  it('keeps the capture on the main balance when the product is paused before it lands', async () => {
    const { id, token, orderId, payment } = await reservedWithPayment();
    const paused = defaultAppConfig();
    paused.pausedProducts.push({ productId: 'mega645', label: 'Tạm dừng đến 15/02' });
    await writeSetting(t.db.orm, APP_CONFIG_KEY, paused);
    try {
      const res = (await signedCallback(payment.paymentId, 10_000)).json();
      expect(res.data).toEqual({ status: 'paid', credited: true });
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
    expect((await order(token, orderId)).json().data.state).toBe('reserved');
    expect((await customerBalances(t.db.orm, id)).balance).toBe(10_000);
    expect(await countWhere(t, 'tickets', `account_id = ${id}`)).toBe(0);
  });
});
