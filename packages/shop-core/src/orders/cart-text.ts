import { formatMoney, getProduct, KENO_SIDE_BET_LABELS, PLAY_FORM_LABELS } from '@veso/domain';
import type { CartProduct, VietlottNumberInfo } from './vietlott-cart';

/**
 * How a number set reads on the cart, confirm and game screens: '03 11 19 25 38 44',
 * ' | ĐB 05' for Lotto 5/35's special number(s), a Keno side bet's name, Max 3D's
 * patterns ('1*3') and Ôm Max 3D+'s range ('123 × 000–099').
 */
export function numberInfoText(info: VietlottNumberInfo): string {
  const numbers = info.numbers.join(' ');
  switch (info.form) {
    case 'baoSpecial':
      return `${numbers} | ĐB ${info.specials.join(' ')}`;
    case 'kenoSideBet':
      return info.bet ? KENO_SIDE_BET_LABELS[info.bet] : '';
    case 'wildcard':
      return (info.patterns ?? []).join(' ');
    case 'range':
      return info.range ? `${numbers} × ${info.range.from}–${info.range.to}` : numbers;
    default:
      return info.special !== null ? `${numbers} | ĐB ${info.special}` : numbers;
  }
}

/**
 * The play form of a number set of `product`: 'Cơ bản', 'Bao 7 số', 'Bao 3 số đặc biệt',
 * 'Bao 5 số bậc 3', 'Đảo số', a bao lô tô's product and pick ('Bao lô tô 2 số · 4 số')…,
 * with the stake when it is more than one unit ('Cơ bản · 50.000đ/dãy').
 */
export function numberInfoFormText(info: VietlottNumberInfo, product: CartProduct): string {
  const form =
    info.form === 'lotoBao'
      ? `${getProduct(product)?.name ?? PLAY_FORM_LABELS.lotoBao} · ${info.numbers.length} số`
      : info.form === 'bao'
        ? `Bao ${info.numbers.length} số`
        : info.form === 'baoSpecial'
          ? `Bao ${info.specials.length} số đặc biệt`
          : info.form === 'kenoBao'
            ? `Bao ${info.numbers.length} số bậc ${info.level ?? ''}`
            : info.form === 'single' && info.level !== undefined
              ? `Bậc ${info.level}`
              : PLAY_FORM_LABELS[info.form];
  return info.tickQuantity > 1
    ? `${form} · ${formatMoney(info.tickQuantity * info.priceUnit)}/dãy`
    : form;
}
