import { randomInt } from 'node:crypto';
import type { Clock } from './clock';
import { notificationQueue, type Delivery } from './notification-queue';
import {
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  VNPAY_RESPONSE,
  VNPAY_STATEMENT_HEADER,
  VNPAY_TXN_STATUS,
  parseVnpDate,
  vnpApiHash,
  vnpDate,
  vnpHashEquals,
  vnpHmac,
  vnpSignData,
} from './vnpay';

/**
 * A local stand-in for VNPay (sandbox mode only), speaking its wire protocol to the shop's
 * real adapter: it checks the signed payment URL, keeps each transaction, sends the signed
 * IPN to the shop with VNPay's retry schedule (again after 5 minutes, up to 10 times, while
 * the shop does not answer or answers 99), can send it twice or a stale failure after
 * the success, and answers `querydr` and `refund`. State lives in memory, per process.
 */

/** How the IPN of a finished payment is sent. */
export type IpnMode =
  /** Once (retried on no answer or 99). */
  | 'normal'
  /** Twice at once, as a provider's duplicate. */
  | 'duplicate'
  /** A stale failure of an earlier attempt arrives after the success. */
  | 'out-of-order'
  /** Never: the shop learns it only by querying (reconciliation). */
  | 'lost';

export const IPN_MODES: readonly IpnMode[] = ['normal', 'duplicate', 'out-of-order', 'lost'];

/** What the customer did on the page. */
export type PayAction = 'pay' | 'cancel' | 'timeout';

/** VNPay's IPN retries: every 5 minutes, at most 10 after the first call. */
export const IPN_RETRY_MS = 5 * 60_000;
export const IPN_MAX_RETRIES = 10;
/** RspCodes after which VNPay stops calling (the shop took the IPN, or refused it for good). */
const FINAL_RSP_CODES = new Set(['00', '01', '02', '04', '97']);

export type EmulatedTransaction = {
  txnRef: string;
  /** ×100, as on the wire. */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  createDate: string;
  expireDate: Date | undefined;
  status: 'pending' | 'paid' | 'failed';
  responseCode: string;
  transactionNo: string;
  payDate: string | null;
  bankCode: string;
  refunds: { requestId: string; amount: number; transactionNo: string }[];
};

/** One IPN the emulator sends or has sent, with the shop's answers. */
export type IpnDelivery = Delivery;

export type VnpayEmulatorOptions = {
  tmnCode: string;
  hashSecret: string;
  clock: Clock;
  /** The shop's IPN address, as registered with VNPay. */
  ipnUrl: () => string;
};

export type OpenResult =
  { ok: true; transaction: EmulatedTransaction } | { ok: false; code: string; message: string };

export type VnpayEmulator = ReturnType<typeof vnpayEmulator>;

