/**
 * Performance mark set once the frame's first route has committed with its handlers:
 * `pnpm bench:web` counts the scripts and stylesheets requested before it.
 */
export const INTERACTIVE_MARK = 'veso:interactive';

/** Sets the interactive mark unless the page already has it; true when it was set now. */
export function markInteractive(
  performance: Pick<Performance, 'mark' | 'getEntriesByName'> | undefined = globalThis.performance,
): boolean {
  if (typeof performance?.mark !== 'function') return false;
  if (performance.getEntriesByName(INTERACTIVE_MARK, 'mark').length > 0) return false;
  performance.mark(INTERACTIVE_MARK);
  return true;
}

/**
 * Runs `run` once the page has the interactive mark: at once when it already has it, else
 * when it is set (what may wait, like the installed app, never competes with the first
 * route). Without mark observers it runs at once.
 */
export function whenInteractive(run: () => void): void {
  const marked = () => performance.getEntriesByName(INTERACTIVE_MARK, 'mark').length > 0;
  if (typeof PerformanceObserver === 'undefined' || marked()) {
    run();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!marked()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'mark' });
}
