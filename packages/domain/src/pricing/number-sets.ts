import type { KenoSideBet, PlayFormKind } from '../catalog';
import type { PlaySelection } from './lines';

/**
 * The play forms one number set of an order takes (the order contract's `form`): one line,
 * bao, Lotto 5/35's bao of special numbers, Keno bao and side bets, the Max 3D family's đảo
 * số, bao vị trí and Ôm Max 3D+ range, and the loto bao (`lotoBao`): every
 * catalogue play form.
 */
export const NUMBER_FORMS = [
  'single',
  'bao',
  'baoSpecial',
  'kenoBao',
  'kenoSideBet',
  'permutation',
  'wildcard',
  'range',
  'lotoBao',
] as const satisfies readonly PlayFormKind[];

/** One of {@link NUMBER_FORMS}. */
export type NumberForm = (typeof NUMBER_FORMS)[number];

/**
 * A number set as the cart, the order and the ticket views hold it: the form and its own
 * fields. Every form uses `numbers` (Max 3D family: 0–999; Ôm Max 3D+: the fixed number)
 * except `wildcard` (its `patterns`) and `kenoSideBet` (its `bet`).
 */
export type NumberSetFields = {
  readonly form: NumberForm;
  readonly numbers: readonly number[];
  /** Lotto 5/35: the special number of a single or bao set. */
  readonly special?: number | null;
  /** Lotto 5/35 baoSpecial: the special numbers. */
  readonly specials?: readonly number[];
  /** Keno bao: the level of every line. */
  readonly level?: number | null;
  /** Keno side bet. */
  readonly bet?: KenoSideBet | null;
  /** Max 3D family bao vị trí: one pattern per number, `*` for any digit ('1*3'). */
  readonly patterns?: readonly string[];
  /** Ôm Max 3D+: the range paired with `numbers[0]`. */
  readonly range?: { readonly from: number; readonly to: number } | null;
};

// A side bet not chosen yet: validateSelection refuses it with its form message.
const NO_BET = '' as KenoSideBet;

/**
 * The {@link PlaySelection} of a number set, for {@link validateSelection},
 * {@link lineCount} and {@link generateLines}. Missing fields become values the
 * validation refuses (level 0, no bet, range -1), never a silently valid play.
 */
export function selectionOf(set: NumberSetFields): PlaySelection {
  switch (set.form) {
    case 'kenoBao':
      return { kind: 'kenoBao', numbers: set.numbers, level: set.level ?? 0 };
    case 'kenoSideBet':
      return { kind: 'kenoSideBet', bet: set.bet ?? NO_BET };
    case 'permutation':
      return { kind: 'permutation', numbers: set.numbers };
    case 'wildcard':
      return { kind: 'wildcard', patterns: set.patterns ?? [] };
    case 'range':
      return {
        kind: 'range',
        fixed: set.numbers[0] ?? -1,
        from: set.range?.from ?? -1,
        to: set.range?.to ?? -1,
      };
    case 'baoSpecial':
      return { kind: 'baoSpecial', numbers: set.numbers, specials: set.specials ?? [] };
    case 'bao':
      return { kind: 'bao', numbers: set.numbers, special: set.special ?? null };
    case 'single':
      return { kind: 'single', numbers: set.numbers, special: set.special ?? null };
    case 'lotoBao':
      return { kind: 'lotoBao', numbers: set.numbers };
  }
}
