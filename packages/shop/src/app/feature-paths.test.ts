import { ACCOUNT_PATHS } from '@veso/account';
import { CHECKOUT_PATHS } from '@veso/checkout';
import { CONTENT_PATHS } from '@veso/content';
import { PRODUCTS } from '@veso/domain';
import { LOTO_PATHS } from '@veso/games-loto';
import { VIETLOTT_PATHS } from '@veso/games-vietlott';
import { XSKT_PATHS } from '@veso/games-xskt';
import { GROUP_PLAY_PATHS } from '@veso/group-play';
import { NOTIFICATION_PATHS, ORDERS_PATHS } from '@veso/orders';
import { RESULTS_PATHS } from '@veso/results';
import { WALLET_PATHS } from '@veso/wallet';
import { matchPath, type RouteObject } from 'react-router';
import { createDataLayerLoader } from '../data/data-layer-loader';
import { featurePages } from './feature-routes';
import { createShopRoutes } from './routes';
import { describe, expect, it } from 'vitest';

const FEATURE_PATHS: Record<string, Record<string, string>> = {
  account: ACCOUNT_PATHS,
  checkout: CHECKOUT_PATHS,
  content: CONTENT_PATHS,
  'games-loto': LOTO_PATHS,
  'games-vietlott': VIETLOTT_PATHS,
  'games-xskt': XSKT_PATHS,
  'group-play': GROUP_PLAY_PATHS,
  orders: { ...ORDERS_PATHS, ...NOTIFICATION_PATHS },
  results: RESULTS_PATHS,
  wallet: WALLET_PATHS,
};

function owners(pathname: string): string[] {
  return Object.entries(FEATURE_PATHS)
    .filter(([, paths]) =>
      Object.values(paths).some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
    )
    .map(([feature]) => feature);
}

describe('feature route paths', () => {
  it('never claim the same pattern twice', () => {
    const all = Object.values(FEATURE_PATHS).flatMap((paths) => Object.values(paths));
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });

  it('give every product of the catalogue exactly one owning feature', () => {
    for (const product of PRODUCTS) {
      for (const route of [product.route, ...product.extraRoutes]) {
        expect(owners(route), `${product.id} ${route}`).toHaveLength(1);
      }
    }
  });

  it('own the flat spec routes the drawer and guards link to', () => {
    expect(owners('/dang-nhap')).toEqual(['account']);
    expect(owners('/dang-ky')).toEqual(['account']);
    expect(owners('/gio-hang')).toEqual(['checkout']);
    expect(owners('/nap-tien')).toEqual(['wallet']);
    expect(owners('/tai-khoan-tra-thuong')).toEqual(['wallet']);
    expect(owners('/cap-nhat-thong-tin-tai-khoan')).toEqual(['account']);
    expect(owners('/huong-dan-choi')).toEqual(['content']);
    expect(owners('/dieu-khoan-chinh-sach')).toEqual(['content']);
    expect(owners('/nhom-mua-chung/ve-le-tc/thong-tin-nhom/42')).toEqual(['group-play']);
    expect(owners('/lich-su-dat-mua/123/so-ket-qua')).toEqual(['orders']);
  });
});

/** Every `path` of a route table, depth first, joined with its parents' paths. */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.path === undefined ? [] : [own]), ...routePaths(route.children ?? [], own)];
  });
}

describe('the shop route table', () => {
  // Never loaded: only the table's shape is read.
  const data = createDataLayerLoader(
    () => new Promise(() => undefined),
    () => () => undefined,
  );
  // The frame's table, and the features' pages the router adds under its layouts (pathless).
  const paths = [
    ...routePaths(createShopRoutes(data)),
    ...routePaths([...featurePages.login, ...featurePages.bare, ...featurePages.default]),
  ];

  it('mounts each path once', () => {
    expect(paths).toEqual(expect.arrayContaining(['/dang-nhap', '/gio-hang', '/keno-live', '/*']));
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('mounts only paths a feature owns (besides the frame’s home and 404)', () => {
    const unowned = paths
      .filter((path) => !['/v2', '/*'].includes(path))
      .filter((path) => {
        const pattern = path.replace(/\?$/, '');
        return !Object.values(FEATURE_PATHS).some((owned) =>
          Object.values(owned).some((p) => p === path || p === pattern),
        );
      });
    expect(unowned).toEqual([]);
  });
});
