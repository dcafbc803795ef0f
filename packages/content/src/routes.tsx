import type { RouteObject } from 'react-router';
import { CONTENT_PATHS } from './paths';

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
];
