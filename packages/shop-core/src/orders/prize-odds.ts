import type { CartProduct } from './vietlott-cart';
import {
  binomial,
  settleLotto535,
  settleMega645,
  settlePower655,
  unitPriceFor,
} from '@veso/domain';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function mega645(): number {
  const result = { numbers: range(1, 6) };
  const others = range(7, 45);
  let winning = 0;
  for (let k = 0; k <= 6; k += 1) {
    const line = { numbers: [...result.numbers.slice(0, k), ...others.slice(0, 6 - k)] };
    if (settleMega645(result, line, unitPriceFor('mega645', false)).length > 0)
      winning += binomial(6, k) * binomial(39, 6 - k);
  }
  return winning / binomial(45, 6);
}

function power655(): number {
  const result = { numbers: range(1, 6), bonus: 7 };
  const others = range(8, 55);
  let winning = 0;
  for (let k = 0; k <= 6; k += 1) {
    for (const withBonus of [true, false]) {
      const rest = 6 - k - (withBonus ? 1 : 0);
      if (rest < 0) continue;
      const numbers = [
        ...result.numbers.slice(0, k),
        ...(withBonus ? [result.bonus] : []),
        ...others.slice(0, rest),
      ];
      if (settlePower655(result, { numbers }, unitPriceFor('power655', false)).length > 0) {
        winning += binomial(6, k) * binomial(48, rest);
      }
    }
  }
  return winning / binomial(55, 6);
}

function lotto535(): number {
  const result = { numbers: range(1, 5), special: 1 };
  const others = range(6, 35);
  let winning = 0;
  for (let k = 0; k <= 5; k += 1) {
    for (const hit of [true, false]) {
      const line = {
        numbers: [...result.numbers.slice(0, k), ...others.slice(0, 5 - k)],
        special: hit ? 1 : 2,
      };
      if (settleLotto535(result, line, unitPriceFor('lotto535', false)).length > 0) {
        winning += binomial(5, k) * binomial(30, 5 - k) * (hit ? 1 : 11);
      }
    }
  }
  return winning / (binomial(35, 5) * 12);
}

const ODDS: Partial<Record<CartProduct, () => number>> = { mega645, power655, lotto535 };
const cache = new Map<CartProduct, number>();

/**
 * The probability that one line wins any prize, counted exactly over every possible
 * line with the domain's own settlement rules (Mega ≈ 1/42, Power ≈ 1/75, Lotto ≈ 9.6%).
 * Null for the games whose odds depend on the play (Keno's level, the Max 3D family's
 * tiers and forms): the screens then leave the line out.
 */
export function anyPrizeProbability(product: CartProduct): number | null {
  const count = ODDS[product];
  if (!count) return null;
  let value = cache.get(product);
  if (value === undefined) {
    value = count();
    cache.set(product, value);
  }
  return value;
}

/** 'khoảng 1/42' — the odds of any prize for one line, as shown to the customer; or null. */
export function anyPrizeOddsText(product: CartProduct): string | null {
  const probability = anyPrizeProbability(product);
  return probability === null ? null : `khoảng 1/${Math.round(1 / probability)}`;
}
