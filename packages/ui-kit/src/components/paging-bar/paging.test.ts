import { describe, expect, it } from 'vitest';
import { pageWindow, resolvePageInput } from './paging';

describe('resolvePageInput', () => {
  it('keeps a valid page', () => {
    expect(resolvePageInput('3', 10)).toBe(3);
    expect(resolvePageInput(' 10 ', 10)).toBe(10);
    expect(resolvePageInput('1', 1)).toBe(1);
  });

  it.each([
    ['', 'empty'],
    ['abc', 'not a number'],
    ['2.5', 'not whole'],
    ['-3', 'negative'],
    ['0', 'zero'],
    ['11', 'above the page count'],
    ['1e1', 'exponent'],
  ])('resets %j (%s) to page 1', (input) => {
    expect(resolvePageInput(input, 10)).toBe(1);
  });

  it('resets to 1 when there are no pages', () => {
    expect(resolvePageInput('1', 0)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('lists every page when there are at most ten', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows ten pages around the current one', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('always contains the (clamped) current page and never more than max', () => {
    for (let count = 0; count <= 30; count += 1) {
      for (let page = -1; page <= count + 1; page += 1) {
        for (const max of [1, 3, 10]) {
          const pages = pageWindow(page, count, max);
          expect(pages.length).toBe(Math.min(max, count));
          if (count > 0) expect(pages).toContain(Math.min(Math.max(page, 1), count));
          expect(
            pages.every(
              (p, i) => p >= 1 && p <= count && (i === 0 || p === (pages[i - 1] ?? 0) + 1),
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
