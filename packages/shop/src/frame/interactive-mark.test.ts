import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERACTIVE_MARK, markInteractive, whenInteractive } from './interactive-mark';

afterEach(() => performance.clearMarks(INTERACTIVE_MARK));

describe('markInteractive', () => {
  it('sets the veso:interactive mark once per page', () => {
    expect(INTERACTIVE_MARK).toBe('veso:interactive');
    expect(markInteractive()).toBe(true);
    expect(markInteractive()).toBe(false);
    const marks = performance.getEntriesByName('veso:interactive', 'mark');
    expect(marks).toHaveLength(1);
  });

  it('leaves a page that already has the mark alone', () => {
    performance.mark(INTERACTIVE_MARK);
    expect(markInteractive()).toBe(false);
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(1);
  });
});

describe('whenInteractive', () => {
  it('runs at once on a page that is already interactive', () => {
    markInteractive();
    const run = vi.fn();
    whenInteractive(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  /**
   * Resolves once a mark observer made now has been told of the mark `name`. Observers are
   * told of an entry in the order they were made, in one task: by then every observer made
   * before it, like the one `whenInteractive` made, has been told too.
   */
  function markDelivered(name: string): Promise<void> {
    return new Promise((resolve) => {
      const probe = new PerformanceObserver((list) => {
        if (list.getEntriesByName(name, 'mark').length === 0) return;
        probe.disconnect();
        resolve();
      });
      probe.observe({ type: 'mark' });
    });
  }

  it('waits for the mark, then runs once', async () => {
    const run = vi.fn();
    whenInteractive(run);
    const otherSeen = markDelivered('veso:something-else');
    performance.mark('veso:something-else');
    await otherSeen;
    expect(run).not.toHaveBeenCalled();
    const interactiveSeen = markDelivered(INTERACTIVE_MARK);
    markInteractive();
    await interactiveSeen;
    expect(run).toHaveBeenCalledTimes(1);
    const laterSeen = markDelivered('veso:later');
    performance.mark('veso:later');
    await laterSeen;
    expect(run).toHaveBeenCalledTimes(1);
  });
});
