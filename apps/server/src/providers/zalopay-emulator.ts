import { randomInt } from 'node:crypto';
import type { Clock } from './clock';
import { notificationQueue } from './notification-queue';
import type { IpnMode, PayAction } from './vnpay-emulator';
import {
  ZALOPAY_CREATE_FIELDS,
  ZALOPAY_EMULATOR_PAY_PATH,
  ZALOPAY_QUERY_FIELDS,
  ZALOPAY_REDIRECT_FIELDS,
  ZALOPAY_REFUND_FIELDS,
  zaloData,
  zaloMac,
  zaloMacEquals,
} from './zalopay';

/**
 * A local stand-in for ZaloPay v2 (sandbox mode only): `create` (its `mac` checked with
 * key1, a new `app_trans_id`) answers an `order_url` to its page; a paid order is posted to
 * the shop's `callback_url` as `{data, mac (key2), type: 1}`, called again after 5 minutes
 * while the answer is not `return_code` 1 or 2, at most 3 times (ZaloPay calls back only
 * paid orders); `query` answers 1 paid, 2 failed, 3 not yet; `refund` gives back at most what
 * was paid, once per `m_refund_id` (a repeat is answered that refund's result). State in
 * memory, per process.
 */

export const ZALOPAY_CALLBACK_RETRY_MS = 5 * 60_000;
export const ZALOPAY_CALLBACK_MAX_RETRIES = 3;

export type ZalopayOrder = {
  appTransId: string;
  appUser: string;
  appTime: number;
  amount: number;
  description: string;
  embedData: string;
  item: string;
  callbackUrl: string;
  expiresAt: Date;
  status: 'pending' | 'paid' | 'failed';
  zpTransId: number;
  refunds: { mRefundId: string; amount: number; refundId: number }[];
};

export type ZalopayEmulatorOptions = {
  appId: number;
  key1: string;
  key2: string;
  clock: Clock;
  origin: () => string;
};

export type ZalopayEmulator = ReturnType<typeof zalopayEmulator>;

