import type { OrderableProduct } from '@veso/contract';
import { digitPermutations, expandWildcards, getProduct, PLAY_FORM_LABELS } from '@veso/domain';
import { numberSetError, padNumber } from '@veso/shop-core';
import type { NumberSet, VietlottNumberInfo } from '@veso/shop-core';

/** The Max 3D games whose lines are typed number by number. */
export type Max3dProduct = 'max3d' | 'max3dplus';

/** The play forms of Max 3D and Max 3D+: Cơ bản, Đảo số, Bao vị trí. */
export type Max3dForm = 'single' | 'permutation' | 'wildcard';

/** Every Max 3D family number is written with 3 digits (000–999). */
export const DIGITS = 3;

/** Shown when a number box does not hold 3 digits yet (the domain needs whole numbers). */
export const INCOMPLETE_MESSAGE = 'Vui lòng nhập đủ 3 chữ số (000–999) cho mỗi số.';

/** One line of a ticket as typed: one text per number ('123', or '1*3' for bao vị trí). */
export type Max3dLine = { entries: string[]; chosenAuto: boolean };

export type Max3dFormChoice = { value: Max3dForm; label: string; maxWildcards: number };

/** The play forms the catalogue gives a Max 3D game, in its order. */
export function max3dForms(product: Max3dProduct): Max3dFormChoice[] {
  const choices: Max3dFormChoice[] = [];
  for (const form of getProduct(product)?.playForms ?? []) {
    if (form.kind === 'single' || form.kind === 'permutation') {
      choices.push({ value: form.kind, label: PLAY_FORM_LABELS[form.kind], maxWildcards: 0 });
    } else if (form.kind === 'wildcard') {
      choices.push({
        value: 'wildcard',
        label: `${PLAY_FORM_LABELS.wildcard} (tối đa ${form.maxWildcards} dấu *)`,
        maxWildcards: form.maxWildcards,
      });
    }
  }
  return choices;
}

/** How many numbers one line holds: Max 3D 1, Max 3D+ 2. */
export function numbersPerLine(product: Max3dProduct): number {
  return getProduct(product)?.pick?.count ?? 1;
}

export function emptyLine(product: Max3dProduct): Max3dLine {
  return { entries: Array.from({ length: numbersPerLine(product) }, () => ''), chosenAuto: false };
}

/**
 * What a number box keeps of what was typed: up to 3 digits; in bao vị trí also `*`
 * (an `x` typed on a phone keypad counts as `*`).
 */
export function cleanEntry(text: string, form: Max3dForm): string {
  const kept =
    form === 'wildcard'
      ? text.replace(/[xX]/g, '*').replace(/[^0-9*]/g, '')
      : text.replace(/\D/g, '');
  return kept.slice(0, DIGITS);
}

const WHOLE_NUMBER = /^\d{3}$/;

/** Whether a box holds a whole 3-digit number. */
export function isWholeNumber(text: string): boolean {
  return WHOLE_NUMBER.test(text);
}

/** The number set a typed line stands for, at `stake` units per line. */
export function lineSet(line: Max3dLine, form: Max3dForm, stake: number): NumberSet {
  const base = { form, special: null, specials: [], chosenAuto: line.chosenAuto, stake };
  return form === 'wildcard'
    ? { ...base, numbers: [], patterns: [...line.entries] }
    : { ...base, numbers: line.entries.filter(isWholeNumber).map(Number) };
}

/**
 * Why a typed line cannot be bought, or null: a box without 3 digits (outside bao vị trí),
 * else the domain's message.
 */
export function lineError(product: Max3dProduct, line: Max3dLine, form: Max3dForm): string | null {
  if (form !== 'wildcard' && !line.entries.every(isWholeNumber)) return INCOMPLETE_MESSAGE;
  return numberSetError(product, lineSet(line, form, 1));
}

/** The typed line of a cart number info (to edit a ticket from the cart). */
export function lineOfInfo(info: VietlottNumberInfo): Max3dLine {
  return {
    entries: info.form === 'wildcard' ? [...(info.patterns ?? [])] : [...info.numbers],
    chosenAuto: info.chosenAuto,
  };
}

/** One number of a line and every number it buys (đảo số, bao vị trí). */
export type Expansion = { source: string; numbers: string[] };

/**
 * What a valid line of đảo số or bao vị trí buys, number by number: 123 → 123 132 213
 * 231 312 321; 1*3 → 103 … 193. Null for Cơ bản or an invalid line. On Max 3D+ the lines
 * are every pair of one number of the first list with one of the second.
 */
export function lineExpansion(
  product: Max3dProduct,
  line: Max3dLine,
  form: Max3dForm,
): Expansion[] | null {
  if (form === 'single' || lineError(product, line, form) !== null) return null;
  return line.entries.map((source) => ({
    source,
    numbers: (form === 'wildcard'
      ? expandWildcards(source)
      : digitPermutations(Number(source), DIGITS)
    ).map((n) => padNumber(n, DIGITS)),
  }));
}

/** A long list read short: every number up to 12, else the first three, '…' and the last. */
export function shortList(numbers: readonly string[]): string {
  if (numbers.length <= 12) return numbers.join(' ');
  return `${numbers.slice(0, 3).join(' ')} … ${numbers[numbers.length - 1] ?? ''}`;
}

function randomNumber(random: () => number): string {
  return padNumber(Math.floor(random() * 1000) % 1000, DIGITS);
}

/**
 * Quick pick ('Chọn nhanh'): random 3-digit numbers; in bao vị trí one random digit of
 * one random number becomes `*` (10 lines).
 */
export function quickPickLine(
  product: Max3dProduct,
  form: Max3dForm,
  random: () => number = Math.random,
): Max3dLine {
  const entries = Array.from({ length: numbersPerLine(product) }, () => randomNumber(random));
  if (form === 'wildcard') {
    const which = Math.floor(random() * entries.length) % entries.length;
    const position = Math.floor(random() * DIGITS) % DIGITS;
    const chosen = entries[which] ?? '';
    entries[which] = `${chosen.slice(0, position)}*${chosen.slice(position + 1)}`;
  }
  return { entries, chosenAuto: true };
}

/** The 3-digit number a box holds, or null while it is not whole. */
export function entryNumber(text: string): number | null {
  return isWholeNumber(text) ? Number(text) : null;
}

/** The stake presets of a product (units of its price unit per line). */
export function stakePresets(product: OrderableProduct): readonly number[] {
  return getProduct(product)?.stake.presets ?? [1];
}
