import type { Page } from '@playwright/test';
import { a11yReport } from './a11y';
import { expect } from './fixtures';

/** The shop's 404 screens: spec §2's, and the embedded variant's. */
export const NOT_FOUND_TEXT = /404 Không tìm thấy trang này|This page could not be found/;

/** The `href`s of the links inside `selector` that start with `prefix` (in-app links). */
export async function linkPaths(page: Page, selector: string, prefix = '/'): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith(prefix));
}

/** The shells' menu button ('Mở menu' in the web shell, 'Danh mục' in the embedded one). */
export const MENU_BUTTON = /menu|danh mục/i;

/** Where a shell's links were found: the home page's and the drawer's. */
export type ShellLinks = { home: string[]; drawer: string[] };

/**
 * The routes a customer reaches from a shell, as the session sees them now: every in-app
 * link of the home page (once its server-driven banners are in) and of the drawer menu.
 * The link walk and the visual regression spec both take their route list from here.
 */
export async function shellLinks(page: Page): Promise<ShellLinks> {
  await page.goto('/');
  // The banners come from the server's `/config/banner`.
  await expect(
    page.getByRole('region', { name: 'Khuyến mãi' }).getByRole('link').first(),
  ).toBeVisible();
  const home = await linkPaths(page, 'main a[href]');
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const drawer = await linkPaths(page, '[role="dialog"] a[href]');
  await page.keyboard.press('Escape');
  return { home, drawer };
}

/**
 * Opens each path once and fails on the 404 screen (or an empty page); once the page has
 * loaded (no part of it `aria-busy`: a live draw's lines, a skeleton, a list being read)
 * and its animations have ended, runs axe in strict mode on each (touch targets, no
 * contrast left for review) and fails at the end with every route's findings; answers the
 * paths whose page said 'Sắp ra mắt' (not on sale yet).
 */
export async function walkLinks(page: Page, paths: readonly string[]): Promise<string[]> {
  const soon: string[] = [];
  const findings: string[] = [];
  for (const path of new Set(paths)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main'), path).not.toBeEmpty();
    await expect(page.getByText(NOT_FOUND_TEXT), `${path} answers the 404`).toHaveCount(0);
    // The network can be idle before the page asked for its data (a chunk still parsing
    // on a busy machine): what the customer settles on is the page with its data in.
    await expect(page.locator('[aria-busy="true"]'), `${path} ends loading`).toHaveCount(0);
    if ((await page.getByRole('heading', { name: /Sắp ra mắt$/ }).count()) > 0) soon.push(path);
    const report = await a11yReport(page, { strict: true });
    if (report) findings.push(report);
  }
  expect(findings.join('\n\n'), 'axe (strict) on every route').toBe('');
  return soon;
}
