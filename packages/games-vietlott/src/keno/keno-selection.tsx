import {
  formatMoney,
  getProduct,
  KENO_LEVELS,
  KENO_SIDE_BET_LABELS,
  KENO_SIDE_BETS,
  PICK_MESSAGES,
  PLAY_FORM_LABELS,
  unitPriceFor,
} from '@veso/domain';
import type { KenoSideBet } from '@veso/domain';
import {
  numberSetError,
  numberSetLines,
  numberSetPrice,
  padNumber,
  pickDistinct,
  SET_LETTERS,
  NumberSetList,
  toggleNumber,
  useNumberSets,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { NumberGrid } from '@veso/ui-kit';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from '../styles';

const KENO = getProduct('keno');

/** Keno's stake presets in units of the price unit (10.000đ … 500.000đ). */
export const KENO_STAKES: readonly number[] = KENO.stake?.presets ?? [1];
/** Most draws one Keno ticket covers, and how many upcoming draws the picker lists. */
export const KENO_MAX_PERIODS = KENO.maxPeriods;
/** The level of a new basic set. */
export const DEFAULT_LEVEL = 5;
export const SIDE_BET_MISSING = 'Vui lòng chọn 1 cửa Lớn Nhỏ - Chẵn Lẻ.';

/** The two ways of playing on /keno: numbers of a level, or a side bet on the draw. */
export type KenoMode = 'basic' | 'sideBet';
const MODES: readonly { mode: KenoMode; label: string }[] = [
  { mode: 'basic', label: PLAY_FORM_LABELS.single },
  { mode: 'sideBet', label: PLAY_FORM_LABELS.kenoSideBet },
];

/** '10.000đ', the price of one line at `units` stake units. */
export function stakeText(units: number): string {
  return formatMoney(units * unitPriceFor('keno', false));
}

/** A blank Keno set of a mode at a level and stake. */
export function emptyKenoSet(mode: KenoMode, level: number, stake: number): NumberSet {
  const base = { numbers: [], special: null, specials: [], chosenAuto: false, stake };
  return mode === 'basic' ? { ...base, form: 'single', level } : { ...base, form: 'kenoSideBet' };
}

/** The message of an unfinished or invalid Keno set (a basic set needs `level` numbers). */
export function kenoSetError(set: NumberSet): string | null {
  if (set.form === 'single' && set.level !== undefined && set.numbers.length !== set.level) {
    return PICK_MESSAGES.count(set.level);
  }
  if (set.form === 'kenoSideBet' && set.bet === undefined) return SIDE_BET_MISSING;
  return numberSetError('keno', set);
}

/** Lines of a complete Keno set (domain), 0 while unfinished. */
export function kenoSetLines(set: NumberSet): number {
  return kenoSetError(set) === null ? numberSetLines('keno', set) : 0;
}

/** Price of a complete Keno set for `draws` draws (domain), 0 while unfinished. */
export function kenoSetPrice(set: NumberSet, draws: number): number {
  return kenoSetError(set) === null ? numberSetPrice('keno', set, draws) : 0;
}

/** How a Keno set reads: its numbers, or its side bet's name. */
export function kenoSetText(set: NumberSet): string {
  if (set.form === 'kenoSideBet') return set.bet ? KENO_SIDE_BET_LABELS[set.bet] : 'Chưa chọn cửa';
  if (set.numbers.length === 0) return 'Chưa chọn số';
  return [...set.numbers]
    .sort((a, b) => a - b)
    .map((n) => padNumber(n))
    .join(' ');
}

/** 'Chọn nhanh': `count` random numbers from 01–80 (a side bet set: a random bet). */
export function kenoQuickPick(
  set: NumberSet,
  count: number,
  random: () => number = Math.random,
): NumberSet {
  if (set.form === 'kenoSideBet') {
    const bet = KENO_SIDE_BETS[Math.floor(random() * KENO_SIDE_BETS.length)] as KenoSideBet;
    return { ...set, bet, chosenAuto: true };
  }
  const pick = KENO.pick;
  return {
    ...set,
    numbers: pickDistinct(count, pick?.min ?? 1, pick?.max ?? 80, random),
    chosenAuto: true,
  };
}

/**
 * The /keno selection (also /nuoi-keno's): the mode, the level, sets A–F and the stake of
 * every line. `initial` are the sets of a cart ticket being edited.
 */
export function useKenoSelection(initial?: NumberSet[]) {
  const first = initial?.[0];
  const [mode, setMode] = useState<KenoMode>(first?.form === 'kenoSideBet' ? 'sideBet' : 'basic');
  const [level, setLevel] = useState(first?.level ?? DEFAULT_LEVEL);
  const [stake, setStake] = useState(first?.stake ?? 1);
  const numberSets = useNumberSets(
    () => initial ?? [emptyKenoSet(mode, level, stake)],
    () => emptyKenoSet(mode, level, stake),
  );
  return {
    ...numberSets,
    mode,
    level,
    stake,
    changeMode(next: KenoMode) {
      if (next === mode) return;
      setMode(next);
      numberSets.setSets([emptyKenoSet(next, level, stake)]);
      numberSets.setActive(0);
    },
    /** A new level keeps the numbers that still fit. */
    changeLevel(next: number) {
      setLevel(next);
      numberSets.setSets((all) =>
        all.map((set) => ({ ...set, level: next, numbers: set.numbers.slice(0, next) })),
      );
    },
    changeStake(next: number) {
      setStake(next);
      numberSets.setSets((all) => all.map((set) => ({ ...set, stake: next })));
    },
  };
}

export type KenoSelectionState = ReturnType<typeof useKenoSelection>;

export type StakeSelectProps = { value: number; onChange: (units: number) => void };

/** 'Mức cược mỗi dãy': the catalogue's stake presets, 10.000đ … 500.000đ. */
export function StakeSelect({ value, onChange }: StakeSelectProps) {
  const id = useId();
  return (
    <div className={styles.card}>
      <label htmlFor={id} className={styles.legend}>
        Mức cược mỗi dãy
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {KENO_STAKES.map((units) => (
          <option key={units} value={units}>
            {stakeText(units)}
          </option>
        ))}
      </select>
    </div>
  );
}

export type KenoSelectionProps = {
  selection: KenoSelectionState;
  /** Draws the ticket is priced for (each set's price on the list). */
  draws: number;
  /** Called on every change (the page clears its error). */
  onEdit: () => void;
  random?: () => number;
};

/**
 * Tabs 'Cơ bản' (a level 1–10 and that many numbers of 01–80 on the grid) and 'Lớn Nhỏ -
 * Chẵn Lẻ' (the side bets as radio buttons); sets A–F with quick pick; the stake.
 */
export function KenoSelection({ selection, draws, onEdit, random }: KenoSelectionProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { sets, active, current, mode, level } = selection;
  const letter = SET_LETTERS[active] ?? 'A';
  const lines = sets.map(kenoSetLines);
  const prices = sets.map((set) => kenoSetPrice(set, draws));

  function update(next: NumberSet) {
    onEdit();
    selection.updateCurrent(next);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + MODES.length) % MODES.length;
    const target = MODES[next];
    if (!target) return;
    onEdit();
    selection.changeMode(target.mode);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Cách chơi" className={styles.row}>
        {MODES.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.mode}`}
            aria-controls={`${id}-panel`}
            aria-selected={mode === tab.mode}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              onEdit();
              selection.changeMode(tab.mode);
            }}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${mode}`}
        className={styles.stack}
      >
        {mode === 'basic' ? (
          <div className={styles.card}>
            <label htmlFor={`${id}-level`} className={styles.legend}>
              Bậc (số lượng số mỗi dãy)
            </label>
            <select
              id={`${id}-level`}
              className={styles.select}
              value={level}
              onChange={(event) => {
                onEdit();
                selection.changeLevel(Number(event.target.value));
              }}
            >
              {KENO_LEVELS.map((value) => (
                <option key={value} value={value}>
                  Bậc {value} ({value} số)
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <NumberSetList
          numberSets={selection}
          describe={kenoSetText}
          lines={lines}
          prices={prices}
          quickPick={(index) => kenoQuickPick(sets[index] ?? current, level, random)}
          onEdit={onEdit}
        />

        {mode === 'basic' ? (
          <NumberGrid
            key={`grid-${active}-${level}`}
            label={`Chọn ${level} số cho bộ số ${letter}`}
            min={KENO.pick?.min ?? 1}
            max={KENO.pick?.max ?? 80}
            maxSelected={level}
            selected={current.numbers}
            onToggle={(n) =>
              update({ ...current, numbers: toggleNumber(current.numbers, n), chosenAuto: false })
            }
          />
        ) : (
          <fieldset className={styles.card}>
            <legend className={styles.legend}>Chọn cửa cho bộ số {letter}</legend>
            {KENO_SIDE_BETS.map((bet) => (
              <label key={bet} className={styles.check}>
                <input
                  type="radio"
                  name={`${id}-bet`}
                  value={bet}
                  checked={current.bet === bet}
                  onChange={() => update({ ...current, bet, chosenAuto: false })}
                />
                <span>{KENO_SIDE_BET_LABELS[bet]}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <StakeSelect
        value={selection.stake}
        onChange={(units) => {
          onEdit();
          selection.changeStake(units);
        }}
      />
    </>
  );
}
