import { addDays, vnDayOf } from '../calendar/days';
import { getProduct, type ProductFamily, type ProductId } from '../catalog';
import { PRIZE_TABLES } from '../prizes/tables';

/**
 * Prizes the lottery company pays in person, whatever the product (Vietlott, the computer
 * lottery, loto, Keno, paper tickets, a group's ticket judged on its whole prize): a
 * ticket whose prizes exceed the personal-income-tax threshold (Thông tư 111/2013 Điều 15,
 * `PRIZE_TABLES.tax`) is paid by the company that issued it, against the original ticket
 * and the winner's ID, within the claim window of its product ({@link claimDaysOf}). The
 * shop hands the ticket over and credits nothing. One figure with the tax threshold: when
 * the law moves one, it moves both.
 */
export const CLAIM_IN_PERSON_ABOVE = PRIZE_TABLES.tax.threshold;

/** Days from the draw within which a paper ticket's prize is claimed (TT 75/2013 Điều 30). */
export const PAPER_CLAIM_DAYS = 30;

/**
 * Days from the draw within which a Vietlott prize is claimed (its game rules; reference
 * §5: recalled, unverified). The computer lottery and loto follow the paper window.
 */
export const VIETLOTT_CLAIM_DAYS = 60;

/** True when a ticket winning `gross` đồng in all is paid in person, not credited. */
export function claimsInPerson(gross: number): boolean {
  return gross > CLAIM_IN_PERSON_ABOVE;
}

/** The family of a product, by id (undefined when unknown). */
function familyOf(product: string): ProductFamily | undefined {
  return getProduct(product as ProductId)?.family;
}

/** Days from the draw within which a prize of `product` is claimed. */
export function claimDaysOf(product: string): number {
  return familyOf(product) === 'vietlott' ? VIETLOTT_CLAIM_DAYS : PAPER_CLAIM_DAYS;
}

/**
 * The last Vietnam day (`YYYY-MM-DD`) on which a prize of `product` drawn at `drawAt` can
 * be claimed: the draw's day plus the claim window.
 */
export function claimDeadline(product: string, drawAt: Date): string {
  return addDays(vnDayOf(drawAt), claimDaysOf(product));
}
