import { getProduct } from '@veso/domain';
import type { NumberForm } from '@veso/domain';
import { pickDistinct } from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import type { OrderableProduct } from '@veso/contract';

/** One choice of the 'Cách chơi' select: a form and, for bao, its size. */
export type FormChoice = {
  /** Select value: 'single', 'bao-7', 'baoSpecial-3'. */
  value: string;
  label: string;
  form: NumberForm;
  /** Main numbers to pick. */
  numbers: number;
  /** Special numbers to pick (Lotto 5/35), else 0. */
  specials: number;
};

/** The play forms of a game as the select offers them (catalogue order). */
export function formChoices(product: OrderableProduct): FormChoice[] {
  const info = getProduct(product);
  const pick = info?.pick;
  if (!info || !pick) return [];
  const hasSpecial = pick.special !== null;
  const choices: FormChoice[] = [];
  for (const form of info.playForms) {
    if (form.kind === 'single') {
      choices.push({
        value: 'single',
        label: `Cơ bản (${pick.count} số${hasSpecial ? ' + 1 số đặc biệt' : ''})`,
        form: 'single',
        numbers: pick.count,
        specials: hasSpecial ? 1 : 0,
      });
    } else if (form.kind === 'bao') {
      for (const size of form.sizes) {
        choices.push({
          value: `bao-${size}`,
          label: `Bao ${size} số`,
          form: 'bao',
          numbers: size,
          specials: hasSpecial ? 1 : 0,
        });
      }
    } else if (form.kind === 'baoSpecial') {
      for (const size of form.sizes) {
        choices.push({
          value: `baoSpecial-${size}`,
          label: `Bao ${size} số đặc biệt`,
          form: 'baoSpecial',
          numbers: pick.count,
          specials: size,
        });
      }
    }
  }
  return choices;
}

/** The choice a number set was made with (its form and size). */
export function choiceOfSet(
  choices: readonly FormChoice[],
  set: NumberSet,
): FormChoice | undefined {
  return choices.find((choice) =>
    set.form === 'single'
      ? choice.form === 'single'
      : set.form === 'bao'
        ? choice.form === 'bao' && choice.numbers === set.numbers.length
        : choice.form === 'baoSpecial' && choice.specials === set.specials.length,
  );
}

/** An empty set of a form. */
export function emptySet(choice: FormChoice): NumberSet {
  return { numbers: [], form: choice.form, special: null, specials: [], chosenAuto: false };
}

/** Quick pick ('Chọn nhanh'): random distinct numbers (and specials) for the form. */
export function quickPick(
  product: OrderableProduct,
  choice: FormChoice,
  random: () => number = Math.random,
): NumberSet {
  const pick = getProduct(product)?.pick;
  if (!pick) return emptySet(choice);
  const numbers = pickDistinct(choice.numbers, pick.min, pick.max, random);
  const special = pick.special;
  if (!special) return { ...emptySet(choice), numbers, chosenAuto: true };
  const specials = pickDistinct(choice.specials, special.min, special.max, random);
  return choice.form === 'baoSpecial'
    ? { ...emptySet(choice), numbers, specials, chosenAuto: true }
    : { ...emptySet(choice), numbers, special: specials[0] ?? null, chosenAuto: true };
}
