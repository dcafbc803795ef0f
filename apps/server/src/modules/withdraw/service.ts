import type { RefusalRule } from '@veso/contract';
import {
  Code,
  WITHDRAW_MAX_AMOUNT,
  WITHDRAW_MIN_AMOUNT,
  type MakeWithdraw,
  type RewardFee,
  type WithdrawHistory,
  type Withdrawal,
  type makeWithdrawBodySchema,
  type withdrawHistoryBodySchema,
} from '@veso/contract';
import {
  PRIZE_EXCHANGE_STATUS_LABELS,
  WITHDRAW_METHOD_LABELS,
  WITHDRAW_METHOD_SLUGS,
  WithdrawMethod,
  isValidPhone,
  normalizeMsisdn,
} from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import {
  createJobRunner,
  type JobQueue,
  type JobRunner,
  type JobRunnerOptions,
} from '../../jobs/runner';
import type { JobTask } from '../../jobs/plugin';
import { JOB_REGISTRY } from '../../jobs/registry';
import type { PayoutProvider, PayoutResult } from '../../providers/payout';
import { assertSameAccount } from '../auth';
import { idempotent, storedAnswer, requestKey } from '../session';
import type { SessionContext } from '../session';
import {
  InsufficientFunds,
  SystemAccount,
  customerBalances,
  mainAccountOf,
  post,
  prizeAccountOf,
} from '../wallet';
import { prizeBank } from './banks';
import { WithdrawMessages } from './messages';
import {
  WithdrawStatus,
  heldWithdrawals,
  insertWithdrawal,
  recordPayout,
  withdrawalPage,
  type WithdrawalRow,
} from './repo';

type WithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

/**
 * The fee per method in đồng: moving prize money to the main balance is free; paying out
 * costs what the bank / wallet / carrier charges the shop.
 */
export const WITHDRAW_FEES: Readonly<Record<WithdrawMethod, number>> = {
  [WithdrawMethod.productAccount]: 0,
  [WithdrawMethod.bankTransfer]: 5_500,
  [WithdrawMethod.eWallet]: 2_200,
  [WithdrawMethod.phoneTopUp]: 0,
  [WithdrawMethod.otherEWallet]: 2_200,
};

/** E-wallets prizes can be paid to (methods 3 and 5). */
export const PAYOUT_WALLETS = ['momo', 'zalopay', 'vnpay', 'shopeepay', 'viettelmoney'] as const;

const MAKE_WITHDRAW_CALL = 'withdraw/makeWithdraw';

/** The fee list of `getRewardFee` and the withdraw-fee call. */
export function rewardFees(): RewardFee[] {
  return Object.values(WithdrawMethod).map((method) => ({
    method,
    label: WITHDRAW_METHOD_LABELS[method],
    slug: WITHDRAW_METHOD_SLUGS[method],
    fee: WITHDRAW_FEES[method],
    minAmount: WITHDRAW_MIN_AMOUNT,
    maxAmount: WITHDRAW_MAX_AMOUNT,
  }));
}

type MakeWithdrawInput = z.output<typeof makeWithdrawBodySchema>;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** The checked destination of a withdrawal, or a code-14 refusal. */
async function destinationOf(
  orm: Orm,
  input: MakeWithdrawInput,
  session: SessionContext,
): Promise<Record<string, string>> {
  switch (input.method) {
    case WithdrawMethod.productAccount:
      return { account: session.msisdn };
    case WithdrawMethod.bankTransfer: {
      if (!input.bankCode || !input.accountNumber || !input.accountName) {
        refuse(WithdrawMessages.bankRequired, 'bankCode', 'required');
      }
      const bank = await prizeBank(orm, input.bankCode);
      if (!bank) refuse(WithdrawMessages.unknownBank, 'bankCode', 'exists');
      return {
        bankCode: bank.code,
        accountNumber: input.accountNumber,
        accountName: input.accountName,
      };
    }
    case WithdrawMethod.eWallet:
    case WithdrawMethod.otherEWallet: {
      if (!input.walletProvider || !input.phone)
        refuse(WithdrawMessages.walletRequired, 'walletProvider', 'required');
      const wallet = input.walletProvider.toLowerCase();
      if (!(PAYOUT_WALLETS as readonly string[]).includes(wallet)) {
        refuse(WithdrawMessages.unknownWallet, 'walletProvider', 'value');
      }
      if (!isValidPhone(input.phone)) throw new ApiError(Code.PHONE_INVALID);
      return { walletProvider: wallet, phone: normalizeMsisdn(input.phone) };
    }
    case WithdrawMethod.phoneTopUp: {
      if (!input.phone) refuse(WithdrawMessages.phoneRequired, 'phone', 'required');
      if (!isValidPhone(input.phone)) throw new ApiError(Code.PHONE_INVALID);
      return { phone: normalizeMsisdn(input.phone) };
    }
  }
}

