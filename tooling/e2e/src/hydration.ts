import type { Page } from '@playwright/test';

type RemovalLog = { removed: string[] };

/**
 * Records, from the page's first parse on, the text of every element taken out of
 * `#root`, for a test that asserts hydration kept the server's markup: when a part of the
 * page is still being hydrated and something above it updates, React drops that part's
 * server markup and renders its fallback (skeletons over content already on screen).
 * Call before `page.goto`; the returned function reads what was removed so far.
 */
export async function watchRemovedMarkup(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: RemovalLog = { removed: [] };
    (window as unknown as { __vesoRemovals: RemovalLog }).__vesoRemovals = log;
    const observe = () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) log.removed.push(node.textContent ?? '');
          }
        }
      }).observe(root, { childList: true, subtree: true });
    };
    document.addEventListener('DOMContentLoaded', observe, { once: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __vesoRemovals?: RemovalLog }).__vesoRemovals?.removed ?? [],
    );
}
