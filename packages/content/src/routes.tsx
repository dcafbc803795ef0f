import type { RouteObject } from 'react-router';
import { CONTENT_PATHS } from './paths';

const policyLazy = () =>
  import('./policy/policy-page').then((module) => ({ Component: module.PolicyPage }));

/** The content pages, each loaded on demand, for the default layout. */
export const contentRoutes: RouteObject[] = [
  {
    path: CONTENT_PATHS.guideDetail,
    lazy: () => import('./guide/guide-page').then((module) => ({ Component: module.GuidePage })),
  },
  {
    path: CONTENT_PATHS.terms,
    lazy: () => import('./terms/terms-page').then((module) => ({ Component: module.TermsPage })),
  },
  // `/policy` is the same page under the English slug partners link to.
  { path: CONTENT_PATHS.policy, lazy: policyLazy },
  { path: CONTENT_PATHS.policyEn, lazy: policyLazy },
  {
    path: CONTENT_PATHS.contact,
    lazy: () =>
      import('./contact/contact-page').then((module) => ({ Component: module.ContactPage })),
  },
];
