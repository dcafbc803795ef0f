export { CONTENT_PATHS, guidePath } from './paths';
export type { ContentPath } from './paths';
export { contentRoutes } from './routes';
export { rulesSummary } from './guide/rules-summary';
export type { RulesSummary } from './guide/rules-summary';
export {
  contentApi,
  useGetBannersQuery,
  useGetDetailQuery,
  useGetHelpVideosQuery,
  useGetLinkKenoQuery,
  useGetPlayGuidesQuery,
  useGetPolicyQuery,
  useGetSupportRequestsQuery,
  useGetSystemConfigQuery,
  useGetTermsOfUseQuery,
  useGetWebviewBannersQuery,
  useSendSupportRequestMutation,
} from './api/content-api';
export { BannerStrip, HomeBanners } from './banners/home-banners';
export type { BannerStripProps } from './banners/home-banners';
export { DocumentView } from './document/document-view';
export type { DocumentViewProps } from './document/document-view';
export { PolicyPage } from './policy/policy-page';
export { ContactPage } from './contact/contact-page';
export { TermsPage } from './terms/terms-page';
