import { baseApi, fromEndpoint, makeRequestId } from '@veso/api-client';
import { WEBVIEW_CHANNEL } from '@veso/contract';
import type { SendSupportRequestBody, SupportRequestsQuery } from '@veso/contract';
import { contentEndpoints } from '@veso/contract/endpoints/content';

const SUPPORT_TAG = 'SupportRequests' as const;

/** Operator content changes rarely: keep an answer for the visit's next 10 minutes. */
const CONTENT_CACHE_S = 600;

/**
 * Operator-managed content (spec §7 Configuration, the webview's banners and system
 * config) and the customer's support requests. Reads are `silent`: the screens show their
 * own loading, error and offline states.
 */
export const contentApi = baseApi.enhanceEndpoints({ addTagTypes: [SUPPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query({
      ...fromEndpoint(contentEndpoints.banner, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    /**
     * The webview's `get_banner` (spec §7): channel WEBVIEW, payment_vendor 1 and a transid
     * of its own per request, made when the request goes out: the cache key stays the same,
     * so a server-rendered page's banners are the browser's too.
     */
    getWebviewBanners: build.query({
      ...fromEndpoint(
        contentEndpoints.webviewBanner,
        (_: void) => ({
          query: { channel: WEBVIEW_CHANNEL, transid: makeRequestId(), payment_vendor: 1 },
        }),
        { silent: true },
      ),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getLinkKeno: build.query({
      ...fromEndpoint(contentEndpoints.linkKeno, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getPolicy: build.query({
      ...fromEndpoint(contentEndpoints.policy, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getDetail: build.query({
      ...fromEndpoint(contentEndpoints.detail, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getTermsOfUse: build.query({
      ...fromEndpoint(contentEndpoints.termsOfUse, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getPlayGuides: build.query({
      ...fromEndpoint(contentEndpoints.playGuide, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getHelpVideos: build.query({
      ...fromEndpoint(contentEndpoints.videoHelp, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getSystemConfig: build.query({
      ...fromEndpoint(contentEndpoints.webviewSystem, { silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    sendSupportRequest: build.mutation({
      ...fromEndpoint(
        contentEndpoints.sendSupportRequest,
        (body: SendSupportRequestBody) => ({ body }),
        { silent: true },
      ),
      invalidatesTags: [SUPPORT_TAG],
    }),
    getSupportRequests: build.query({
      ...fromEndpoint(
        contentEndpoints.supportRequests,
        (query: SupportRequestsQuery) => ({
          query: { page_index: query.page_index ?? 1, page_size: query.page_size ?? 20 },
        }),
        { silent: true },
      ),
      providesTags: [SUPPORT_TAG],
    }),
  }),
});

export const {
  useGetBannersQuery,
  useGetWebviewBannersQuery,
  useGetLinkKenoQuery,
  useGetPolicyQuery,
  useGetDetailQuery,
  useGetTermsOfUseQuery,
  useGetPlayGuidesQuery,
  useGetHelpVideosQuery,
  useGetSystemConfigQuery,
  useSendSupportRequestMutation,
  useGetSupportRequestsQuery,
} = contentApi;
