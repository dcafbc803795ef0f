import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// CI runs every package's suite at once on two cores: a lazy route can take more than
// Testing Library's default second to resolve there.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// Test files share one jsdom and one module graph per worker (`isolate: false` in the
// preset): whatever a file leaves in the page's globals is reset before the next one.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  performance.clearMarks();
  performance.clearMeasures();
  // A file may ask for the node environment (`@vitest-environment node`): no page there.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.innerHTML = '';
});
