import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every package's suite at once on two cores: a lazy route can take more than
// Testing Library's default second to resolve there.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
