import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  ZALOPAY_CREATE_FIELDS,
  ZALOPAY_QUERY_FIELDS,
  zaloData,
  zaloMac,
  zaloTransId,
} from './zalopay';
import { zalopayGateway } from './zalopay-gateway';

/**
 * ZaloPay's published sandbox app (app_id 2553, key1 `PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL`,
 * key2 `kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz`, the keys of ZaloPay's own samples for
 * sb-openapi.zalopay.vn) and its documented MAC strings. ZaloPay publishes no expected MAC
 * for them, so the HMAC-SHA256 is computed here with `node:crypto`, independently.
 */
const ZP = {
  appId: 2553,
  key1: 'PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL',
  key2: 'kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz',
};
const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

const gateway = zalopayGateway({
  ...ZP,
  endpoint: () => 'https://sb-openapi.zalopay.vn',
  redirectUrl: () => 'https://veso.example/api/payments/return/zalopay',
  callbackUrl: () => 'https://veso.example/api/payments/ipn/zalopay',
});

function callbackData(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    app_id: 2553,
    app_trans_id: '260304_abc123',
    app_time: 1_772_593_200_000,
    app_user: 'VeSo',
    amount: 50_000,
    embed_data: '{}',
    item: '[]',
    zp_trans_id: 260_304_000_000_123,
    server_time: 1_772_593_260_000,
    channel: 38,
    merchant_user_id: '',
    user_fee_amount: 0,
    discount_amount: 0,
    ...overrides,
  });
}
const callback = (data: string, key = ZP.key2) => ({ data, mac: hmac(key, data), type: 1 });
const read = (body: unknown) => gateway.readNotification({ query: {}, body });

describe("ZaloPay's documented MACs", () => {
  it('signs an order with key1 over app_id|app_trans_id|app_user|amount|app_time|embed_data|item', () => {
    const order = {
      app_id: 2553,
      app_trans_id: '260304_abc123',
      app_user: 'VeSo',
      amount: 50_000,
      app_time: 1_772_593_200_000,
      embed_data: '{"redirecturl":"https://veso.example/return"}',
      item: '[]',
    };
    const data =
      '2553|260304_abc123|VeSo|50000|1772593200000|{"redirecturl":"https://veso.example/return"}|[]';
    expect(zaloData(ZALOPAY_CREATE_FIELDS, order)).toBe(data);
    expect(zaloMac(ZP.key1, data)).toBe(hmac(ZP.key1, data));
    expect(zaloData(ZALOPAY_QUERY_FIELDS, { ...order, key1: ZP.key1 })).toBe(
      `2553|260304_abc123|${ZP.key1}`,
    );
  });

  it('names the order yyMMdd_ in Vietnam time (a payment at 23:30 UTC is the next day)', () => {
    expect(zaloTransId('abc123', new Date('2026-03-04T23:30:00Z'))).toBe('260305_abc123');
  });
});

describe('a ZaloPay callback read by the adapter', () => {
  it('reads a paid callback verified with key2', () => {
    expect(read(callback(callbackData()))).toEqual({
      kind: 'notice',
      paymentId: 'abc123',
      status: 'paid',
      amount: 50_000,
      providerRef: '260304000000123',
    });
  });

  it('refuses a changed amount or order, key1 instead of key2, a wrong key', () => {
    const good = callback(callbackData());
    const tampered = [
      { ...good, data: callbackData({ amount: 5_000_000 }) },
      { ...good, data: callbackData({ app_trans_id: '260304_other' }) },
      callback(callbackData(), ZP.key1),
      callback(callbackData(), 'ANOTHERKEYOFANOTHERAPPLICATION00'),
      { ...good, mac: undefined },
    ];
    for (const body of tampered) expect(read(body)).toEqual({ kind: 'bad-signature' });
    expect(read(callback(callbackData({ app_id: 2554 })))).toEqual({ kind: 'malformed' });
    expect(read(callback('not json'))).toEqual({ kind: 'malformed' });
  });

  it('answers return_code 1 taken, 2 already taken, -1 refused, 0 call again', () => {
    expect(gateway.answer('confirmed').body).toEqual({ return_code: 1, return_message: 'success' });
    expect(gateway.answer('already-confirmed').body).toMatchObject({ return_code: 2 });
    expect(gateway.answer('bad-signature').body).toMatchObject({ return_code: -1 });
    expect(gateway.answer('not-found').body).toMatchObject({ return_code: -1 });
    expect(gateway.answer('error').body).toMatchObject({ return_code: 0 });
  });

  it('refunds with v2/refund: mac key1 over app_id|zp_trans_id|amount|description|timestamp, m_refund_id yyMMdd_appid_id', async () => {
    const forms: Record<string, string>[] = [];
    const answers = [
      { return_code: 1, return_message: 'Thành công', refund_id: 555 },
      { return_code: 3, return_message: 'Đang xử lý' },
      { return_code: 2, return_message: 'Không hợp lệ', sub_return_code: -13 },
    ];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        forms.push({ path: request.url ?? '', ...Object.fromEntries(new URLSearchParams(body)) });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answers[forms.length - 1]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = zalopayGateway({
      ...ZP,
      endpoint: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      redirectUrl: () => 'https://veso.example/r',
      callbackUrl: () => 'https://veso.example/c',
    });
    const refund = {
      paymentId: 'abc123',
      amount: 50_000,
      createdAt: new Date('2026-03-04T03:00:00Z'),
      providerRef: '240304000001',
      refundId: 'f00d',
      // 23:30 UTC on the 3rd is the 4th in Vietnam.
      refundAt: new Date('2026-03-03T23:30:00Z'),
      refundAmount: 10_000,
      by: 'VeSo',
      reason: 'Hoan tien ve',
    };
    try {
      expect(await local.refund!(refund)).toEqual({ ok: true, providerRef: '555' });
      await expect(local.refund!(refund)).rejects.toThrow(/processing/);
      expect(await local.refund!(refund)).toEqual({
        ok: false,
        code: '-13',
        message: 'Không hợp lệ',
      });
    } finally {
      server.close();
    }
    const timestamp = String(refund.refundAt.getTime());
    const first = forms[0]!;
    expect(first).toMatchObject({
      path: '/v2/refund',
      app_id: '2553',
      m_refund_id: '260304_2553_f00d',
      zp_trans_id: '240304000001',
      amount: '10000',
      timestamp,
      description: 'Hoan tien ve',
    });
    expect(first.mac).toBe(hmac(ZP.key1, `2553|240304000001|10000|Hoan tien ve|${timestamp}`));
    // Every try carries the same m_refund_id and mac: ZaloPay takes it as one refund.
    expect(new Set(forms.map((f) => `${f.m_refund_id} ${f.mac}`)).size).toBe(1);
  });
});
