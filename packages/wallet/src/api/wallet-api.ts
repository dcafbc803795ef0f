import { BALANCE_TAG, baseApi, fromEndpoint } from '@veso/api-client';
import { paymentPaths } from '@veso/contract';
import { paymentEndpoints } from '@veso/contract/endpoints/payments';
import { walletEndpoints } from '@veso/contract/endpoints/wallet';
import { withdrawEndpoints } from '@veso/contract/endpoints/withdraw';
import type { BankList, CreatePaymentBody, MakeWithdrawBody, StatementQuery } from '@veso/contract';

/** The query-string values of a statement request, without empty ones. */
export function statementParams(query: StatementQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

const WITHDRAW_HISTORY_TAG = 'WithdrawHistory' as const;
const STATEMENT_TAG = 'Statement' as const;

/**
 * Top-up, bank transfer, withdrawals and the statement (spec §7 Withdraw, payment methods).
 * Every money-moving mutation invalidates {@link BALANCE_TAG}, so each balance on screen
 * (the drawer's included) refetches. Reads are `silent`: the screens show their own states.
 */
export const walletApi = baseApi
  .enhanceEndpoints({ addTagTypes: [BALANCE_TAG, WITHDRAW_HISTORY_TAG, STATEMENT_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPaymentMethods: build.query(
        fromEndpoint(
          paymentEndpoints.methods,
          (_: void) => ({ query: { os_type: 'web', version: '61' } }),
          { silent: true },
        ),
      ),
      getBanks: build.query<BankList, void>({
        query: () => ({ url: paymentPaths.banks, silent: true }),
      }),
      getBankTransfer: build.query(
        fromEndpoint(
          paymentEndpoints.bankTransfer,
          (amount: number | undefined) => ({ query: { amount } }),
          { silent: true },
        ),
      ),
      createPayment: build.mutation(
        fromEndpoint(paymentEndpoints.create, (body: CreatePaymentBody) => ({ body }), {
          silent: true,
        }),
      ),
      getPayment: build.query(
        fromEndpoint(paymentEndpoints.status, (id: string) => ({ params: { id } }), {
          silent: true,
        }),
      ),
      getRewardFees: build.query(fromEndpoint(withdrawEndpoints.rewardFee, { silent: true })),
      makeWithdraw: build.mutation({
        ...fromEndpoint(withdrawEndpoints.makeWithdraw, (body: MakeWithdrawBody) => ({ body }), {
          silent: true,
        }),
        invalidatesTags: [BALANCE_TAG, WITHDRAW_HISTORY_TAG, STATEMENT_TAG],
      }),
      getWithdrawHistory: build.query({
        ...fromEndpoint(
          withdrawEndpoints.history,
          (body: { page: number; pageSize: number }) => ({ body }),
          { silent: true },
        ),
        providesTags: [WITHDRAW_HISTORY_TAG],
      }),
      getStatement: build.query({
        ...fromEndpoint(
          walletEndpoints.statement,
          (query: StatementQuery) => ({ query: { ...query, format: 'json' as const } }),
          { silent: true },
        ),
        providesTags: [STATEMENT_TAG],
      }),
    }),
  });

/** Tags a settled top-up makes stale: the balances and the statement. */
export const TOPUP_SETTLED_TAGS = [BALANCE_TAG, STATEMENT_TAG] as const;

export const {
  useGetPaymentMethodsQuery,
  useGetBanksQuery,
  useGetBankTransferQuery,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useGetRewardFeesQuery,
  useMakeWithdrawMutation,
  useGetWithdrawHistoryQuery,
  useGetStatementQuery,
} = walletApi;
