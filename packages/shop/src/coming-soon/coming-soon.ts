import { PRODUCTS } from '@veso/domain';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { MenuEntry } from '../app/shop-context';

/** Spec §4 card style: a product announced but not on sale yet. */
export const COMING_SOON_LABEL = 'Sắp ra mắt';

/** A link the shop shows (a product card, a drawer entry) and what it leads to. */
export type ShopLink = { label: string; to: string };

/** The path of a link without its query or hash. */
export function linkPath(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** Paths the frame itself answers (home and its alias). */
const FRAME_PATHS = new Set(['/', '/v2']);

/**
 * Whether some page answers `to`: the frame's home, or one of `pages` (the features'
 * route tables). A product or menu entry that no feature mounts yet is not on sale yet.
 */
export function isMounted(to: string, pages: readonly RouteObject[]): boolean {
  const path = linkPath(to);
  return FRAME_PATHS.has(path) || matchRoutes([...pages], path) !== null;
}

/** Every link of the home page's cards and of a drawer menu. */
export function shopLinks(menu: readonly MenuEntry[]): ShopLink[] {
  const products = PRODUCTS.flatMap((product) =>
    [product.route, ...product.extraRoutes].map((to) => ({ label: product.name, to })),
  );
  return [...products, ...menu];
}

/**
 * The links no feature answers yet, once each by path: each gets a 'Sắp ra mắt' page
 * instead of the 404. Driven by the route tables, so an entry leaves this list by itself
 * when its feature mounts the path.
 */
export function comingSoonLinks(
  links: readonly ShopLink[],
  pages: readonly RouteObject[],
): ShopLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    const path = linkPath(link.to);
    if (seen.has(path) || isMounted(path, pages)) return false;
    seen.add(path);
    return true;
  });
}

/** What a link of the shop opens: a feature's page (or the frame's home), a 'Sắp ra mắt' page, or the 404. */
export type LinkTarget = 'page' | 'coming-soon' | 'not-found';

/** {@link LinkTarget} of `to` for a shop with this menu and these feature pages. */
export function linkTarget(
  to: string,
  menu: readonly MenuEntry[],
  pages: readonly RouteObject[],
): LinkTarget {
  if (isMounted(to, pages)) return 'page';
  const path = linkPath(to);
  return shopLinks(menu).some((link) => linkPath(link.to) === path) ? 'coming-soon' : 'not-found';
}
