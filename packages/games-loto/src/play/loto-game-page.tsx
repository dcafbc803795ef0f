import type { XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  anyChosen,
  FavouriteSets,
  numberSetError,
  numberSetLines,
  numberSetOfInfo,
  numberSetPrice,
  padNumber,
  pickDistinct,
  SET_LETTERS,
  NumberSetList,
  toggleNumber,
  useNumberSets,
  usePageTitle,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { describeSet, entryOf } from './loto-games';
import { GameHeader } from './game-header';
import { LotoTicketPanel, useLotoTicket } from './ticket-panel';
import styles from '../styles';

/** The games sold number set by number set: 6x36, loto 2/3/5 số and the loto pairs. */
export type SetGameProduct = Extract<
  XsdtProduct,
  'dientoan636' | 'loto2' | 'loto3' | 'loto5' | 'loto2cap' | 'loto3cap' | 'loto4cap'
>;

export type LotoGamePageProps = {
  product: SetGameProduct;
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
  /** Shown above the game: the loto 2/3/5 số tabs. */
  nav?: React.ReactNode;
};

function emptySet(): NumberSet {
  return { numbers: [], form: 'single', special: null, specials: [], chosenAuto: false };
}

type NumberEntryProps = {
  digits: number;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A 3- or 5-digit number typed on the phone's number pad. */
function NumberEntry({ digits, label, value, onChange }: NumberEntryProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : padNumber(value, digits));
  return (
    <div className={styles.card}>
      <label htmlFor={id} className={styles.legend}>
        {label}
      </label>
      <input
        id={id}
        className={styles.select}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digits}
        placeholder={'0'.repeat(digits)}
        value={text}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, digits);
          setText(next);
          onChange(next.length === digits ? Number(next) : null);
        }}
      />
    </div>
  );
}

/**
 * A computer-lottery or loto game bought line by line (spec §2 /dien-toan-6x36,
 * /lo-to-2-so, /lo-to-235/{type}, /lo-to-{2,3,4}-cap-so): number sets A–F on one ticket,
 * picked on a grid (two-digit and 6x36 numbers) or typed (3 and 5 digits), quick pick,
 * the stake per line, the draws with their cut-off and countdown, the line count and
 * price live from the domain at the shell's unit price, favourites kept on the device, add
 * to cart, and editing a cart ticket (`navigate(route, { state: { editItemId } })`).
 */
export function LotoGamePage({ product, random, nav }: LotoGamePageProps) {
  const info = getProduct(product);
  const pick = info.pick;
  const titleId = useId();
  const ticket = useLotoTicket(product);
  const { unitPrice, editing, form, stake, draws } = ticket;
  const { setError } = form;
  const numberSets = useNumberSets(
    () => (editing ? editing.numberInfos.map(numberSetOfInfo) : [emptySet()]),
    emptySet,
  );
  const { sets, active, setActive, current } = numberSets;
  usePageTitle(info.name);

  if (!pick) return null;
  const digits = pick.digits;
  const entry = entryOf(product);
  const drawCount = Math.max(draws.length, 1);
  const staked = sets.map((set) => ({ ...set, stake }));
  const lines = staked.map((set) => numberSetLines(product, set));
  const prices = staked.map((set) => numberSetPrice(product, set, drawCount, unitPrice));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const letter = SET_LETTERS[active] ?? 'A';
  const describe = (set: NumberSet) => describeSet(set, digits);

  function updateCurrent(next: NumberSet) {
    setError(null);
    numberSets.updateCurrent(next);
  }

  function submit(goToCart: boolean) {
    form.submit(
      {
        sets: staked,
        draws,
        check: (set) => numberSetError(product, set),
        onInvalidSet: setActive,
        onAdded: numberSets.reset,
      },
      goToCart,
    );
  }

  const pickLabel =
    entry === 'input'
      ? `Nhập số có ${digits} chữ số cho bộ số ${letter}`
      : `Chọn ${pick.count} số cho bộ số ${letter}`;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameHeader titleId={titleId} product={product} editing={editing !== undefined} />
      {nav}

      <NumberSetList
        numberSets={numberSets}
        describe={describe}
        lines={lines}
        prices={prices}
        quickPick={() => ({
          ...emptySet(),
          numbers: pickDistinct(pick.count, pick.min, pick.max, random),
          chosenAuto: true,
        })}
        onEdit={() => setError(null)}
      />

      {entry === 'grid' ? (
        <NumberGrid
          key={`grid-${active}`}
          label={pickLabel}
          min={pick.min}
          max={pick.max}
          pad={digits}
          maxSelected={pick.count}
          selected={current.numbers}
          onToggle={(n) =>
            updateCurrent({
              ...current,
              numbers: toggleNumber(current.numbers, n),
              chosenAuto: false,
            })
          }
        />
      ) : (
        <NumberEntry
          key={`entry-${active}-${current.numbers.join()}`}
          digits={digits}
          label={pickLabel}
          value={current.numbers[0] ?? null}
          onChange={(value) =>
            updateCurrent({
              ...current,
              numbers: value === null ? [] : [value],
              chosenAuto: false,
            })
          }
        />
      )}

      <FavouriteSets
        product={product}
        current={current}
        letter={letter}
        describe={describe}
        onUse={(set) => updateCurrent({ ...set, chosenAuto: false })}
      />

      <LotoTicketPanel
        {...ticket.panel(
          lines.reduce((a, b) => a + b, 0),
          total,
          anyChosen(sets),
          submit,
        )}
      />
    </section>
  );
}

/** The route component of a set game (`/dien-toan-6x36`, `/lo-to-{2,3,4}-cap-so`). */
export function setGameRoute(product: SetGameProduct) {
  function SetGameRoute() {
    return <LotoGamePage product={product} />;
  }
  return SetGameRoute;
}
