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
import {
  type GatewayNotice,
  type GatewaySet,
  type HmacGateway,
  type NotificationOutcome,
  type PaymentGateway,
} from '../../providers/payment-gateway';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { SystemAccount, mainAccountOf, post } from '../wallet';
import {
  findPayment,
  failUnopenedPayment,
  findPaymentOf,
  insertPayment,
  latePaymentRows,
  lockPayment,
  newPaymentId,
  storePayUrl,
  updatePayment,
  type NewPayment,
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

/**
 * `GET /customer/method_payment_ext`: the top-up methods and their limits, enabled where a
 * gateway collects them (the configured providers; in the sandbox its double the others).
 */
export function paymentMethods(gateways: GatewaySet | undefined): PaymentMethod[] {
  return (Object.keys(METHOD_NAMES) as TopupMethod[]).map((method) => ({
    method,
    name: METHOD_NAMES[method],
    minAmount: TOPUP_MIN_AMOUNT,
    maxAmount: TOPUP_MAX_AMOUNT,
    enabled: gateways?.forMethod(method) !== undefined,
  }));
}

/** The sandbox page of a payment opened before payments kept their page's address. */
const LEGACY_PAY_PATH = '/sandbox/pay';

/**
 * Where the customer pays a payment: the page its gateway opened (empty while the provider
 * is being asked, or when it never answered; the sandbox double's older rows kept none).
 */
export function payUrlOf(row: PaymentRow): string {
  if (row.payUrl) return row.payUrl;
  return row.gateway === 'sandbox' ? `${LEGACY_PAY_PATH}/${encodeURIComponent(row.id)}` : '';
}

/** What the provider's page shows the customer, and their address (VNPay wants both). */
export type PaymentContext = { description: string; clientIp: string };

/**
 * First step of opening a gateway payment, in the caller's (idempotent) transaction: the
 * pending payment, its page not yet opened (`pay_url` null). The provider is asked only
 * after that transaction committed ({@link openAtProvider}), so no database connection
 * waits on a provider.
 */
export async function writeGatewayPayment(
  tx: Orm,
  gateway: PaymentGateway,
  row: Omit<NewPayment, 'id' | 'gateway' | 'status' | 'payUrl'>,
): Promise<PaymentRow> {
  return insertPayment(tx, {
    ...row,
    id: newPaymentId(),
    gateway: gateway.name,
    status: 'pending',
    payUrl: null,
  });
}

/** The payment id an idempotent call stored (older answers stored the whole payment). */
export function storedPaymentId(value: string | { id?: string; paymentId?: string }): string {
  if (typeof value === 'string') return value;
  return value.paymentId ?? value.id ?? '';
}

/** How long a replay waits for the page another call is opening (the providers' timeout). */
export const OPENING_WAIT_MS = 35_000;
const OPENING_POLL_MS = 100;

/** The pages being opened by this process, by payment id (its twins wait on them). */
const opening = new Map<string, Promise<PaymentRow>>();

/**
 * Second step, after the payment was committed: asks the provider to open it and stores the
 * page the customer is sent to. A payment that has its page already is answered as it is.
 * The provider refusing, failing or not answering fails the payment (nothing was taken: the
 * customer never saw a page) and answers "busy". A replay (the same requestId) never asks
 * the provider again: it waits for the first call's page (the same process's call, or the
 * row another server writes), "busy" if it does not come in time; a payment whose opener
 * died stays without a page and is expired by the reconciliation job.
 */
export async function openAtProvider(
  deps: AppDeps,
  gateway: PaymentGateway,
  paymentId: string,
  context: PaymentContext,
  replayed: boolean,
): Promise<PaymentRow> {
  const orm = deps.db.orm;
  const started = Date.now();
  for (;;) {
    const row = await findPayment(orm, paymentId);
    if (!row) throw new Error(`payment ${paymentId} not found after its commit`);
    if (row.payUrl) return row;
    if (row.status !== 'pending') throw new ApiError(Code.SYSTEM_BUSY);
    const inFlight = opening.get(paymentId);
    if (inFlight) return inFlight;
    if (!replayed) {
      const opened = askProvider(deps, gateway, row, context).finally(() =>
        opening.delete(paymentId),
      );
      opening.set(paymentId, opened);
      return opened;
    }
    if (Date.now() - started > OPENING_WAIT_MS) throw new ApiError(Code.SYSTEM_BUSY);
    await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
  }
}

async function askProvider(
  deps: AppDeps,
  gateway: PaymentGateway,
  row: PaymentRow,
  context: PaymentContext,
): Promise<PaymentRow> {
  const orm = deps.db.orm;
  let payUrl;
  try {
    ({ payUrl } = await gateway.createPayment({
      paymentId: row.id,
      amount: row.amount,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      description: context.description,
      clientIp: context.clientIp,
    }));
  } catch {
    // Refused (GatewayRefused), unreachable or not answered in time: failed, and "busy".
    await failUnopenedPayment(orm, row.id, deps.clock.now());
    throw new ApiError(Code.SYSTEM_BUSY);
  }
  const opened = await storePayUrl(orm, row.id, payUrl);
  // Settled meanwhile (a notification came first): answered as it now is.
  return opened ?? (await findPayment(orm, row.id))!;
}

/** A payment's status as the customer sees it: a pending one past its expiry is expired. */
export function effectiveStatus(row: PaymentRow, now: Date): PaymentStatus {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as PaymentStatus;
}

function toPayment(row: PaymentRow, now: Date): Payment {
  return {
    id: row.id,
    method: row.method as TopupMethod,
    amount: row.amount,
    status: effectiveStatus(row, now),
    payUrl: payUrlOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

function requireGateway<G>(gateway: G | undefined): G {
  // No gateway collects this: nothing is created.
  if (!gateway) throw new ApiError(Code.SYSTEM_BUSY);
  return gateway;
}

/** `POST /payments/create`: a pending top-up, once per requestId; nothing is credited yet. */
export async function createPayment(
  deps: AppDeps,
  gateways: GatewaySet | undefined,
  session: SessionContext,
  input: z.output<typeof createPaymentBodySchema>,
  clientIp = '127.0.0.1',
): Promise<Payment> {
  const gw = requireGateway(gateways?.forMethod(input.method));
  if (input.amount < TOPUP_MIN_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooSmall, 'amount', 'min');
  }
  if (input.amount > TOPUP_MAX_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooLarge, 'amount', 'max');
  }
  const now = deps.clock.now();
  const { value, replayed } = await idempotent<string | Payment>(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'payments/create', input),
    async (tx) => {
      const row = await writeGatewayPayment(tx, gw, {
        accountId: session.accountId,
        requestId: input.requestId,
        method: input.method,
        amount: input.amount,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      });
      return row.id;
    },
  );
  const row = await openAtProvider(
    deps,
    gw,
    storedPaymentId(value),
    { description: 'Nạp tiền vào tài khoản VeSo', clientIp },
    replayed,
  );
  return toPayment(row, deps.clock.now());
}

