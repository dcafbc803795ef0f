import { baseApi, fromEndpoint } from '@veso/api-client';
import type { GroupKind, GroupListType, GroupProduct, GroupStatus } from '@veso/contract';
import { groupPlayEndpoints } from '@veso/contract/endpoints/group-play';

type Paging = { page_index: number; page_size: number };
/** `get_new_list` arguments (`groupListQuerySchema`). */
export type GroupListArgs = Paging & {
  type: GroupListType;
  kind?: GroupKind;
  product?: GroupProduct;
};
/** `get_list_group_big_win` arguments (`groupBigWinQuerySchema`). */
export type BigWinArgs = Paging & { product?: GroupProduct };
/** `get_list_history_group` arguments (`groupHistoryQuerySchema`). */
export type GroupHistoryArgs = Paging & { status?: GroupStatus };

/** Every group list and detail refetches once a purchase or a leave changed a group. */
export const GROUP_TAG = 'Group' as const;

/** How often an open group's screen asks again while it is open (shares fill live). */
export const GROUP_POLL_MS = 5000;

/**
 * The group play reads (spec §7 Group play, on the group-play base `/api/group`): the public
 * lists (`get_new_list` new, almost complete and completed; `get_list_group_big_win`), the
 * rules of a new group (`group_config_percent_available`), the customer's own groups
 * (`get_list_history_group`) and one group (`get_detail_history_group`). Errors are shown by
 * the screens, not toasted. Buying, creating and leaving are the flow's thunks
 * (`state/group-flow.ts`).
 */
export const groupApi = baseApi.enhanceEndpoints({ addTagTypes: [GROUP_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getGroupList: build.query({
      ...fromEndpoint(groupPlayEndpoints.newList, (query: GroupListArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [GROUP_TAG],
    }),
    getBigWinList: build.query({
      ...fromEndpoint(groupPlayEndpoints.bigWinList, (query: BigWinArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [GROUP_TAG],
    }),
    getGroupConfig: build.query(
      fromEndpoint(groupPlayEndpoints.configPercentAvailable, { silent: true }),
    ),
    getGroupHistory: build.query({
      ...fromEndpoint(groupPlayEndpoints.historyList, (query: GroupHistoryArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [GROUP_TAG],
    }),
    getGroupDetail: build.query({
      ...fromEndpoint(
        groupPlayEndpoints.historyDetail,
        (groupId: number) => ({ query: { groupId } }),
        { silent: true },
      ),
      providesTags: [GROUP_TAG],
    }),
    /** A wallet payment of shares (webview): its status and whether the shares were bought. */
    getSharePayment: build.query(
      fromEndpoint(
        groupPlayEndpoints.sharePayStatus,
        (paymentId: string) => ({ query: { paymentId } }),
        { silent: true },
      ),
    ),
  }),
});

export const {
  useGetGroupListQuery,
  useGetBigWinListQuery,
  useGetGroupConfigQuery,
  useGetGroupHistoryQuery,
  useGetGroupDetailQuery,
  useGetSharePaymentQuery,
} = groupApi;
