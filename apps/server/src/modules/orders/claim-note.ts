import {
  CLAIM_IN_PERSON_ABOVE,
  PRIZE_TABLES,
  claimDaysOf,
  claimDeadline,
  formatDate,
  formatMoney,
  getProduct,
  vnInstant,
  type ProductFamily,
  type ProductId,
} from '@veso/domain';

const ABOVE = formatMoney(CLAIM_IN_PERSON_ABOVE);

/** Who pays a prize in person, by product family (the company that issued the ticket). */
const CLAIM_PLACES: Readonly<Record<ProductFamily, string>> = {
  vietlott: 'văn phòng hoặc chi nhánh của Vietlott (Công ty Xổ số Điện toán Việt Nam)',
  computer: 'Công ty Xổ số Kiến thiết Thủ Đô, nơi phát hành vé',
  loto: 'Công ty Xổ số Kiến thiết Thủ Đô, nơi phát hành vé',
  paper: 'công ty xổ số kiến thiết phát hành vé',
};

/**
 * What a customer reads about a prize the lottery company pays in person (the domain's
 * `claimsInPerson`: prizes above the personal-income-tax threshold, every product): where,
 * what to bring, by when (the product's claim window from the draw day, and its last day),
 * the tax withheld there, and that nothing is credited to the prize balance.
 */
export function prizeClaimNote(product: string, drawAt: Date): string {
  const family = getProduct(product as ProductId)?.family ?? 'paper';
  const lastDay = formatDate(vnInstant(claimDeadline(product, drawAt), 0));
  return `Giải thưởng trên ${ABOVE} phải được lĩnh trực tiếp tại ${CLAIM_PLACES[family]}: mang vé gốc (đại lý giao cho quý khách) và CCCD đến lĩnh trong ${claimDaysOf(product)} ngày kể từ ngày mở thưởng, chậm nhất ngày ${lastDay}; công ty khấu trừ thuế thu nhập cá nhân ${PRIZE_TABLES.tax.ratePercent}% phần trên ${ABOVE}. Khoản này không cộng vào tài khoản trả thưởng.`;
}