export function zalopayEmulator(options: ZalopayEmulatorOptions) {
  const orders = new Map<string, ZalopayOrder>();
  let callbackUrl = '';
  let nextTransId = 240_000_000_000 + randomInt(1_000_000);
  const now = () => options.clock.now().getTime();
  const callbacks = notificationQueue({
    clock: options.clock,
    url: () => callbackUrl,
    retryMs: ZALOPAY_CALLBACK_RETRY_MS,
    maxRetries: ZALOPAY_CALLBACK_MAX_RETRIES,
    read: (status, body) => {
      try {
        const code = (JSON.parse(body) as { return_code?: unknown }).return_code;
        if (status === 200 && typeof code === 'number') {
          return { answer: String(code), final: code === 1 || code === 2 };
        }
      } catch {
        // Not ZaloPay's JSON: called again.
      }
      return { answer: `http-${status}`, final: false };
    },
  });

  function callback(order: ZalopayOrder) {
    const data = JSON.stringify({
      app_id: options.appId,
      app_trans_id: order.appTransId,
      app_time: order.appTime,
      app_user: order.appUser,
      amount: order.amount,
      embed_data: order.embedData,
      item: order.item,
      zp_trans_id: order.zpTransId,
      server_time: now(),
      channel: 38,
      merchant_user_id: '',
      user_fee_amount: 0,
      discount_amount: 0,
    });
    return { body: JSON.stringify({ data, mac: zaloMac(options.key2, data), type: 1 }) };
  }

  function redirect(order: ZalopayOrder): Record<string, string> {
    const params = {
      amount: String(order.amount),
      appid: String(options.appId),
      apptransid: order.appTransId,
      bankcode: '',
      discountamount: '0',
      pmcid: '38',
      status: order.status === 'paid' ? '1' : '-49',
    };
    return {
      ...params,
      checksum: zaloMac(options.key2, zaloData(ZALOPAY_REDIRECT_FIELDS, params)),
    };
  }

  return {
    appId: options.appId,

    /** `POST /v2/create` (form fields). */
    create(body: unknown): Record<string, unknown> {
      const form = (body ?? {}) as Record<string, string>;
      const fail = (message: string) => ({
        return_code: 2,
        return_message: message,
        sub_return_code: -1,
      });
      if (!zaloMacEquals(options.key1, zaloData(ZALOPAY_CREATE_FIELDS, form), form.mac)) {
        return fail('mac không hợp lệ');
      }
      const amount = Number(form.amount);
      if (
        Number(form.app_id) !== options.appId ||
        !/^\d{6}_[0-9a-zA-Z_]{1,33}$/.test(form.app_trans_id ?? '') ||
        !Number.isSafeInteger(amount) ||
        amount <= 0 ||
        !form.callback_url
      ) {
        return fail('dữ liệu không hợp lệ');
      }
      if (orders.has(form.app_trans_id!)) return fail('app_trans_id đã tồn tại');
      callbackUrl = form.callback_url;
      const seconds = Number(form.expire_duration_seconds) || 900;
      orders.set(form.app_trans_id!, {
        appTransId: form.app_trans_id!,
        appUser: form.app_user ?? '',
        appTime: Number(form.app_time),
        amount,
        description: form.description ?? '',
        embedData: form.embed_data ?? '{}',
        item: form.item ?? '[]',
        callbackUrl: form.callback_url,
        expiresAt: new Date(now() + seconds * 1000),
        status: 'pending',
        zpTransId: (nextTransId += 1),
        refunds: [],
      });
      return {
        return_code: 1,
        return_message: 'Giao dịch thành công',
        sub_return_code: 1,
        order_url: `${options.origin()}${ZALOPAY_EMULATOR_PAY_PATH}?apptransid=${encodeURIComponent(form.app_trans_id!)}`,
        zp_trans_token: `ZP${form.app_trans_id}`,
      };
    },

    order: (appTransId: string) => orders.get(appTransId),

    /** The order of the shop's payment `paymentId` (its `app_trans_id` ends with it). */
    orderOfPayment: (paymentId: string) =>
      [...orders.values()].find((o) => o.appTransId.endsWith(`_${paymentId}`)),

    payable: (order: ZalopayOrder) =>
      order.status === 'pending' && order.expiresAt.getTime() > now(),

    /** The customer's choice; only a paid order is called back. Resolves with the redirect. */
    async finish(appTransId: string, action: PayAction, mode: IpnMode = 'normal'): Promise<string> {
      const order = orders.get(appTransId);
      if (!order) throw new Error(`No ZaloPay order ${appTransId}`);
      if (order.status === 'pending') {
        const paid = action === 'pay' && order.expiresAt.getTime() > now();
        order.status = paid ? 'paid' : 'failed';
        if (paid && mode !== 'lost') callbacks.push(appTransId, callback(order));
        if (paid && mode === 'duplicate') callbacks.push(appTransId, callback(order));
        await callbacks.deliverDue();
      }
      const embed = JSON.parse(order.embedData) as { redirecturl?: string };
      const back = new URL(embed.redirecturl ?? options.origin());
      for (const [key, value] of Object.entries(redirect(order))) back.searchParams.set(key, value);
      return back.toString();
    },

    deliverDue: () => callbacks.deliverDue(),
    deliveries: () => callbacks.all(),

    /** `POST /v2/query` (form fields). */
    query(body: unknown): Record<string, unknown> {
      const form = (body ?? {}) as Record<string, string>;
      const data = zaloData(ZALOPAY_QUERY_FIELDS, { ...form, key1: options.key1 });
      if (!zaloMacEquals(options.key1, data, form.mac) || Number(form.app_id) !== options.appId) {
        return { return_code: 2, return_message: 'mac không hợp lệ', sub_return_code: -1 };
      }
      const order = orders.get(form.app_trans_id ?? '');
      if (!order) {
        return { return_code: 2, return_message: 'Giao dịch không tồn tại', sub_return_code: -1 };
      }
      const code = order.status === 'paid' ? 1 : order.status === 'failed' ? 2 : 3;
      return {
        return_code: code,
        return_message: code === 1 ? 'Giao dịch thành công' : 'Giao dịch chưa thành công',
        is_processing: code === 3,
        amount: order.amount,
        zp_trans_id: order.zpTransId,
        discount_amount: 0,
      };
    },

    /** `POST /v2/refund` (form fields). */
    refund(body: unknown): Record<string, unknown> {
      const form = (body ?? {}) as Record<string, string>;
      const fail = (code: number, message: string) => ({
        return_code: 2,
        return_message: message,
        sub_return_code: code,
      });
      if (
        !zaloMacEquals(options.key1, zaloData(ZALOPAY_REFUND_FIELDS, form), form.mac) ||
        Number(form.app_id) !== options.appId
      ) {
        return fail(-1, 'mac không hợp lệ');
      }
      const mRefundId = form.m_refund_id ?? '';
      if (!new RegExp(`^\\d{6}_${options.appId}_[0-9a-zA-Z]{1,40}$`).test(mRefundId)) {
        return fail(-1, 'm_refund_id không hợp lệ');
      }
      const done = [...orders.values()]
        .flatMap((o) => o.refunds)
        .find((r) => r.mRefundId === mRefundId);
      if (done) {
        return { return_code: 1, return_message: 'Hoàn tiền thành công', refund_id: done.refundId };
      }
      const order = [...orders.values()].find((o) => String(o.zpTransId) === form.zp_trans_id);
      if (!order || order.status !== 'paid') return fail(-13, 'Giao dịch không tồn tại');
      const amount = Number(form.amount);
      const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > order.amount) {
        return fail(-11, 'Số tiền hoàn không hợp lệ');
      }
      const refund = { mRefundId, amount, refundId: (nextTransId += 1) };
      order.refunds.push(refund);
      return { return_code: 1, return_message: 'Hoàn tiền thành công', refund_id: refund.refundId };
    },
  };
}
