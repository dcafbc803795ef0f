import { randomBytes } from 'node:crypto';
import {
  Code,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  type TopupMethod,
  topupMethodSchema,
  type createPaymentBodySchema,
  type paymentCallbackBodySchema,
} from '@veso/contract';
import { TOPUP_AMOUNT, formatMoney } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { faultPause } from '../../fault-pause';
import { ApiError, invalidRequest } from '../../http/errors';
import type { PaymentGateway } from '../../providers/payment-gateway';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { SystemAccount, mainAccountOf, post } from '../wallet';
import {
  findPayment,
  findPaymentOf,
  insertPayment,
  latePaymentRows,
  lockPayment,
  updatePayment,
  type PaymentRow,
} from './repo';

/** Smallest and largest top-up in đồng: the domain's. */
export const TOPUP_MIN_AMOUNT = TOPUP_AMOUNT.min;
export const TOPUP_MAX_AMOUNT = TOPUP_AMOUNT.max;
/** An unpaid payment expires after 15 minutes. */
export const PAYMENT_TTL_MS = 15 * 60 * 1000;

const METHOD_NAMES: Readonly<Record<TopupMethod, string>> = {
  momo: 'Ví MoMo',
  zalopay: 'Ví ZaloPay',
  vnpay: 'VNPAY',
  shopeepay: 'Ví ShopeePay',
  viettelmoney: 'Viettel Money',
  phone_credit: 'Nạp bằng tài khoản điện thoại',
  dtt: 'Nạp tài khoản DTT',
};

/**
 * The wallets' names as customers know them, by the partner's source (`VESO_EMBED_PARTNERS`
 * uses the same ids as the top-up methods); the sandbox partner is the test wallet.
 */
const WALLET_NAMES: Readonly<Record<string, string>> = {
  ...METHOD_NAMES,
  sandbox: 'Ví điện tử thử nghiệm',
};

/**
 * The customer-facing name of a payment's method: a top-up method ('momo' → 'Ví MoMo') or
 * an order's wallet capture ('wallet:sandbox' → 'Ví điện tử thử nghiệm'); an unknown
 * partner is named as a wallet with its id.
 */
export function paymentMethodName(method: string): string {
  const source = method.startsWith('wallet:') ? method.slice('wallet:'.length) : method;
  return WALLET_NAMES[source] ?? `Ví điện tử ${source}`;
}

export const PaymentMessages = {
  amountTooSmall: `Số tiền nạp tối thiểu là ${formatMoney(TOPUP_MIN_AMOUNT)}`,
  amountTooLarge: `Số tiền nạp tối đa là ${formatMoney(TOPUP_MAX_AMOUNT)}`,
  notFound: 'Không tìm thấy giao dịch',
  badSignature: 'Chữ ký không hợp lệ',
  amountMismatch: 'Số tiền không khớp với giao dịch',
} as const;

/** `GET /customer/method_payment_ext`: the top-up methods and their limits. */
export function paymentMethods(gateway: PaymentGateway | undefined): PaymentMethod[] {
  return (Object.keys(METHOD_NAMES) as TopupMethod[]).map((method) => ({
    method,
    name: METHOD_NAMES[method],
    minAmount: TOPUP_MIN_AMOUNT,
    maxAmount: TOPUP_MAX_AMOUNT,
    enabled: gateway !== undefined,
  }));
}

/** A payment's status as the customer sees it: a pending one past its expiry is expired. */
export function effectiveStatus(row: PaymentRow, now: Date): PaymentStatus {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as PaymentStatus;
}

function toPayment(row: PaymentRow, gateway: PaymentGateway, now: Date): Payment {
  return {
    id: row.id,
    method: row.method as TopupMethod,
    amount: row.amount,
    status: effectiveStatus(row, now),
    payUrl: gateway.payUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

function requireGateway(gateway: PaymentGateway | undefined): PaymentGateway {
  // Outside the sandbox there is no gateway yet: nothing is created.
  if (!gateway) throw new ApiError(Code.SYSTEM_BUSY);
  return gateway;
}

/** `POST /payments/create`: a pending top-up, once per requestId; nothing is credited yet. */
export async function createPayment(
  deps: AppDeps,
  gateway: PaymentGateway | undefined,
  session: SessionContext,
  input: z.output<typeof createPaymentBodySchema>,
): Promise<Payment> {
  const gw = requireGateway(gateway);
  if (input.amount < TOPUP_MIN_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooSmall, 'amount', 'min');
  }
  if (input.amount > TOPUP_MAX_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooLarge, 'amount', 'max');
  }
  const now = deps.clock.now();
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'payments/create', input),
    async (tx) => {
      const row = await insertPayment(tx, {
        id: randomBytes(16).toString('base64url'),
        accountId: session.accountId,
        requestId: input.requestId,
        method: input.method,
        gateway: gw.name,
        amount: input.amount,
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      });
      return toPayment(row, gw, now);
    },
  );
  return value;
}

