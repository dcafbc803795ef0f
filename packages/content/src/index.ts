export { CONTENT_PATHS, guidePath } from './paths';
export type { ContentPath } from './paths';
export { contentRoutes } from './routes';
export { rulesSummary } from './guide/rules-summary';
export type { RulesSummary } from './guide/rules-summary';
export { TERMS_SECTIONS, TERMS_UPDATED } from './terms/terms-content';
export type { TermsSection } from './terms/terms-content';