/** A withdrawal as the API shows it, with the spec's labels. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const method = row.method as WithdrawMethod;
  const status = row.status as WithdrawStatus;
  return {
    id: row.id,
    requestId: row.requestId,
    method,
    methodLabel: WITHDRAW_METHOD_LABELS[method],
    amount: row.amount,
    fee: row.fee,
    status,
    statusLabel: PRIZE_EXCHANGE_STATUS_LABELS[status],
    destination: row.destination as Record<string, string>,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A concurrent twin with the same requestId wrote its withdrawal first. */
class DuplicateRequest extends Error {}

/**
 * `POST /withdraw/makeWithdraw`, once per requestId: the prize balance must cover amount
 * and fee. Method 1 moves the money to the main balance at once (status 1); methods 2–5
 * hold it (status 0) until the payout provider pays (1) or fails (2, refunded in full).
 * The withdrawal row and its ledger postings commit together.
 */
export async function makeWithdraw(
  deps: AppDeps,
  payout: PayoutProvider | undefined,
  session: SessionContext,
  input: MakeWithdrawInput,
): Promise<MakeWithdraw> {
  if (input.amount < WITHDRAW_MIN_AMOUNT) refuse(WithdrawMessages.amountTooSmall, 'amount', 'min');
  if (input.amount > WITHDRAW_MAX_AMOUNT) refuse(WithdrawMessages.amountTooLarge, 'amount', 'max');
  const destination = await destinationOf(deps.db.orm, input, session);
  const immediate = input.method === WithdrawMethod.productAccount;
  // Outside the sandbox there is no payout provider yet: nothing is taken.
  if (!immediate && !payout) throw new ApiError(Code.SYSTEM_BUSY);
  const fee = WITHDRAW_FEES[input.method];
  const total = input.amount + fee;
  const now = deps.clock.now();
  const key = requestKey(session.msisdn, MAKE_WITHDRAW_CALL, input);
  try {
    const result = await idempotent(deps.db.orm, now, key, async (tx) => {
      const row = await insertWithdrawal(tx, {
        accountId: session.accountId,
        requestId: input.requestId,
        method: input.method,
        amount: input.amount,
        fee,
        status: immediate ? WithdrawStatus.done : WithdrawStatus.pending,
        destination,
        createdAt: now,
        payAfter: immediate ? null : new Date(now.getTime() + (payout?.delayMs ?? 0)),
        completedAt: immediate ? now : null,
      });
      if (!row) throw new DuplicateRequest();
      const prize = prizeAccountOf(session.accountId);
      const entries = immediate
        ? [
            { account: prize, amount: -total },
            { account: mainAccountOf(session.accountId), amount: input.amount },
            { account: SystemAccount.fees, amount: fee },
          ]
        : [
            { account: prize, amount: -total },
            { account: SystemAccount.withdrawHold, amount: total },
          ];
      try {
        await post(tx, {
          kind: immediate ? 'withdraw.to_main' : 'withdraw.hold',
          ref: `withdrawal:${row.id}`,
          at: now,
          entries: entries.filter((e) => e.amount !== 0),
        });
      } catch (error) {
        if (error instanceof InsufficientFunds)
          refuse(WithdrawMessages.insufficient, 'amount', 'max');
        throw error;
      }
      const balances = await customerBalances(tx, session.accountId);
      return { withdrawal: toWithdrawal(row), ...balances };
    });
    return result.value;
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    const stored = await storedAnswer<MakeWithdraw>(deps.db.orm, now, key);
    if (!stored) throw new ApiError(Code.TOO_FAST);
    return stored;
  }
}

