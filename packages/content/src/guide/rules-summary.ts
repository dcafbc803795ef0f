import { formatMoney, unitPriceFor } from '@veso/domain';
import type { NumberPick, Product } from '@veso/domain';

/** The rules of one product in a few Vietnamese lines, from the domain catalogue. */
export type RulesSummary = {
  /** How to pick, e.g. 'Chọn 6 số khác nhau từ 01 đến 45.'; null for printed tickets. */
  howToPlay: string | null;
  /** 'Giá 10.000đ mỗi lượt chơi.' */
  price: string;
  drawSchedule: string;
  /** Set when the product is no longer sold. */
  notice: string | null;
};

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

function describePick(pick: NumberPick): string {
  const from = pad(pick.min, pick.digits);
  const to = pad(pick.max, pick.digits);
  const count =
    pick.minCount < pick.count ? `từ ${pick.minCount} đến ${pick.count} số` : `${pick.count} số`;
  const distinct = pick.count > 1 && pick.distinct ? ' khác nhau' : '';
  let text = `Chọn ${count}${distinct} từ ${from} đến ${to}`;
  if (pick.special) {
    text += ` và 1 số đặc biệt từ ${pad(pick.special.min, 2)} đến ${pad(pick.special.max, 2)}`;
  }
  if (pick.count > 1 && !pick.distinct) text += ', các số được phép trùng nhau';
  return `${text}.`;
}

/** Builds the rules summary of a catalogue product. */
export function rulesSummary(product: Product): RulesSummary {
  const unit = product.family === 'paper' ? 'mỗi vé' : 'mỗi lượt chơi';
  return {
    howToPlay: product.pick ? describePick(product.pick) : null,
    price: `Giá ${formatMoney(unitPriceFor(product.id, false))} ${unit}.`,
    drawSchedule: product.drawSchedule,
    notice: product.onSale
      ? null
      : 'Sản phẩm đã ngừng phát hành, chỉ còn tra cứu kết quả và lịch sử.',
  };
}
