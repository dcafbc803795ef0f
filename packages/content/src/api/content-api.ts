import { baseApi, makeRequestId } from '@veso/api-client';
import { contentPaths, WEBVIEW_CHANNEL } from '@veso/contract';
import type {
  BannerList,
  ContentDocument,
  HelpVideoList,
  LinkKeno,
  PlayGuideList,
  SendSupportRequestBody,
  SupportRequest,
  SupportRequestList,
  SupportRequestsQuery,
  WebviewSystem,
} from '@veso/contract';

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
    getBanners: build.query<BannerList, void>({
      query: () => ({ url: contentPaths.banner, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    /**
     * The webview's `get_banner` (spec §7): channel WEBVIEW, payment_vendor 1 and a transid
     * of its own per request, made when the request goes out: the cache key stays the same,
     * so a server-rendered page's banners are the browser's too.
     */
    getWebviewBanners: build.query<BannerList, void>({
      query: () => ({
        url: contentPaths.webviewBanner,
        searchParams: { channel: WEBVIEW_CHANNEL, transid: makeRequestId(), payment_vendor: 1 },
        silent: true,
      }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getLinkKeno: build.query<LinkKeno, void>({
      query: () => ({ url: contentPaths.linkKeno, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getPolicy: build.query<ContentDocument, void>({
      query: () => ({ url: contentPaths.policy, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getDetail: build.query<ContentDocument, void>({
      query: () => ({ url: contentPaths.detail, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getTermsOfUse: build.query<ContentDocument, void>({
      query: () => ({ url: contentPaths.termsOfUse, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getPlayGuides: build.query<PlayGuideList, void>({
      query: () => ({ url: contentPaths.playGuide, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getHelpVideos: build.query<HelpVideoList, void>({
      query: () => ({ url: contentPaths.videoHelp, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    getSystemConfig: build.query<WebviewSystem, void>({
      query: () => ({ url: contentPaths.webviewSystem, silent: true }),
      keepUnusedDataFor: CONTENT_CACHE_S,
    }),
    sendSupportRequest: build.mutation<SupportRequest, SendSupportRequestBody>({
      query: (body) => ({
        url: contentPaths.sendSupportRequest,
        method: 'POST',
        json: body,
        silent: true,
      }),
      invalidatesTags: [SUPPORT_TAG],
    }),
    getSupportRequests: build.query<SupportRequestList, SupportRequestsQuery>({
      query: (query) => ({
        url: contentPaths.supportRequests,
        searchParams: { page_index: query.page_index ?? 1, page_size: query.page_size ?? 20 },
        silent: true,
      }),
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
