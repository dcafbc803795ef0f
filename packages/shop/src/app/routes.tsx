import { accountBareRoutes, accountLoginRoutes, accountRoutes } from '@veso/account';
import { CHECKOUT_PATHS, checkoutRoutes } from '@veso/checkout';
import { contentRoutes } from '@veso/content';
import { VIETLOTT_PATHS, vietlottRoutes } from '@veso/games-vietlott';
import { ordersRoutes } from '@veso/orders';
import { kenoLiveLazy, resultsRoutes } from '@veso/results';
import { bankTransferLazy, walletRoutes } from '@veso/wallet';
import { LoadingOverlay } from '@veso/ui-kit';
import type { RouteObject } from 'react-router';
import { withDataLayer } from '../data/data-routes';
import type { DataLayerLoader } from '../data/data-layer-loader';
import { NotFoundScreen } from '../errors/not-found-screen';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { HomePage } from '../home/home-page';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LoginLayout } from '../layouts/login-layout';
import { ShopRoot } from './shop-root';

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
 * The route table: the frame (layouts, home, 404, errors) renders without Redux; every
 * feature page sits under a route that first loads the data layer (`data`). Errors of a
 * page render inside its layout.
 */
export function createShopRoutes(
  data: DataLayerLoader,
  options: ShopRoutesOptions = {},
): RouteObject[] {
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
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: withDataLayer('login-pages', data, [...accountLoginRoutes, ...loginPages]),
            },
          ],
        },
        {
          element: <BareLayout />,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: withDataLayer('bare-pages', data, [...accountBareRoutes, ...barePages]),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: [
                // The home page is part of the frame: in the first download, no data layer.
                { index: true, Component: HomePage },
                { path: 'v2', Component: HomePage },
                ...withDataLayer('default-pages', data, [
                  ...contentRoutes,
                  ...accountRoutes,
                  ...walletRoutes,
                  ...resultsRoutes,
                  // The live Keno draw: a games path, shown by the results feature's screen.
                  { path: VIETLOTT_PATHS.kenoLive, lazy: kenoLiveLazy },
                  ...vietlottRoutes,
                  ...checkoutRoutes,
                  // Paying an order by bank transfer: a checkout path, shown by the wallet's screen.
                  { path: CHECKOUT_PATHS.bankTransfer, lazy: bankTransferLazy },
                  ...ordersRoutes,
                  ...defaultPages,
                ]),
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
