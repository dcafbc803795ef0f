/**
 * Paper-ticket prizes the lottery company pays in person (issue #16, docs/decisions.md): a
 * ticket whose prizes exceed the personal-income-tax threshold is paid by the company
 * that issued it, against the original ticket and the winner's ID, within 30 days (Thông
 * tư 75/2013 Điều 30): the shop marks it, hands the ticket over and credits nothing.
 */
export const CLAIM_IN_PERSON_ABOVE = 10_000_000;

export const CLAIM_NOTE =
  'Giải thưởng trên 10.000.000đ phải được lĩnh trực tiếp tại công ty xổ số kiến thiết phát hành vé: mang vé gốc (đại lý giao cho quý khách) và CCCD đến lĩnh trong 30 ngày kể từ ngày mở thưởng; công ty khấu trừ thuế thu nhập cá nhân 10% phần trên 10.000.000đ. Khoản này không cộng vào tài khoản trả thưởng.';
