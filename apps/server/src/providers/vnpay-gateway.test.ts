import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { VNPay } from 'vnpay';
import { parseVnpDate, vnpDate, vnpOrderInfo } from './vnpay';
import { vnpayGateway } from './vnpay-gateway';

/**
 * VNPay's published example of a payment URL (sandbox.vnpayment.vn/apis/docs, "Tạo URL
 * Thanh toán", API 2.1.0). Its checksum is over the merchant DEMOV210's secret, which VNPay
 * does not publish: the checksum data (the query before `vnp_SecureHash`) is checked as a
 * fact, and the checksum itself is computed here with `node:crypto` from VNPay's documented
 * algorithm (HMAC-SHA512 of that data, hex), independently of the library.
 */
const DOC_QUERY =
  'vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0';
const DOC_PUBLISHED_HASH =
  '3e0d61a0c0534b2e36680b3f7277743e8784cc4e1d68fa7d276e79c23be7d6318d338b477910a27992f5057bb1582bd44bd82ae8009ffaf6d141219218625c42';

const SECRET = 'TESTSECRETFORVNPAYADAPTER0123456';
const TMN = 'VESOTEST';

function hmac512(secret: string, data: string) {
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** Signs `vnp_*` parameters the way VNPay's documentation says, without the adapter's code. */
function signed(params: Record<string, string>, secret = SECRET) {
  const data = Object.keys(params)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key]!).replace(/%20/g, '+')}`)
    .join('&');
  return { ...params, vnp_SecureHash: hmac512(secret, data) };
}

const gateway = vnpayGateway({
  tmnCode: TMN,
  hashSecret: SECRET,
  payUrl: () => 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  apiUrl: () => 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  returnUrl: () => 'https://veso.example/api/payments/return/vnpay',
  now: () => new Date('2026-03-04T03:00:00Z'),
});

/** A paid IPN of 50.000đ for payment `abc123` as VNPay sends it. */
function paidIpn(overrides: Record<string, string> = {}) {
  return {
    vnp_Amount: '5000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Nap tien vao tai khoan VeSo',
    vnp_PayDate: '20260304100500',
    vnp_ResponseCode: '00',
    vnp_TmnCode: TMN,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'abc123',
    ...overrides,
  };
}

const read = (query: Record<string, string>) =>
  gateway.readNotification({ query, body: undefined });

describe("VNPay's documented payment URL", () => {
  const docParams = Object.fromEntries(new URLSearchParams(DOC_QUERY));

  it('is signed over exactly the published query, and the library builds that query', () => {
    const library = new VNPay({
      tmnCode: 'DEMOV210',
      secureSecret: SECRET,
      vnpayHost: 'https://sandbox.vnpayment.vn',
    });
    const url = new URL(
      library.buildPaymentUrl({
        vnp_Amount: 18_060,
        vnp_CreateDate: 20210801153333,
        vnp_IpAddr: '127.0.0.1',
        vnp_OrderInfo: 'Thanh toan don hang :5',
        vnp_OrderType: 'other' as never,
        vnp_ReturnUrl: 'https://domainmerchant.vn/ReturnUrl',
        vnp_TxnRef: '5',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    );
    const hash = url.searchParams.get('vnp_SecureHash');
    url.searchParams.delete('vnp_SecureHash');
    // The ×100 amount, the sorted form-encoded parameters: the published query, byte for byte.
    expect(url.search.slice(1)).toBe(DOC_QUERY);
    expect(hash).toBe(hmac512(SECRET, DOC_QUERY));
    // Signed with another key, the checksum is another: the published one is DEMOV210's.
    expect(hash).not.toBe(DOC_PUBLISHED_HASH);
    expect(DOC_PUBLISHED_HASH).toMatch(/^[0-9a-f]{128}$/);
  });

  it('verifies as a notification when signed with the key, and not with another', () => {
    const docGateway = vnpayGateway({
      tmnCode: 'DEMOV210',
      hashSecret: SECRET,
      payUrl: () => 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      apiUrl: () => 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
      returnUrl: () => 'https://domainmerchant.vn/ReturnUrl',
      now: () => new Date(),
    });
    const ipn = {
      ...docParams,
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TransactionNo: '13572468',
    };
    const query = signed(ipn);
    expect(docGateway.readNotification({ query, body: undefined })).toEqual({
      kind: 'notice',
      paymentId: '5',
      status: 'paid',
      amount: 18_060,
      providerRef: '13572468',
    });
    const published = { ...ipn, vnp_SecureHash: DOC_PUBLISHED_HASH };
    expect(docGateway.readNotification({ query: published, body: undefined })).toEqual({
      kind: 'bad-signature',
    });
  });
});

describe('the payment URL the adapter builds', () => {
  it('carries the amount ×100, GMT+7 times, the payment id, and verifies with node:crypto', async () => {
    const { payUrl } = await gateway.createPayment({
      paymentId: 'f00dcafe0123456789abcdef01234567',
      amount: 50_000,
      createdAt: new Date('2026-03-04T03:00:00Z'),
      expiresAt: new Date('2026-03-04T03:15:00Z'),
      description: 'Nạp tiền vào tài khoản VeSo',
      clientIp: '203.0.113.9',
    });
    const url = new URL(payUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: TMN,
      vnp_Amount: '5000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: 'f00dcafe0123456789abcdef01234567',
      vnp_OrderInfo: 'Nap tien vao tai khoan VeSo',
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_IpAddr: '203.0.113.9',
      vnp_ReturnUrl: 'https://veso.example/api/payments/return/vnpay',
      vnp_CreateDate: '20260304100000',
      vnp_ExpireDate: '20260304101500',
    });
    const { vnp_SecureHash: hash, ...rest } = params;
    expect(signed(rest).vnp_SecureHash).toBe(hash);
  });
});

describe('VNPay times and words', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('formats and reads yyyyMMddHHmmss in GMT+7 whatever the host zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Ho_Chi_Minh']) {
      process.env.TZ = tz;
      expect(vnpDate(new Date('2026-12-31T17:30:05Z'))).toBe('20270101003005');
      expect(parseVnpDate('20270101003005')).toEqual(new Date('2026-12-31T17:30:05Z'));
    }
    expect(parseVnpDate('2027010100300')).toBeUndefined();
    expect(parseVnpDate('20271301003005')).toBeUndefined();
  });

  it('writes the order information without diacritics or special characters', () => {
    expect(vnpOrderInfo('Thanh toán đơn hàng #12: Đặc biệt!')).toBe(
      'Thanh toan don hang 12 Dac biet',
    );
  });
});

describe('an IPN read by the adapter', () => {
  it('reads a signed paid IPN in đồng, and a cancelled one as failed', () => {
    expect(read(signed(paidIpn()))).toEqual({
      kind: 'notice',
      paymentId: 'abc123',
      status: 'paid',
      amount: 50_000,
      providerRef: '14422574',
    });
    const cancelled = signed(
      paidIpn({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02', vnp_TransactionNo: '0' }),
    );
    expect(read(cancelled)).toMatchObject({ kind: 'notice', status: 'failed' });
    // Success needs both codes: a response 00 with a failed transaction status is a failure.
    const half = signed(paidIpn({ vnp_TransactionStatus: '02' }));
    expect(read(half)).toMatchObject({ kind: 'notice', status: 'failed' });
  });

  it('refuses a changed amount, order id or status, a wrong key and a missing hash (97)', () => {
    const good = signed(paidIpn({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }));
    const tampered = [
      { ...signed(paidIpn()), vnp_Amount: '500000000' },
      { ...signed(paidIpn()), vnp_TxnRef: 'someoneelse' },
      { ...good, vnp_ResponseCode: '00', vnp_TransactionStatus: '00' },
      signed(paidIpn(), 'ANOTHERSECRETOFSOMEOTHERMERCHANT'),
      paidIpn(),
      { ...signed(paidIpn()), vnp_SecureHash: 'zz' },
    ];
    for (const query of tampered) expect(read(query)).toEqual({ kind: 'bad-signature' });
    expect(gateway.answer('bad-signature')).toEqual({
      httpStatus: 200,
      body: { RspCode: '97', Message: 'Invalid signature' },
    });
  });

  it('ignores parameters that are not VNPay’s, and calls a signed nonsense amount malformed', () => {
    expect(read({ ...signed(paidIpn()), utm_source: 'x' })).toMatchObject({ kind: 'notice' });
    expect(read(signed(paidIpn({ vnp_Amount: '5000050' })))).toEqual({ kind: 'malformed' });
    expect(read(signed(paidIpn({ vnp_TmnCode: 'OTHERTMN' })))).toEqual({ kind: 'malformed' });
  });

  it("answers every outcome with VNPay's RspCode and message", () => {
    const codes = (
      [
        'confirmed',
        'not-found',
        'already-confirmed',
        'invalid-amount',
        'bad-signature',
        'error',
      ] as const
    ).map((outcome) => gateway.answer(outcome).body);
    expect(codes).toEqual([
      { RspCode: '00', Message: 'Confirm Success' },
      { RspCode: '01', Message: 'Order not found' },
      { RspCode: '02', Message: 'Order already confirmed' },
      { RspCode: '04', Message: 'invalid amount' },
      { RspCode: '97', Message: 'Invalid signature' },
      { RspCode: '99', Message: 'Unknow error' },
    ]);
  });
});
