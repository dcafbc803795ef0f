import { describe, expect, it } from 'vitest';
import * as domain from './index';

// Which names the package exports, with their types, is the API report
// (`packages/domain/api-report.md`, checked by tooling/e2e's `api-report.test.ts`).
describe('the public API', () => {
  it('exports no name whose value is undefined (a re-export of a name that is gone)', () => {
    expect(Object.keys(domain).length).toBeGreaterThan(50);
    for (const [name, value] of Object.entries(domain)) expect(value, name).toBeDefined();
  });
});
