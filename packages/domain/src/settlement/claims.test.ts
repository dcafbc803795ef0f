import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../prizes/tables';
import { CLAIM_IN_PERSON_ABOVE, PAPER_CLAIM_DAYS, claimsInPerson } from './claims';
import { prizeTax } from './tax';

describe('the in-person claim of a paper ticket', () => {
  it('starts above 10.000.000đ, the personal-income-tax threshold (reference §5)', () => {
    expect(CLAIM_IN_PERSON_ABOVE).toBe(10_000_000);
    expect(CLAIM_IN_PERSON_ABOVE).toBe(PRIZE_TABLES.tax.threshold);
    expect(PAPER_CLAIM_DAYS).toBe(30);
  });

  it('takes exactly the tickets that are taxed', () => {
    for (const gross of [0, 100_000, 9_999_999, 10_000_000, 10_000_001, 10_000_010, 2e9]) {
      expect(claimsInPerson(gross), String(gross)).toBe(gross > 10_000_000);
      // A prize taxed at least 1đ is paid in person; 10.000.001đ to 10.000.009đ is taxed 0đ
      // but still above the threshold.
      if (prizeTax(gross) > 0) expect(claimsInPerson(gross)).toBe(true);
    }
  });
});
