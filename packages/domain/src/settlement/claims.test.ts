import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../prizes/tables';
import {
  CLAIM_IN_PERSON_ABOVE,
  PAPER_CLAIM_DAYS,
  VIETLOTT_CLAIM_DAYS,
  claimDaysOf,
  claimDeadline,
  claimsInPerson,
} from './claims';
import { prizeTax } from './tax';

describe('the in-person claim of a prize', () => {
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

  it('is made within 60 days of a Vietlott draw, 30 days of any other (reference §5)', () => {
    expect(VIETLOTT_CLAIM_DAYS).toBe(60);
    for (const id of ['mega645', 'power655', 'keno', 'lotto535', 'max3d'])
      expect(claimDaysOf(id), id).toBe(60);
    for (const id of ['dientoan636', 'loto2', 'xsmb', 'xsmn']) expect(claimDaysOf(id), id).toBe(30);
    // A Power draw at 18:00 on 20/11/2026 in Hà Nội; a northern draw at 18:15 on 31/12/2026.
    expect(claimDeadline('power655', new Date('2026-11-20T11:00:00.000Z'))).toBe('2027-01-19');
    expect(claimDeadline('xsmb', new Date('2026-12-31T11:15:00.000Z'))).toBe('2027-01-30');
  });
});
