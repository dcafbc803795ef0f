import { BALANCE_TAG, baseApi, makeRequestId } from '@veso/api-client';
import type { PrizeBalance, UserInfo } from '@veso/contract';
import { authPaths, PRIZE_BALANCE_NAME } from '@veso/contract';
import { msisdnToLocal } from '@veso/domain';

/** `GET /auth/info` and `GET /auth/getPrizeBalance` (spec §7), dropped with the cache on sign-in and sign-out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => ({ url: authPaths.info }),
      providesTags: [BALANCE_TAG],
    }),
    getPrizeBalance: build.query<PrizeBalance, string>({
      // Spec §7: an account id starting with 84 is sent with a leading 0 for this call.
      query: (accountId) => ({
        url: authPaths.prizeBalance,
        searchParams: {
          balanceName: PRIZE_BALANCE_NAME,
          requestId: makeRequestId(),
          subscriber: msisdnToLocal(accountId),
        },
      }),
      providesTags: [BALANCE_TAG],
    }),
  }),
});

/** The signed-in account's profile and balances (`skip` while signed out). */
export function useUserInfo(skip = false) {
  return sessionApi.useGetUserInfoQuery(undefined, { skip });
}

/** The prize balance of `accountId` (`skip` while unknown). */
export function usePrizeBalance(accountId: string | null) {
  return sessionApi.useGetPrizeBalanceQuery(accountId ?? '', { skip: accountId === null });
}
