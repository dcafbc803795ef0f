import { PRIZE_TABLES } from '../prizes/tables';

/**
 * Paper-ticket prizes the lottery company pays in person: a ticket whose prizes exceed the
 * personal-income-tax threshold (Thông tư 111/2013 Điều 15, `PRIZE_TABLES.tax`) is paid by
 * the company that issued it, against the original ticket and the winner's ID, within 30
 * days of the draw (Thông tư 75/2013 Điều 30). The shop hands the ticket over and credits
 * nothing. One figure with the tax threshold: when the law moves one, it moves both.
 */
export const CLAIM_IN_PERSON_ABOVE = PRIZE_TABLES.tax.threshold;

/** Days from the draw within which a paper ticket's prize is claimed (TT 75/2013 Điều 30). */
export const PAPER_CLAIM_DAYS = 30;

/** True when a paper ticket winning `gross` đồng in all is paid in person, not credited. */
export function claimsInPerson(gross: number): boolean {
  return gross > CLAIM_IN_PERSON_ABOVE;
}
