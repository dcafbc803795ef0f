import type { Preview } from '@storybook/react-vite';
import type { RunOptions } from 'axe-core';

/** The axe rules left out in jsdom (it has no layout and paints nothing). */
export declare const JSDOM_DISABLED_AXE_RULES: NonNullable<RunOptions['rules']>;

/** axe's violations on `context` (the whole document by default), one line each. */
export declare function axeViolations(context?: Element | Document): Promise<string[]>;

/**
 * Every story of `modules` (an eager `import.meta.glob` of `*.stories.tsx`) as a test:
 * rendered with `annotations`, its play function run, then checked with axe.
 */
export declare function testStories(
  modules: Record<string, Record<string, unknown>>,
  annotations?: Preview,
): void;
