import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * On a paper region page (web or webview): the province is among the day's draws, then the
 * exact-number search for `number` runs.
 */
export async function searchPaperNumber(
  main: Locator,
  ticket: { number: string; province: string },
): Promise<void> {
  await expect(main.getByRole('region', { name: /Đài quay/ })).toContainText(ticket.province);
  const search = main.getByRole('search', { name: 'Tìm vé theo số' });
  await search.getByRole('radio', { name: 'Số chính xác' }).check();
  await search.getByLabel('Số cần tìm').fill(ticket.number);
  await search.getByRole('button', { name: 'Tìm vé' }).click();
}
