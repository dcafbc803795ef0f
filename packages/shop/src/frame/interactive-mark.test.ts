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

  it('waits for the mark, then runs once', async () => {
    const run = vi.fn();
    whenInteractive(run);
    performance.mark('veso:something-else');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
    markInteractive();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    performance.mark('veso:later');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
