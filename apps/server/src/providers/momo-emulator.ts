import { randomInt } from 'node:crypto';
import type { Clock } from './clock';
import {
  MOMO_EMULATOR_PAY_PATH,
  MOMO_RESULT,
  MOMO_SIGNED_FIELDS,
  momoSign,
  momoVerify,
} from './momo';
import { notificationQueue } from './notification-queue';
import type { IpnMode, PayAction } from './vnpay-emulator';

/**
 * A local stand-in for MoMo's AIO v2 gateway (sandbox mode only), speaking its JSON and
 * signatures to the shop's real adapter: `create` (checked as MoMo does: signature,
 * partner, amount 1.000–50.000.000đ, a new orderId) answers a `payUrl` to its page; the
 * page's choice is posted to the shop's `ipnUrl` (retried every 5 minutes, at most 10
 * times, while the shop does not answer 204 or a 4xx), duplicated or followed by a stale
 * failure on request; `query` and `refund` answer as MoMo's. State in memory, per process.
 */

export const MOMO_IPN_RETRY_MS = 5 * 60_000;
export const MOMO_IPN_MAX_RETRIES = 10;
const AMOUNT = { min: 1_000, max: 50_000_000 } as const;

export type MomoTransaction = {
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  expiresAt: Date;
  status: 'pending' | 'paid' | 'failed';
  resultCode: number;
  transId: number;
  refunds: { orderId: string; amount: number; transId: number }[];
};

export type MomoEmulatorOptions = {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  clock: Clock;
  /** The emulator's own address (its payUrl). */
  origin: () => string;
};

export type MomoEmulator = ReturnType<typeof momoEmulator>;