/** `POST /withdraw/getWithdrawHistory`: the caller's withdrawals, newest first, paged. */
export async function withdrawHistory(
  orm: Orm,
  session: SessionContext,
  input: z.output<typeof withdrawHistoryBodySchema>,
): Promise<WithdrawHistory> {
  const { rows, total } = await withdrawalPage(orm, session.accountId, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return {
    items: rows.map(toWithdrawal),
    page: input.page,
    pageSize: input.pageSize,
    total,
  };
}

/** The withdraw-fee call: the fee list for the signed-in number (304 for another). */
export function withdrawFee(session: SessionContext, msisdn: string) {
  assertSameAccount(session, msisdn);
  return { error: { code: Code.OK, message: '' }, withdrawFee: rewardFees() };
}

/**
 * The payout job's queue (see `src/jobs/runner.ts`): claims the held withdrawals that are
 * due, asks the provider after the claim committed (key `withdrawal-<id>`, so a retry after
 * a crash pays once), then records its answer in one transaction: paid → the hold goes out
 * to payouts and fees (status 1); refused → the prize balance gets amount and fee back
 * (status 2). A call that fails or times out is retried with back-off (`pay_after` moves);
 * after the last attempt the withdrawal stays held (status 0, `pay_after` cleared, the
 * reason kept) for the operators: the provider may have paid, so it is never refunded blind.
 */
export function payoutQueue(
  deps: AppDeps,
  payout: PayoutProvider,
): JobQueue<WithdrawalRow, PayoutResult> {
  return {
    name: 'payout',
    claim: (limit, lease) =>
      heldWithdrawals.claim(deps.db.orm, limit, lease, (row) => `withdrawal-${row.id}`),
    call: (row, key, signal) =>
      payout.pay(
        {
          reference: key,
          method: row.method,
          amount: row.amount,
          destination: row.destination as Record<string, string>,
        },
        { signal },
      ),
    record: (row, result, leaseId, now) =>
      deps.db.orm.transaction(async (tx) => {
        if (!(await recordPayout(tx, row.id, leaseId, { ...result, at: now }))) return false;
        const total = row.amount + row.fee;
        const entries = result.ok
          ? [
              { account: SystemAccount.withdrawHold, amount: -total },
              { account: SystemAccount.payouts, amount: row.amount },
              { account: SystemAccount.fees, amount: row.fee },
            ]
          : [
              { account: SystemAccount.withdrawHold, amount: -total },
              { account: prizeAccountOf(row.accountId), amount: total },
            ];
        await post(tx, {
          kind: result.ok ? 'withdraw.paid' : 'withdraw.refund',
          ref: `withdrawal:${row.id}`,
          at: now,
          entries: entries.filter((e) => e.amount !== 0),
        });
        return true;
      }),
    release: async (row, leaseId, retryAt, reason, now) => {
      await heldWithdrawals.release(deps.db.orm, row.id, leaseId, retryAt, {
        failureReason: retryAt
          ? reason
          : `gave up at ${now.toISOString()} after ${row.attempts} attempts: ${reason}`,
      });
    },
  };
}

/** The payout job's runner. */
export function payoutRunner(
  deps: AppDeps,
  payout: PayoutProvider,
  options: Partial<JobRunnerOptions> = {},
): JobRunner {
  return createJobRunner(payoutQueue(deps, payout), { clock: deps.clock, ...options });
}

/** The `payout` task of the job registry (`src/jobs/registry.ts`): 50 withdrawals a run. */
export function payoutTask(
  deps: AppDeps,
  payout: PayoutProvider,
  options: Partial<JobRunnerOptions> = {},
): JobTask {
  // Closing the app waits for the provider's calls in flight (see src/jobs/runner.ts).
  const runner = payoutRunner(deps, payout, {
    maxAttempts: JOB_REGISTRY.payout.attempts,
    ...options,
  });
  return { runner, run: () => runner.pass(JOB_REGISTRY.payout.limit) };
}

/**
 * One pass of the payout job with a runner of its own (tests, one-off calls): resolves with
 * how many withdrawals were settled (paid or refused).
 */
export async function settleDuePayouts(
  deps: AppDeps,
  payout: PayoutProvider,
  limit = 50,
  options: Partial<JobRunnerOptions> = {},
): Promise<number> {
  return (await payoutRunner(deps, payout, options).pass(limit)).done;
}
