import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The axe rules left out of the story tests, each because it cannot give an answer there.
 * Every other rule of axe's default set runs.
 */
export const JSDOM_DISABLED_AXE_RULES = {
  // Needs the colours of painted pixels; jsdom paints nothing (the e2e suite checks it in
  // a browser).
  'color-contrast': { enabled: false },
  // "All content in landmarks" is a rule about a whole page: a story is a fragment that
  // the app puts in its layout's <main> (the e2e suite checks whole pages).
  region: { enabled: false },
};

/** One line per axe violation: the rule, what it asks, and the elements that break it. */
function describeViolation(violation) {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
}

// Not setImmediate nor MessageChannel: React schedules its rendering with them.
const FAKED_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];

/** Longest (real) time `settle` waits for a story's screen to finish loading. */
export const SETTLE_TIMEOUT_MS = 5000;
/**
 * With fake timers: how far `settle` moves the clock at each step, how long the document
 * must stay unchanged (longer than the API client's longest back-off between retries,
 * 3 s), and how far it moves the clock at most.
 */
const FAKE_STEP_MS = 100;
const FAKE_QUIET_MS = 4000;
const FAKE_LIMIT_MS = 20_000;

// Taken before any test fakes the timers: a turn of the real event loop.
const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/** Whether the page shows something still loading (a skeleton, a busy list, a spinner). */
function loading() {
  return document.querySelector('[aria-busy="true"]') !== null;
}

/**
 * Waits until the story's screen shows what its fake server answered: until nothing on the
 * page is busy (`aria-busy`) and the document stopped changing. A step lets the real event
 * loop turn (modules loading, response bodies read) and, when the test faked the timers
 * (`fakeTimers`), moves the clock on by FAKE_STEP_MS, so retries' back-off and countdowns
 * take no real time; the document must then stay unchanged for FAKE_QUIET_MS of that
 * clock (one real turn without fake timers). A story whose screen stays busy on purpose (a
 * loading state, a server that never answers) says so with `busy`; it is taken as it is
 * after the first step that changes nothing. Throws when the page is still busy after SETTLE_TIMEOUT_MS.
 */
export async function settle({ busy = false, fakeTimers = false } = {}) {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const start = performance.now();
  let faked = 0;
  let quiet = 0;
  try {
    for (;;) {
      changed = false;
      if (fakeTimers) {
        await act(() => vi.advanceTimersByTimeAsync(FAKE_STEP_MS));
        faked += FAKE_STEP_MS;
      }
      // Mutation records arrive as microtasks, before the next task.
      await act(realTurn);
      quiet = changed ? 0 : quiet + 1;
      const waiting = !busy && loading();
      if (!waiting && quiet >= (fakeTimers && !busy ? FAKE_QUIET_MS / FAKE_STEP_MS : 1)) return;
      if (performance.now() - start > SETTLE_TIMEOUT_MS || faked > FAKE_LIMIT_MS) {
        if (!waiting) return; // a live screen (a draw revealed, a countdown) keeps changing
        throw new Error(
          `The story was still loading after ${SETTLE_TIMEOUT_MS} ms (a story that shows ` +
            'a loading state on purpose sets parameters.busy)',
        );
      }
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * Runs axe on the whole document (dialogs and toasts render in portals outside the story).
 * React's updates wait until it is done (inside `act`), so axe reads one state of the page.
 */
export async function axeViolations(context = document.body) {
  let results;
  await act(async () => {
    results = await axe.run(context, {
      rules: JSDOM_DISABLED_AXE_RULES,
      resultTypes: ['violations'],
    });
  });
  return results.violations.map(describeViolation);
}

/**
 * Every story of `modules` (an eager `import.meta.glob` of the package's `*.stories.tsx`)
 * as a test: rendered with `annotations` (the Storybook preview's decorators), its `play`
 * function run, the page settled (see `settle`), then axe on it. A story that throws, whose play function fails, or
 * that has an axe violation fails its test.
 */
export function testStories(modules, annotations = {}) {
  const project = setProjectAnnotations([annotations]);
  beforeAll(async () => {
    await project.beforeAll?.();
  });
  const files = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  if (files.length === 0) throw new Error('testStories: the glob found no story file');
  for (const [path, module] of files) {
    describe(path, () => {
      for (const [name, story] of Object.entries(composeStories(module))) {
        it(name, async () => {
          // Timers are fake unless the story has a play function (Testing Library's
          // queries and user events wait on real ones): the screen's retries, back-off
          // and countdowns then run at once, in order.
          const fakeTimers = story.play === undefined;
          const errors = [];
          const onError = (event) => errors.push(event.error ?? event.message);
          window.addEventListener('error', onError);
          if (fakeTimers) vi.useFakeTimers({ toFake: FAKED_TIMERS });
          try {
            await story.run();
            await settle({ busy: story.parameters.busy === true, fakeTimers });
          } finally {
            vi.useRealTimers();
            window.removeEventListener('error', onError);
          }
          if (errors.length > 0) throw errors[0];
          expect(await axeViolations()).toEqual([]);
        });
      }
    });
  }
}
