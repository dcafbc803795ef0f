import type { ProductId } from '../catalog';
import { PRIZE_TABLES } from './tables';
import type { Max3dTable } from './types';

/**
 * The highest prize one ticket of a product can win, for its card and page header: an
 * amount in đồng for one stake unit (10,000đ; a paper ticket), or a multiple of the stake
 * for the loto games. Null for the jackpot games (their live jackpot is shown instead) and
 * for a product no longer sold.
 */
export type TopPrize =
  | { readonly kind: 'amount'; readonly name: string; readonly amount: number }
  | { readonly kind: 'multiplier'; readonly name: string; readonly multiplier: number };

function amount(name: string, value: number): TopPrize {
  return { kind: 'amount', name, amount: value };
}

function multiplier(name: string, value: number): TopPrize {
  return { kind: 'multiplier', name, multiplier: value };
}

function max3dTop(table: Max3dTable): TopPrize {
  const top = table.tiers.reduce((best, tier) => (tier.amount > best.amount ? tier : best));
  return amount(top.name, top.amount);
}

function kenoTop(): TopPrize {
  let best = 0;
  for (const prizes of Object.values(PRIZE_TABLES.keno.levels)) {
    for (const value of Object.values(prizes)) best = Math.max(best, value);
  }
  return amount('Bậc 10 trúng 10 số', best);
}

function paperTop(first: { name: string; amount: number } | undefined): TopPrize | null {
  return first ? amount(first.name, first.amount) : null;
}

/** The top prize of a product (see {@link TopPrize}). */
export function topPrizeOf(id: ProductId): TopPrize | null {
  const { loto } = PRIZE_TABLES;
  switch (id) {
    case 'mega645':
    case 'power655':
    case 'lotto535':
    case 'max4d':
      return null;
    case 'keno':
      return kenoTop();
    case 'max3d':
      return max3dTop(PRIZE_TABLES.max3d);
    case 'max3dplus':
    case 'ommax3dplus':
      return max3dTop(PRIZE_TABLES.max3dPlus);
    case 'dientoan636':
    case 'bao636': {
      const fixed = PRIZE_TABLES.dientoan636.tiers.find((tier) => tier.amount !== null);
      return fixed?.amount ? amount(fixed.name, fixed.amount) : null;
    }
    case 'loto2':
    case 'baoloto2':
      return multiplier(loto.loto2.special.name, loto.loto2.special.multiplier);
    case 'loto3':
      return multiplier(loto.loto3.specialLast3.name, loto.loto3.specialLast3.multiplier);
    case 'loto5':
      return multiplier('Trùng giải Đặc biệt', Math.max(...Object.values(loto.loto5)));
    case 'loto2cap':
    case 'loto3cap':
    case 'loto4cap': {
      const pairs = Number(id.charAt(4));
      const paired = loto.paired[pairs];
      return paired ? multiplier('Trúng đủ các cặp hai lần', paired.allTwice) : null;
    }
    case 'xsmb':
      return paperTop(PRIZE_TABLES.xsmb.groups[0]);
    case 'xsmt':
    case 'xsmn':
      return paperTop(PRIZE_TABLES.regional.groups[0]);
  }
}
