import { PRODUCTS } from '@veso/domain';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { FeaturePages } from '../app/feature-routes';
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

/** What one table answers, built once: its static paths, and a flat table of the rest. */
type Matcher = { paths: Set<string>; patterns: RouteObject[]; known: Map<string, boolean> };

const matchers = new WeakMap<readonly RouteObject[], Matcher>();

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The paths of a table's routes, joined with their parents' (react-router matches a route
 * that has a path or is an index, parents included): the static ones in a set, the ones
 * with parameters, splats or optional segments as a flat table for matchRoutes.
 */
function matcherOf(pages: readonly RouteObject[]): Matcher {
  const matcher: Matcher = { paths: new Set(), patterns: [], known: new Map() };
  const visit = (routes: readonly RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path === undefined ? parent : joinPath(parent, route.path);
      if (route.path !== undefined || route.index) {
        if (/[:*?]/.test(path)) matcher.patterns.push({ path });
        else matcher.paths.add(path.toLowerCase().replace(/(.)\/$/, '$1'));
      }
      if (route.children) visit(route.children, path);
    }
  };
  visit(pages, '/');
  return matcher;
}

/**
 * Whether some page answers `to`: the frame's home, or one of `pages` (the features'
 * route tables, never changed once built). A product or menu entry that no feature mounts
 * yet is not on sale yet. Answered from the table's paths, built once: matchRoutes over
 * the whole table for each link cost a slow phone a fifth of a second at start-up.
 */
export function isMounted(to: string, pages: readonly RouteObject[]): boolean {
  const path = linkPath(to);
  if (FRAME_PATHS.has(path)) return true;
  let matcher = matchers.get(pages);
  if (!matcher) {
    matcher = matcherOf(pages);
    matchers.set(pages, matcher);
  }
  let mounted = matcher.known.get(path);
  if (mounted === undefined) {
    mounted =
      matcher.paths.has(path.toLowerCase().replace(/(.)\/$/, '$1')) ||
      (matcher.patterns.length > 0 && matchRoutes(matcher.patterns, path) !== null);
    matcher.known.set(path, mounted);
  }
  return mounted;
}

const mountedTables = new WeakMap<FeaturePages, readonly RouteObject[]>();

/**
 * Every layout's pages in one table, the same array for the same feature pages, so
 * `isMounted`'s answers are shared by the route table, the home cards and the drawer.
 */
export function mountedPagesOf(pages: FeaturePages): readonly RouteObject[] {
  let table = mountedTables.get(pages);
  if (!table) {
    table = [...pages.login, ...pages.bare, ...pages.default];
    mountedTables.set(pages, table);
  }
  return table;
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
