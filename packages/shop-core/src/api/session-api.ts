import { BALANCE_TAG, baseApi, fromEndpoint, makeRequestId } from '@veso/api-client';
import { PRIZE_BALANCE_NAME, type CallInput } from '@veso/contract';
import { authEndpoints } from '@veso/contract/endpoints/auth';
import { msisdnToLocal } from '@veso/domain';

/** `GET /auth/info` and `GET /auth/getPrizeBalance` (spec §7), dropped with the cache on sign-in and sign-out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query({
      ...fromEndpoint(authEndpoints.info),
      providesTags: [BALANCE_TAG],
    }),
    getPrizeBalance: build.query({
      // Spec §7: an account id starting with 84 is sent with a leading 0 for this call.
      ...fromEndpoint(
        authEndpoints.prizeBalance,
        (accountId: string): CallInput<typeof authEndpoints.prizeBalance> => ({
          query: {
            balanceName: PRIZE_BALANCE_NAME,
            requestId: makeRequestId(),
            subscriber: msisdnToLocal(accountId),
          },
        }),
      ),
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