export function vnpayEmulator(options: VnpayEmulatorOptions) {
  const transactions = new Map<string, EmulatedTransaction>();
  const ipn = notificationQueue({
    clock: options.clock,
    url: options.ipnUrl,
    retryMs: IPN_RETRY_MS,
    maxRetries: IPN_MAX_RETRIES,
    read: (status, body) => {
      try {
        const rsp = (JSON.parse(body) as { RspCode?: unknown }).RspCode;
        if (status === 200 && typeof rsp === 'string') {
          return { answer: rsp, final: FINAL_RSP_CODES.has(rsp) };
        }
      } catch {
        // Not VNPay's JSON: called again.
      }
      return { answer: `http-${status}`, final: false };
    },
  });
  const apiRequests = new Set<string>();
  let nextTransactionNo = 14_000_000 + randomInt(1_000_000);

  const sign = (params: Record<string, string>) => ({
    ...params,
    vnp_SecureHash: vnpHmac(options.hashSecret, vnpSignData(params)),
  });

  /** The signed result parameters of a finished transaction (return URL and IPN alike). */
  function resultParams(txn: EmulatedTransaction, responseCode = txn.responseCode) {
    const paid = responseCode === VNPAY_RESPONSE.success;
    return sign({
      vnp_Amount: String(txn.amount),
      vnp_BankCode: txn.bankCode,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: txn.orderInfo,
      vnp_PayDate: txn.payDate ?? vnpDate(options.clock.now()),
      vnp_ResponseCode: responseCode,
      vnp_TmnCode: options.tmnCode,
      vnp_TransactionNo: paid ? txn.transactionNo : '0',
      vnp_TransactionStatus: paid ? VNPAY_TXN_STATUS.success : VNPAY_TXN_STATUS.failed,
      vnp_TxnRef: txn.txnRef,
      ...(paid ? { vnp_BankTranNo: `VNP${txn.transactionNo}` } : {}),
    });
  }

  const queue = (txn: EmulatedTransaction, params: Record<string, string>, stale = false) =>
    ipn.push(txn.txnRef, { query: new URLSearchParams(params).toString() }, stale);

  return {
    tmnCode: options.tmnCode,

    /**
     * Checks a payment URL's parameters as VNPay does before showing its page: the
     * checksum (97), the merchant (02), the amount and dates (03); the same `vnp_TxnRef`
     * again shows the transaction it opened.
     */
    open(query: Record<string, unknown>): OpenResult {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(query)) {
        if (typeof value === 'string') params[key] = value;
      }
      const expected = vnpHmac(options.hashSecret, vnpSignData(params));
      if (!vnpHashEquals(expected, params.vnp_SecureHash)) {
        return { ok: false, code: '97', message: 'Chữ ký không hợp lệ' };
      }
      if (params.vnp_TmnCode !== options.tmnCode) {
        return { ok: false, code: '02', message: 'Mã định danh kết nối không hợp lệ' };
      }
      const amount = Number(params.vnp_Amount);
      const txnRef = params.vnp_TxnRef ?? '';
      if (
        params.vnp_Command !== 'pay' ||
        params.vnp_CurrCode !== 'VND' ||
        !/^\d{3,12}$/.test(params.vnp_Amount ?? '') ||
        amount % 100 !== 0 ||
        !/^[A-Za-z0-9_-]{1,100}$/.test(txnRef) ||
        !parseVnpDate(params.vnp_CreateDate) ||
        !params.vnp_ReturnUrl ||
        !params.vnp_IpAddr
      ) {
        return { ok: false, code: '03', message: 'Dữ liệu gửi sang không đúng định dạng' };
      }
      const known = transactions.get(txnRef);
      if (known) {
        if (known.amount !== amount) {
          return { ok: false, code: '94', message: 'Giao dịch đã tồn tại' };
        }
        return { ok: true, transaction: known };
      }
      const transaction: EmulatedTransaction = {
        txnRef,
        amount,
        orderInfo: params.vnp_OrderInfo ?? '',
        returnUrl: params.vnp_ReturnUrl,
        createDate: params.vnp_CreateDate!,
        expireDate: parseVnpDate(params.vnp_ExpireDate),
        status: 'pending',
        responseCode: VNPAY_TXN_STATUS.pending,
        transactionNo: String((nextTransactionNo += 1)),
        payDate: null,
        bankCode: 'NCB',
        refunds: [],
      };
      transactions.set(txnRef, transaction);
      return { ok: true, transaction };
    },

    transaction: (txnRef: string) => transactions.get(txnRef),

    /** Whether the page still takes a payment (pending and before `vnp_ExpireDate`). */
    payable(txn: EmulatedTransaction): boolean {
      if (txn.status !== 'pending') return false;
      return !txn.expireDate || txn.expireDate.getTime() > options.clock.now().getTime();
    },

    /**
     * The customer pays, cancels or lets the page time out: the transaction is final, its
     * IPN is queued (`mode`) and the first ones are sent now. Resolves with the return
     * address, signed, the customer's browser is sent to.
     */
    async finish(txnRef: string, action: PayAction, mode: IpnMode = 'normal'): Promise<string> {
      const txn = transactions.get(txnRef);
      if (!txn) throw new Error(`No transaction ${txnRef}`);
      if (txn.status === 'pending') {
        const expired = txn.expireDate && txn.expireDate.getTime() <= options.clock.now().getTime();
        const outcome = expired ? 'timeout' : action;
        txn.status = outcome === 'pay' ? 'paid' : 'failed';
        txn.responseCode =
          outcome === 'pay'
            ? VNPAY_RESPONSE.success
            : outcome === 'cancel'
              ? VNPAY_RESPONSE.cancelled
              : VNPAY_RESPONSE.timeout;
        txn.payDate = vnpDate(options.clock.now());
        if (mode !== 'lost') queue(txn, resultParams(txn));
        if (mode === 'duplicate') queue(txn, resultParams(txn));
        if (mode === 'out-of-order' && txn.status === 'paid') {
          queue(txn, resultParams(txn, VNPAY_RESPONSE.cancelled), true);
        }
        await ipn.deliverDue();
      }
      const back = new URL(txn.returnUrl);
      for (const [key, value] of Object.entries(resultParams(txn))) {
        back.searchParams.set(key, value);
      }
      return back.toString();
    },

    /** Sends every IPN due by the clock (see `notification-queue.ts`). */
    deliverDue: () => ipn.deliverDue(),

    /** The day statement (`YYYYMMDD`, GMT+7): the payments paid that day, as CSV. */
    statement(day: string): string {
      const lines = [...transactions.values()]
        .filter((txn) => txn.status === 'paid' && txn.payDate?.startsWith(day))
        .map((txn) =>
          [txn.txnRef, txn.transactionNo, txn.amount, txn.payDate, VNPAY_TXN_STATUS.success].join(
            ',',
          ),
        );
      return [VNPAY_STATEMENT_HEADER, ...lines].join('\n') + '\n';
    },

    /** Every IPN queued or sent (newest last). */
    deliveries: (): readonly IpnDelivery[] => ipn.all(),

    /** `POST merchant_webapi/api/transaction`: `querydr` and `refund`, VNPay's JSON. */
    api(body: unknown): Record<string, string> {
      const request = (body ?? {}) as Record<string, unknown>;
      const command = request.vnp_Command;
      const fields = command === 'refund' ? REFUND_REQUEST_FIELDS : QUERYDR_REQUEST_FIELDS;
      const responseFields =
        command === 'refund' ? REFUND_RESPONSE_FIELDS : QUERYDR_RESPONSE_FIELDS;
      const answer = (code: string, message: string, txn?: EmulatedTransaction, extra = {}) => {
        const message_ = {
          vnp_ResponseId: String(randomInt(1e9, 1e10)),
          vnp_Command: String(command ?? ''),
          vnp_ResponseCode: code,
          vnp_Message: message,
          vnp_TmnCode: options.tmnCode,
          ...(txn
            ? {
                vnp_TxnRef: txn.txnRef,
                vnp_Amount: String(txn.amount),
                vnp_BankCode: txn.bankCode,
                vnp_PayDate: txn.payDate ?? '',
                vnp_TransactionNo: txn.status === 'paid' ? txn.transactionNo : '0',
                vnp_TransactionType: '01',
                vnp_TransactionStatus:
                  txn.status === 'paid'
                    ? VNPAY_TXN_STATUS.success
                    : txn.status === 'pending'
                      ? VNPAY_TXN_STATUS.pending
                      : VNPAY_TXN_STATUS.failed,
                vnp_OrderInfo: txn.orderInfo,
              }
            : {}),
          ...extra,
        } as Record<string, string>;
        return {
          ...message_,
          vnp_SecureHash: vnpApiHash(options.hashSecret, responseFields, message_),
        };
      };
      if (command !== 'querydr' && command !== 'refund') {
        return answer('99', 'Lệnh không được hỗ trợ');
      }
      if (!vnpHashEquals(vnpApiHash(options.hashSecret, fields, request), request.vnp_SecureHash)) {
        return answer('97', 'Checksum không hợp lệ');
      }
      if (request.vnp_TmnCode !== options.tmnCode) {
        return answer('02', 'Mã định danh kết nối không hợp lệ');
      }
      const requestId = String(request.vnp_RequestId ?? '');
      if (!requestId || apiRequests.has(`${command}:${requestId}`)) {
        return answer('94', 'Yêu cầu trùng lặp');
      }
      apiRequests.add(`${command}:${requestId}`);
      const txn = transactions.get(String(request.vnp_TxnRef ?? ''));
      if (!txn || String(request.vnp_TransactionDate) !== txn.createDate) {
        return answer('91', 'Không tìm thấy giao dịch yêu cầu');
      }
      if (command === 'querydr') return answer('00', 'Yêu cầu thành công', txn);
      if (txn.status !== 'paid') {
        return answer(
          '95',
          'Giao dịch này không thành công bên VNPAY. VNPAY từ chối xử lý yêu cầu',
          txn,
        );
      }
      const amount = Number(request.vnp_Amount);
      const refunded = txn.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > txn.amount) {
        return answer('03', 'Số tiền hoàn không hợp lệ', txn);
      }
      const refund = { requestId, amount, transactionNo: String((nextTransactionNo += 1)) };
      txn.refunds.push(refund);
      return answer('00', 'Yêu cầu thành công', txn, {
        vnp_Amount: String(amount),
        vnp_TransactionType: request.vnp_TransactionType === '03' ? '03' : '02',
        vnp_TransactionNo: refund.transactionNo,
      });
    },
  };
}