export function momoEmulator(options: MomoEmulatorOptions) {
  const keys = { accessKey: options.accessKey, secretKey: options.secretKey };
  const transactions = new Map<string, MomoTransaction>();
  const requests = new Set<string>();
  let nextTransId = 4_000_000_000 + randomInt(1_000_000);
  let ipnUrl = '';
  const ipn = notificationQueue({
    clock: options.clock,
    url: () => ipnUrl,
    retryMs: MOMO_IPN_RETRY_MS,
    maxRetries: MOMO_IPN_MAX_RETRIES,
    read: (status) => ({
      answer: String(status),
      final: status === 204 || (status >= 400 && status < 500),
    }),
  });

  const now = () => options.clock.now().getTime();
  const base = (message: Record<string, unknown>) => ({
    partnerCode: options.partnerCode,
    responseTime: now(),
    ...message,
  });

  /** The signed result (IPN body and redirect query) of a finished transaction. */
  function result(txn: MomoTransaction, resultCode = txn.resultCode) {
    const message = base({
      orderId: txn.orderId,
      requestId: txn.requestId,
      amount: txn.amount,
      orderInfo: txn.orderInfo,
      orderType: 'momo_wallet',
      transId: txn.transId,
      resultCode,
      message: resultCode === MOMO_RESULT.success ? 'Thành công.' : 'Giao dịch thất bại.',
      payType: 'qr',
      extraData: txn.extraData,
    });
    return { ...message, signature: momoSign(keys, MOMO_SIGNED_FIELDS.result, message) };
  }

  const refused = (resultCode: number, message: string, extra: Record<string, unknown> = {}) =>
    base({ resultCode, message, ...extra });

  return {
    partnerCode: options.partnerCode,

    /** `POST /v2/gateway/api/create`. */
    create(body: unknown): Record<string, unknown> {
      const m = (body ?? {}) as Record<string, unknown>;
      if (!momoVerify(keys, MOMO_SIGNED_FIELDS.create, m)) {
        return refused(MOMO_RESULT.badRequest, 'Sai chữ ký.');
      }
      if (m.partnerCode !== options.partnerCode)
        return refused(MOMO_RESULT.badRequest, 'Sai đối tác.');
      const amount = m.amount;
      if (
        typeof amount !== 'number' ||
        !Number.isSafeInteger(amount) ||
        amount < AMOUNT.min ||
        amount > AMOUNT.max ||
        typeof m.orderId !== 'string' ||
        !/^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/.test(m.orderId) ||
        typeof m.ipnUrl !== 'string' ||
        typeof m.redirectUrl !== 'string' ||
        m.requestType !== 'captureWallet'
      ) {
        return refused(12, 'Yêu cầu không hợp lệ.');
      }
      if (transactions.has(m.orderId)) return refused(MOMO_RESULT.duplicated, 'Trùng mã đơn hàng.');
      const minutes = typeof m.orderExpireTime === 'number' ? m.orderExpireTime : 100;
      ipnUrl = m.ipnUrl;
      transactions.set(m.orderId, {
        orderId: m.orderId,
        requestId: String(m.requestId ?? ''),
        amount,
        orderInfo: String(m.orderInfo ?? ''),
        redirectUrl: m.redirectUrl,
        ipnUrl: m.ipnUrl,
        extraData: String(m.extraData ?? ''),
        expiresAt: new Date(now() + minutes * 60_000),
        status: 'pending',
        resultCode: MOMO_RESULT.pending,
        transId: (nextTransId += 1),
        refunds: [],
      });
      const payUrl = `${options.origin()}${MOMO_EMULATOR_PAY_PATH}?orderId=${encodeURIComponent(m.orderId)}`;
      return base({
        orderId: m.orderId,
        requestId: m.requestId,
        amount,
        resultCode: MOMO_RESULT.success,
        message: 'Thành công.',
        payUrl,
        deeplink: `momo://app?action=payWithApp&orderId=${encodeURIComponent(m.orderId)}`,
      });
    },

    transaction: (orderId: string) => transactions.get(orderId),

    payable: (txn: MomoTransaction) => txn.status === 'pending' && txn.expiresAt.getTime() > now(),

    /** The customer's choice on the page; resolves with the redirect address, signed. */
    async finish(orderId: string, action: PayAction, mode: IpnMode = 'normal'): Promise<string> {
      const txn = transactions.get(orderId);
      if (!txn) throw new Error(`No MoMo order ${orderId}`);
      if (txn.status === 'pending') {
        const outcome = txn.expiresAt.getTime() <= now() ? 'timeout' : action;
        txn.status = outcome === 'pay' ? 'paid' : 'failed';
        txn.resultCode =
          outcome === 'pay'
            ? MOMO_RESULT.success
            : outcome === 'cancel'
              ? MOMO_RESULT.denied
              : MOMO_RESULT.expired;
        const body = () => ({ body: JSON.stringify(result(txn)) });
        if (mode !== 'lost') ipn.push(txn.orderId, body());
        if (mode === 'duplicate') ipn.push(txn.orderId, body());
        if (mode === 'out-of-order' && txn.status === 'paid') {
          ipn.push(txn.orderId, { body: JSON.stringify(result(txn, MOMO_RESULT.denied)) }, true);
        }
        await ipn.deliverDue();
      }
      const back = new URL(txn.redirectUrl);
      for (const [key, value] of Object.entries(result(txn))) {
        back.searchParams.set(key, String(value));
      }
      return back.toString();
    },

    deliverDue: () => ipn.deliverDue(),
    deliveries: () => ipn.all(),

    /** `POST /v2/gateway/api/query`. */
    query(body: unknown): Record<string, unknown> {
      const m = (body ?? {}) as Record<string, unknown>;
      if (!momoVerify(keys, MOMO_SIGNED_FIELDS.query, m) || m.partnerCode !== options.partnerCode) {
        return refused(MOMO_RESULT.badRequest, 'Sai chữ ký.');
      }
      const txn = transactions.get(String(m.orderId));
      if (!txn)
        return refused(MOMO_RESULT.notFound, 'Không tìm thấy đơn hàng.', { orderId: m.orderId });
      return base({
        orderId: txn.orderId,
        requestId: m.requestId,
        amount: txn.amount,
        transId: txn.transId,
        resultCode: txn.resultCode,
        message: txn.status === 'paid' ? 'Thành công.' : 'Chưa thanh toán hoặc thất bại.',
        payType: 'qr',
        extraData: txn.extraData,
        refundTrans: txn.refunds,
      });
    },

    /** `POST /v2/gateway/api/refund`: once per orderId, never above what was paid. */
    refund(body: unknown): Record<string, unknown> {
      const m = (body ?? {}) as Record<string, unknown>;
      if (
        !momoVerify(keys, MOMO_SIGNED_FIELDS.refund, m) ||
        m.partnerCode !== options.partnerCode
      ) {
        return refused(MOMO_RESULT.badRequest, 'Sai chữ ký.');
      }
      const key = String(m.orderId);
      if (requests.has(key)) return refused(MOMO_RESULT.duplicated, 'Trùng mã yêu cầu hoàn tiền.');
      const txn = [...transactions.values()].find((t) => t.transId === m.transId);
      if (!txn || txn.status !== 'paid')
        return refused(MOMO_RESULT.notFound, 'Không tìm thấy giao dịch.');
      const refunded = txn.refunds.reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(m.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > txn.amount) {
        return refused(12, 'Số tiền hoàn không hợp lệ.');
      }
      requests.add(key);
      const refund = { orderId: key, amount, transId: (nextTransId += 1) };
      txn.refunds.push(refund);
      return base({
        orderId: key,
        requestId: m.requestId,
        amount,
        transId: refund.transId,
        resultCode: MOMO_RESULT.success,
        message: 'Thành công.',
      });
    },
  };
}
