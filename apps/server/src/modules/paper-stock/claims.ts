import { CLAIM_IN_PERSON_ABOVE, PAPER_CLAIM_DAYS, PRIZE_TABLES, formatMoney } from '@veso/domain';

const ABOVE = formatMoney(CLAIM_IN_PERSON_ABOVE);

/**
 * What a customer reads about a paper ticket the lottery company pays in person (the
 * domain's `claimsInPerson`: prizes above the personal-income-tax threshold).
 */
export const CLAIM_NOTE = `Giải thưởng trên ${ABOVE} phải được lĩnh trực tiếp tại công ty xổ số kiến thiết phát hành vé: mang vé gốc (đại lý giao cho quý khách) và CCCD đến lĩnh trong ${PAPER_CLAIM_DAYS} ngày kể từ ngày mở thưởng; công ty khấu trừ thuế thu nhập cá nhân ${PRIZE_TABLES.tax.ratePercent}% phần trên ${ABOVE}. Khoản này không cộng vào tài khoản trả thưởng.`;