/** `GET /payments/:id`: the caller's payment; another customer's answers as not found. */
export async function getPayment(
  deps: AppDeps,
  session: SessionContext,
  id: string,
): Promise<Payment> {
  const row = await findPaymentOf(deps.db.orm, session.accountId, id);
  // An order's wallet capture is not a top-up: its status is `pay_status`.
  if (!row || !topupMethodSchema.safeParse(row.method).success) {
    throw invalidRequest(PaymentMessages.notFound, 'paymentId', 'exists');
  }
  return toPayment(row, deps.clock.now());
}

/** The payment the sandbox page shows (no session: the id is unguessable), if any. */
export async function paymentForPage(
  deps: AppDeps,
  id: string,
): Promise<{ row: PaymentRow; status: PaymentStatus } | undefined> {
  const row = await findPayment(deps.db.orm, id);
  return row ? { row, status: effectiveStatus(row, deps.clock.now()) } : undefined;
}

/** What settling a notification did: told to the provider, and to the sandbox double's caller. */
export type SettleResult = {
  outcome: Exclude<NotificationOutcome, 'bad-signature' | 'malformed' | 'error'>;
  status?: PaymentStatus;
  credited: boolean;
};

/**
 * Settles a verified provider notification; the only thing that credits a gateway payment.
 * The payment must be the gateway's (else not found) and the amount match. The payment row
 * is locked, so concurrent or replayed notifications (several servers included) credit
 * once: the first `paid` moves the money from the gateway to the main balance in the same
 * transaction as the status; later ones change nothing (already confirmed). A `paid` after
 * a `failed` or after expiry still credits (the money was taken) and is recorded as late
 * (`late_reason`, listed by {@link latePayments}); a `failed` after a `paid` changes nothing.
 * An order's capture (`order-pay.ts`) then pays the order in `onCredited`.
 */
export async function settleNotice(
  deps: AppDeps,
  gateway: string,
  notice: Extract<GatewayNotice, { kind: 'notice' }>,
  /** Runs in the same transaction right after a `paid` was credited (order captures). */
  onCredited?: (tx: Orm, paymentId: string) => Promise<void>,
): Promise<SettleResult> {
  const now = deps.clock.now();
  return deps.db.orm.transaction(async (tx) => {
    const row = await lockPayment(tx, notice.paymentId);
    if (!row || row.gateway !== gateway) return { outcome: 'not-found', credited: false };
    if (row.amount !== notice.amount) return { outcome: 'invalid-amount', credited: false };
    const already = { outcome: 'already-confirmed', credited: false } as const;
    if (row.status === 'paid') return { ...already, status: 'paid' };
    if (notice.status === 'failed') {
      if (row.status !== 'pending') return { ...already, status: effectiveStatus(row, now) };
      await updatePayment(tx, row.id, {
        status: 'failed',
        gatewayRef: notice.providerRef,
        settledAt: now,
        failedAt: now,
      });
      return { outcome: 'confirmed', status: 'failed', credited: false };
    }
    // The customer was told it failed or expired: credited all the same, but marked late.
    const shown = effectiveStatus(row, now);
    const lateReason = shown === 'failed' || shown === 'expired' ? shown : null;
    await updatePayment(tx, row.id, {
      status: 'paid',
      gatewayRef: notice.providerRef,
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
    return { outcome: 'confirmed', status: 'paid', credited: true };
  });
}

/**
 * `POST /payments/callback`: the sandbox double's JSON callback, answered with the shop's
 * envelope: a bad signature is code 20, an unknown payment or another amount code 14.
 */
export async function handleCallback(
  deps: AppDeps,
  gateway: HmacGateway,
  input: z.output<typeof paymentCallbackBodySchema>,
  onCredited?: (tx: Orm, paymentId: string) => Promise<void>,
): Promise<{ status: PaymentStatus; credited: boolean }> {
  const notice = gateway.readNotification({ query: {}, body: input });
  if (notice.kind !== 'notice') {
    throw new ApiError(Code.INVALID_REQUEST_ALT, PaymentMessages.badSignature);
  }
  const result = await settleNotice(deps, gateway.name, notice, onCredited);
  if (result.outcome === 'not-found') {
    throw invalidRequest(PaymentMessages.notFound, 'paymentId', 'exists');
  }
  if (result.outcome === 'invalid-amount') {
    throw invalidRequest(PaymentMessages.amountMismatch, 'amount', 'mismatch');
  }
  return { status: result.status ?? 'pending', credited: result.credited };
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
