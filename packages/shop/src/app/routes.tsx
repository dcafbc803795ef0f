import { contentRoutes } from '@veso/content';
import { LoadingOverlay } from '@veso/ui-kit';
import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../errors/not-found-screen';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LoginLayout } from '../layouts/login-layout';
import { ShopRoot } from './shop-root';

/** The home page, loaded on demand like every feature's pages. */
const lazyHome: RouteObject['lazy'] = () =>
  import('../home/home-page').then((module) => ({ Component: module.HomePage }));

function RootFallback() {
  return <LoadingOverlay visible />;
}

function RootErrorBoundary() {
  return <RouteErrorBoundary headingLevel={1} />;
}

export type ShopRoutesOptions = {
  /** Pages under the default layout, before the catch-all 404. */
  defaultPages?: RouteObject[];
  /** Pages under the login layout. */
  loginPages?: RouteObject[];
  /** Pages under the bare layout (/gen-check-sum). */
  barePages?: RouteObject[];
};

/**
 * The route table: every feature's lazy routes under the three layouts, the home page,
 * and a 404 for anything else. Errors of a page render inside its layout.
 */
export function createShopRoutes(options: ShopRoutesOptions = {}): RouteObject[] {
  const { defaultPages = [], loginPages = [], barePages = [] } = options;
  return [
    {
      id: 'root',
      element: <ShopRoot />,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          element: <LoginLayout />,
          children: [{ ErrorBoundary: RouteErrorBoundary, children: loginPages }],
        },
        {
          element: <BareLayout />,
          children: [{ ErrorBoundary: RouteErrorBoundary, children: barePages }],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: [
                { index: true, lazy: lazyHome },
                { path: 'v2', lazy: lazyHome },
                ...contentRoutes,
                ...defaultPages,
                // Part of the frame: the error boundary shows it too.
                { path: '*', Component: NotFoundScreen },
              ],
            },
          ],
        },
      ],
    },
  ];
}
