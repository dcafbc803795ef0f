import type { XsdtProduct } from '@veso/contract';
import { formatCount, formatMoney, getProduct, PRIZE_TABLES } from '@veso/domain';
import { padNumber } from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';

/** How the numbers of a product are picked: on a grid of buttons or typed (3 and 5 digits). */
export type EntryKind = 'grid' | 'input';

/** A prize line of a game, as its rules box shows it. */
export type PrizeRule = { label: string; prize: string };

const LOTO = PRIZE_TABLES.loto;

function times(multiplier: number): string {
  return `x${formatCount(multiplier)}`;
}

/** What the customer can win per stake of each product, from the domain's prize tables. */
export function prizeRules(product: XsdtProduct): PrizeRule[] {
  switch (product) {
    case 'loto2':
      return [
        { label: LOTO.loto2.special.name, prize: times(LOTO.loto2.special.multiplier) },
        { label: LOTO.loto2.first.name, prize: times(LOTO.loto2.first.multiplier) },
      ];
    case 'loto3':
      return Object.values(LOTO.loto3).map((rule) => ({
        label: rule.name,
        prize: times(rule.multiplier),
      }));
    case 'loto5':
      // Checked like a northern ticket: one multiplier per XSMB prize group, then the
      // consolation for the last 2 digits of Đặc biệt.
      return [
        ...PRIZE_TABLES.xsmb.groups.flatMap((group) => {
          const multiplier = LOTO.loto5[group.id];
          return multiplier === undefined
            ? []
            : [{ label: `Trùng ${group.name}`, prize: times(multiplier) }];
        }),
        ...(LOTO.loto5.consolation === undefined
          ? []
          : [{ label: 'Trùng 2 số cuối giải Đặc biệt', prize: times(LOTO.loto5.consolation) }]),
      ];
    case 'loto2cap':
    case 'loto3cap':
    case 'loto4cap':
    case 'baoloto2': {
      const sizes = product === 'baoloto2' ? [2, 3, 4] : [pairSize(product)];
      return sizes.flatMap((size) => {
        const rule = LOTO.paired[size];
        return rule
          ? [
              { label: `${size} cặp cùng về trong 27 giải`, prize: times(rule.all) },
              { label: `${size} cặp, mỗi cặp về từ 2 lần`, prize: times(rule.allTwice) },
            ]
          : [];
      });
    }
    case 'dientoan636':
    case 'bao636':
      return PRIZE_TABLES.dientoan636.tiers.map((tier) => ({
        label: `${tier.name}: trùng ${tier.matches.join(', ')} số`,
        prize: tier.amount === null ? 'Tích luỹ' : formatMoney(tier.amount),
      }));
  }
}

/** How many two-digit numbers one line of a paired loto game holds (2, 3 or 4). */
export function pairSize(product: 'loto2cap' | 'loto3cap' | 'loto4cap'): number {
  return getProduct(product).pick?.count ?? 2;
}

/** Grid for two-digit and 6x36 numbers, a text field for the 3- and 5-digit loto. */
export function entryOf(product: XsdtProduct): EntryKind {
  const digits = getProduct(product).pick?.digits ?? 2;
  return digits > 2 ? 'input' : 'grid';
}

/** The guide page of a product (spec §2 guides: Loto 2/3/5 and 6x36). */
export function guidePathOf(product: XsdtProduct): string {
  // The bao shares the 6x36 guide; every other product has its own page.
  return `/huong-dan-choi/${product === 'bao636' ? 'dientoan636' : product}`;
}

/** The loto 2/3/5 số route types (`/lo-to-235/{type}`) and their product. */
export const LOTO_235_TYPES = { '2-so': 'loto2', '3-so': 'loto3', '5-so': 'loto5' } as const;

/** A `/lo-to-235/{type}` value. */
export type Loto235Type = keyof typeof LOTO_235_TYPES;

/** The loto product of a `/lo-to-235/{type}` segment: none opens loto 2 số; unknown is null. */
export function loto235Product(type: string | undefined): 'loto2' | 'loto3' | 'loto5' | null {
  if (type === undefined || type === '') return 'loto2';
  return type in LOTO_235_TYPES ? LOTO_235_TYPES[type as Loto235Type] : null;
}

/** How a set reads: its numbers at the product's width ('07', '045'), or 'Chưa chọn số'. */
export function describeSet(set: NumberSet, digits: number): string {
  return set.numbers.length === 0
    ? 'Chưa chọn số'
    : [...set.numbers]
        .sort((a, b) => a - b)
        .map((n) => padNumber(n, digits))
        .join(' ');
}
