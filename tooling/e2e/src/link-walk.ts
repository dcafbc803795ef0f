import type { Page } from '@playwright/test';
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

/**
 * Opens each path once and fails on the 404 screen (or an empty page); answers the paths
 * whose page said 'Sắp ra mắt' (a product or entry not on sale yet).
 */
export async function walkLinks(page: Page, paths: readonly string[]): Promise<string[]> {
  const soon: string[] = [];
  for (const path of new Set(paths)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main'), path).not.toBeEmpty();
    await expect(page.getByText(NOT_FOUND_TEXT), `${path} answers the 404`).toHaveCount(0);
    if ((await page.getByRole('heading', { name: /Sắp ra mắt$/ }).count()) > 0) soon.push(path);
  }
  return soon;
}
