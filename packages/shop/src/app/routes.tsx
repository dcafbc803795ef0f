import { LoadingOverlay } from '@veso/ui-kit';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { withDataLayer } from '../data/data-routes';
import type { DataLayerLoader } from '../data/data-layer-loader';
import { NotFoundScreen } from '../errors/not-found-screen';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { HomePage } from '../home/home-page';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LoginLayout } from '../layouts/login-layout';
import {
  comingSoonLinks,
  linkPath,
  linkTarget,
  mountedPagesOf,
  shopLinks,
} from '../coming-soon/coming-soon';
import type { LinkTarget } from '../coming-soon/coming-soon';
import { ComingSoonScreen } from '../coming-soon/coming-soon-screen';
import type { FeaturePages } from './feature-routes';
import type { MenuEntry } from './shop-context';
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

/** The ids of the data-layer routes the feature pages go under, by layout. */
const PAGE_GROUPS: Record<keyof FeaturePages, string> = {
  login: 'login-pages',
  bare: 'bare-pages',
  default: 'default-pages',
};

/**
 * The route table: the frame (layouts, home, 404, errors) renders without Redux; every
 * feature page sits under a route that first loads the data layer (`data`). Errors of a
 * page render inside its layout. The features' own tables are not in it: they come with
 * {@link discoverFeatureRoutes}.
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
              children: withDataLayer(PAGE_GROUPS.login, data, loginPages),
            },
          ],
        },
        {
          element: <BareLayout />,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: withDataLayer(PAGE_GROUPS.bare, data, barePages),
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
                ...withDataLayer(PAGE_GROUPS.default, data, defaultPages),
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

/**
 * The router's `patchRoutesOnNavigation` for a table made by {@link createShopRoutes}:
 * the first navigation the frame cannot match (anything but the home page) loads every
 * feature's route table in one chunk and adds it under its layout, once.
 */
export function discoverFeatureRoutes(
  load: () => Promise<FeaturePages> = () =>
    import('./feature-routes').then((module) => module.featurePages),
  menu: readonly MenuEntry[] = [],
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch }) => {
    if (added) return;
    const pages = await load();
    if (added) return;
    added = true;
    for (const layout of Object.keys(PAGE_GROUPS) as (keyof FeaturePages)[]) {
      patch(PAGE_GROUPS[layout], pages[layout]);
    }
    patch(PAGE_GROUPS.default, comingSoonPages(menu, pages));
  };
}

/**
 * A 'Sắp ra mắt' page for every product card and menu entry that no feature's table
 * answers (under the default layout), so none of them leads to the 404.
 */
export function comingSoonPages(menu: readonly MenuEntry[], pages: FeaturePages): RouteObject[] {
  return comingSoonLinks(shopLinks(menu), mountedPagesOf(pages)).map((link) => ({
    path: linkPath(link.to),
    element: <ComingSoonScreen label={link.label} />,
  }));
}

/**
 * What a link opens in a shop with this menu (for the shells' tests): loads the features'
 * route tables like the router's first navigation does.
 */
export async function resolveShopLink(to: string, menu: readonly MenuEntry[]): Promise<LinkTarget> {
  const { featurePages } = await import('./feature-routes');
  return linkTarget(to, menu, [
    ...featurePages.login,
    ...featurePages.bare,
    ...featurePages.default,
  ]);
}