/** `GET /payments/:id`: the caller's payment; another customer's answers as not found. */
export async function getPayment(
  deps: AppDeps,
  gateway: PaymentGateway | undefined,
  session: SessionContext,
  id: string,
): Promise<Payment> {
  const gw = requireGateway(gateway);
  const row = await findPaymentOf(deps.db.orm, session.accountId, id);
  // An order's wallet capture is not a top-up: its status is `pay_status`.
  if (!row || !topupMethodSchema.safeParse(row.method).success) {
    throw invalidRequest(PaymentMessages.notFound, 'paymentId', 'exists');
  }
  return toPayment(row, gw, deps.clock.now());
}

/** The payment the sandbox page shows (no session: the id is unguessable), if any. */
export async function paymentForPage(
  deps: AppDeps,
  id: string,
): Promise<{ row: PaymentRow; status: PaymentStatus } | undefined> {
  const row = await findPayment(deps.db.orm, id);
  return row ? { row, status: effectiveStatus(row, deps.clock.now()) } : undefined;
}

/**
 * `POST /payments/callback`: the only thing that credits a top-up. The signature must
 * verify (20 otherwise) and the amount match. The payment row is locked, so concurrent
 * or replayed callbacks (several servers included) credit once: the first `paid` moves
 * the money from the gateway to the main balance in the same transaction as the status;
 * later ones change nothing. A `paid` after a `failed` or after expiry still credits (the
 * money was taken) and is recorded as late (`late_reason`, listed by {@link latePayments}).
 * An order's capture (`order-pay.ts`) then pays the order in `onCredited`.
 */
export async function handleCallback(
  deps: AppDeps,
  gateway: PaymentGateway | undefined,
  input: z.output<typeof paymentCallbackBodySchema>,
  /** Runs in the same transaction right after a `paid` was credited (order captures). */
  onCredited?: (tx: Orm, paymentId: string) => Promise<void>,
): Promise<{ status: PaymentStatus; credited: boolean }> {
  const gw = requireGateway(gateway);
  const { signature, ...callback } = input;
  if (!gw.verify(callback, signature)) {
    throw new ApiError(Code.INVALID_REQUEST_ALT, PaymentMessages.badSignature);
  }
  const now = deps.clock.now();
  return deps.db.orm.transaction(async (tx) => {
    const row = await lockPayment(tx, callback.paymentId);
    if (!row) throw invalidRequest(PaymentMessages.notFound, 'paymentId', 'exists');
    if (row.amount !== callback.amount) {
      throw invalidRequest(PaymentMessages.amountMismatch, 'amount', 'mismatch');
    }
    if (row.status === 'paid') return { status: 'paid' as const, credited: false };
    if (callback.status === 'failed') {
      if (row.status === 'pending') {
        await updatePayment(tx, row.id, {
          status: 'failed',
          gatewayRef: callback.gatewayRef,
          settledAt: now,
          failedAt: now,
        });
        return { status: 'failed' as const, credited: false };
      }
      return { status: effectiveStatus(row, now), credited: false };
    }
    // The customer was told it failed or expired: credited all the same, but marked late.
    const shown = effectiveStatus(row, now);
    const lateReason = shown === 'failed' || shown === 'expired' ? shown : null;
    await updatePayment(tx, row.id, {
      status: 'paid',
      gatewayRef: callback.gatewayRef,
      settledAt: now,
      lateReason,
    });
    // The crash tests' kill point (VESO_FAULT_PAUSE, sandbox only): half of the credit written.
    await faultPause(deps.config, 'payment-credit');
    await post(tx, {
      kind: 'topup',
      ref: `payment:${row.id}`,
      at: now,
      entries: [
        { account: SystemAccount.gateway, amount: -row.amount },
        { account: mainAccountOf(row.accountId), amount: row.amount },
      ],
    });
    if (onCredited) await onCredited(tx, row.id);
    return { status: 'paid' as const, credited: true };
  });
}

/** A late payment: a `paid` callback after the customer was told failed or expired. */
export type LatePayment = {
  paymentId: string;
  /** The customer's msisdn (84…). */
  msisdn: string;
  amount: number;
  method: string;
  /** The gateway's reference of the `paid` callback. */
  gatewayRef: string | null;
  reason: 'failed' | 'expired';
  /** When it failed (a `failed` callback) or expired. */
  failedAt: Date;
  paidAt: Date;
};

/**
 * The late payments paid at or after `since` (all without it), oldest first: the
 * operators' reconciliation against the gateway's statement (`payments late`).
 */
export async function latePayments(
  orm: Orm,
  options: { since?: Date } = {},
): Promise<LatePayment[]> {
  const rows = await latePaymentRows(orm, options.since);
  return rows.map(({ payment, msisdn }) => {
    const reason = payment.lateReason === 'failed' ? 'failed' : 'expired';
    return {
      paymentId: payment.id,
      msisdn,
      amount: payment.amount,
      method: payment.method,
      gatewayRef: payment.gatewayRef,
      reason,
      failedAt: (reason === 'failed' ? payment.failedAt : null) ?? payment.expiresAt,
      paidAt: payment.settledAt ?? payment.createdAt,
    };
  });
}
