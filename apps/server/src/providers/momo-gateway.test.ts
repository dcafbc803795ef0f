import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MOMO_SIGNED_FIELDS, momoRawSignature, momoSign } from './momo';
import { momoGateway } from './momo-gateway';

/**
 * MoMo's published test partner (`MOMO`, access key `F8BBA842ECF85`, secret
 * `K951B6PE1waDMi640xX08PD3vg6EkVlz`, the keys of MoMo's own samples for test-payment.momo.vn)
 * and its documented raw signature strings (developers.momo.vn, One-Time Payments: keys
 * sorted a–z, `accessKey` included). MoMo publishes no expected signature for them, so the
 * HMAC-SHA256 is computed here with `node:crypto` from the documented string, independently.
 */
const MOMO_TEST = {
  partnerCode: 'MOMO',
  accessKey: 'F8BBA842ECF85',
  secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
};

const hmac256 = (data: string, key = MOMO_TEST.secretKey) =>
  createHmac('sha256', key).update(data, 'utf8').digest('hex');

const gateway = momoGateway({
  ...MOMO_TEST,
  endpoint: () => 'https://test-payment.momo.vn',
  redirectUrl: () => 'https://veso.example/api/payments/return/momo',
  ipnUrl: () => 'https://veso.example/api/payments/ipn/momo',
});

/** A paid IPN as MoMo posts it, signed over the documented string. */
function ipn(overrides: Record<string, unknown> = {}, key = MOMO_TEST.secretKey) {
  const body: Record<string, unknown> = {
    partnerCode: 'MOMO',
    orderId: 'abc123',
    requestId: 'abc123',
    amount: 50_000,
    orderInfo: 'Nạp tiền vào tài khoản VeSo',
    orderType: 'momo_wallet',
    transId: 4_088_878_653,
    resultCode: 0,
    message: 'Thành công.',
    payType: 'qr',
    responseTime: 1_772_593_200_000,
    extraData: '',
    ...overrides,
  };
  const raw =
    `accessKey=${MOMO_TEST.accessKey}&amount=${body.amount}&extraData=${body.extraData}` +
    `&message=${body.message}&orderId=${body.orderId}&orderInfo=${body.orderInfo}` +
    `&orderType=${body.orderType}&partnerCode=${body.partnerCode}&payType=${body.payType}` +
    `&requestId=${body.requestId}&responseTime=${body.responseTime}` +
    `&resultCode=${body.resultCode}&transId=${body.transId}`;
  return { ...body, signature: hmac256(raw, key) };
}

const read = (body: unknown) => gateway.readNotification({ query: {}, body });

describe("MoMo's documented signatures", () => {
  it('signs a create request over the documented raw string', () => {
    const create = {
      partnerCode: 'MOMO',
      requestType: 'captureWallet',
      ipnUrl: 'https://webhook.site/b3088a6a-2d17-4f8d-a383-71389a6c600b',
      redirectUrl: 'https://webhook.site/b3088a6a-2d17-4f8d-a383-71389a6c600b',
      orderId: 'MOMO1712108682648',
      amount: 50_000,
      orderInfo: 'pay with MoMo',
      requestId: 'MOMO1712108682648',
      extraData: '',
    };
    const raw =
      'accessKey=F8BBA842ECF85&amount=50000&extraData=' +
      '&ipnUrl=https://webhook.site/b3088a6a-2d17-4f8d-a383-71389a6c600b' +
      '&orderId=MOMO1712108682648&orderInfo=pay with MoMo&partnerCode=MOMO' +
      '&redirectUrl=https://webhook.site/b3088a6a-2d17-4f8d-a383-71389a6c600b' +
      '&requestId=MOMO1712108682648&requestType=captureWallet';
    expect(momoRawSignature(MOMO_TEST.accessKey, MOMO_SIGNED_FIELDS.create, create)).toBe(raw);
    expect(momoSign(MOMO_TEST, MOMO_SIGNED_FIELDS.create, create)).toBe(hmac256(raw));
  });

  it('signs query and refund requests over theirs', () => {
    const query = { partnerCode: 'MOMO', requestId: 'r1', orderId: 'o1' };
    expect(momoSign(MOMO_TEST, MOMO_SIGNED_FIELDS.query, query)).toBe(
      hmac256('accessKey=F8BBA842ECF85&orderId=o1&partnerCode=MOMO&requestId=r1'),
    );
    const refund = {
      partnerCode: 'MOMO',
      orderId: 'rf1',
      requestId: 'rf1',
      amount: 10_000,
      transId: 4_088_878_653,
      description: 'Hoàn tiền vé',
    };
    expect(momoSign(MOMO_TEST, MOMO_SIGNED_FIELDS.refund, refund)).toBe(
      hmac256(
        'accessKey=F8BBA842ECF85&amount=10000&description=Hoàn tiền vé&orderId=rf1' +
          '&partnerCode=MOMO&requestId=rf1&transId=4088878653',
      ),
    );
  });
});

describe('a MoMo IPN read by the adapter', () => {
  it('reads a paid IPN, and a refused one as failed', () => {
    expect(read(ipn())).toEqual({
      kind: 'notice',
      paymentId: 'abc123',
      status: 'paid',
      amount: 50_000,
      providerRef: '4088878653',
    });
    expect(read(ipn({ resultCode: 1006, message: 'Giao dịch bị từ chối.' }))).toMatchObject({
      status: 'failed',
    });
  });

  it('refuses a changed amount, order id or result, a wrong key, no signature', () => {
    const tampered = [
      { ...ipn(), amount: 5_000_000 },
      { ...ipn(), orderId: 'someoneelse' },
      { ...ipn({ resultCode: 1006 }), resultCode: 0 },
      ipn({}, 'ANOTHERSECRETKEYOFANOTHERPARTNER'),
      { ...ipn(), signature: undefined },
      { ...ipn(), signature: 'zz' },
    ];
    for (const body of tampered) expect(read(body)).toEqual({ kind: 'bad-signature' });
    expect(read(ipn({ partnerCode: 'OTHER' }))).toEqual({ kind: 'malformed' });
    expect(read(ipn({ amount: '50000' }))).toEqual({ kind: 'malformed' });
    expect(read('nonsense')).toEqual({ kind: 'malformed' });
  });

  it('answers 204 once the IPN is taken, 400 to a refusal, 500 to call again', () => {
    expect(gateway.answer('confirmed')).toEqual({ httpStatus: 204, body: undefined });
    expect(gateway.answer('already-confirmed').httpStatus).toBe(204);
    expect(gateway.answer('bad-signature').httpStatus).toBe(400);
    expect(gateway.answer('not-found').httpStatus).toBe(400);
    expect(gateway.answer('invalid-amount').httpStatus).toBe(400);
    expect(gateway.answer('error').httpStatus).toBe(500);
  });
});
