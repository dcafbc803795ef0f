import { afterEach, describe, expect, it } from 'vitest';
import { INTERACTIVE_MARK, markInteractive } from './interactive-mark';

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
