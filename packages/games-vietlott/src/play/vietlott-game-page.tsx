import type { OrderableProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  anyChosen,
  drawsOfItem,
  FavouriteSets,
  numberSetError,
  numberSetLines,
  numberSetOfInfo,
  numberSetPrice,
  padNumber,
  SET_LETTERS,
  NumberSetList,
  toggleNumber,
  useEditedItem,
  useNumberSets,
  usePageTitle,
  useTicketForm,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { NumberGrid } from '@veso/ui-kit';
import { useId, useMemo, useState } from 'react';
import { choiceOfSet, emptySet, formChoices, quickPick } from './play-forms';
import type { FormChoice } from './play-forms';
import { TicketFooter, useGameDraws } from './game-periods';
import { SubscribeAction } from './subscribe-dialog';
import styles from '../styles';

export {
  ADDED_MESSAGE,
  CART_PATH,
  MAX_SETS,
  UPDATED_MESSAGE,
  type GameLocationState,
} from '@veso/shop-core';
import { gameToneStyle } from '@veso/ui-kit';
import { GameTop } from './game-top';

const LETTERS = SET_LETTERS;

export type VietlottGamePageProps = {
  product: OrderableProduct;
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

function setText(set: NumberSet): string {
  if (set.numbers.length === 0) return 'Chưa chọn số';
  const numbers = [...set.numbers]
    .sort((a, b) => a - b)
    .map((n) => padNumber(n))
    .join(' ');
  if (set.form === 'baoSpecial' && set.specials.length > 0) {
    return `${numbers} | ĐB ${[...set.specials]
      .sort((a, b) => a - b)
      .map((n) => padNumber(n))
      .join(' ')}`;
  }
  return set.special !== null ? `${numbers} | ĐB ${padNumber(set.special)}` : numbers;
}

/**
 * A Vietlott number game (spec §2 /mega-645, /power-655, /lotto-535): number sets A–F on
 * one ticket with a grid and quick pick, the play forms (basic, bao, Lotto's bao of
 * special numbers) with the line count and price live from the domain, the draws to buy
 * for, favourite sets kept on the device, and add to cart (or save the edited ticket);
 * 'Nuôi bộ số' buys the same sets for the next draws until a stop rule.
 */
export function VietlottGamePage({ product, random }: VietlottGamePageProps) {
  const info = getProduct(product);
  const pick = info?.pick;
  const choices = useMemo(() => formChoices(product), [product]);
  const firstChoice = choices[0] as FormChoice;
  const titleId = useId();
  const formId = useId();
  const editing = useEditedItem(product);
  const form = useTicketForm(product, editing);
  const { error, setError } = form;
  usePageTitle(info?.name ?? '');

  const [choice, setChoice] = useState<FormChoice>(() => {
    const first = editing?.numberInfos[0];
    return (first && choiceOfSet(choices, numberSetOfInfo(first))) ?? firstChoice;
  });
  const numberSets = useNumberSets(
    () => (editing ? editing.numberInfos.map(numberSetOfInfo) : [emptySet(firstChoice)]),
    () => emptySet(choice),
  );
  const { sets, setSets, active, setActive, current } = numberSets;
  const drawChoice = useGameDraws(product, editing ? drawsOfItem(editing) : undefined);
  const draws = drawChoice.draws;

  if (!info || !pick) return null;
  const drawCount = Math.max(draws.length, 1);
  const lines = sets.map((set) => numberSetLines(product, set));
  const prices = sets.map((set) => numberSetPrice(product, set, drawCount));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const special = pick.special;

  function updateCurrent(next: NumberSet) {
    setError(null);
    numberSets.updateCurrent(next);
  }

  function changeChoice(value: string) {
    const next = choices.find((candidate) => candidate.value === value) ?? firstChoice;
    setChoice(next);
    setError(null);
    // A new form keeps the numbers that still fit and drops the rest.
    setSets((all) =>
      all.map((set) => ({
        ...emptySet(next),
        numbers: set.numbers.slice(0, next.numbers),
        special: next.form === 'baoSpecial' ? null : set.special,
        specials: next.form === 'baoSpecial' ? set.specials.slice(0, next.specials) : [],
      })),
    );
  }

  function applyFavourite(set: NumberSet) {
    const favouriteChoice = choiceOfSet(choices, set) ?? firstChoice;
    if (favouriteChoice.value !== choice.value) {
      setChoice(favouriteChoice);
      setSets([{ ...set, chosenAuto: false }]);
      setActive(0);
    } else {
      updateCurrent({ ...set, chosenAuto: false });
    }
  }

  function submit(goToCart: boolean) {
    form.submit(
      {
        sets,
        draws,
        check: (set) => numberSetError(product, set),
        onInvalidSet: setActive,
        onAdded: numberSets.reset,
      },
      goToCart,
    );
  }

  const letter = LETTERS[active] ?? 'A';
  const specialLabel =
    choice.form === 'baoSpecial'
      ? `Chọn ${choice.specials} số đặc biệt cho bộ số ${letter}`
      : `Chọn 1 số đặc biệt cho bộ số ${letter}`;

  return (
    <section className={styles.page} aria-labelledby={titleId} style={gameToneStyle(info.calendar)}>
      <GameTop titleId={titleId} info={info} editing={editing !== undefined} />

      <div className={styles.card}>
        <label htmlFor={formId} className={styles.legend}>
          Cách chơi
        </label>
        <select
          id={formId}
          className={styles.select}
          value={choice.value}
          onChange={(event) => changeChoice(event.target.value)}
        >
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <NumberSetList
        numberSets={numberSets}
        describe={setText}
        lines={lines}
        prices={prices}
        quickPick={() => quickPick(product, choice, random)}
        onEdit={() => setError(null)}
      />

      <NumberGrid
        key={`grid-${active}-${choice.value}`}
        label={`Chọn ${choice.numbers} số cho bộ số ${letter}`}
        min={pick.min}
        max={pick.max}
        maxSelected={choice.numbers}
        selected={current.numbers}
        onToggle={(n) =>
          updateCurrent({
            ...current,
            numbers: toggleNumber(current.numbers, n),
            chosenAuto: false,
          })
        }
      />
      {special ? (
        <NumberGrid
          key={`special-${active}-${choice.value}`}
          label={specialLabel}
          min={special.min}
          max={special.max}
          pad={2}
          maxSelected={choice.form === 'baoSpecial' ? choice.specials : 1}
          selected={
            choice.form === 'baoSpecial'
              ? current.specials
              : current.special === null
                ? []
                : [current.special]
          }
          onToggle={(n) =>
            updateCurrent(
              choice.form === 'baoSpecial'
                ? { ...current, specials: toggleNumber(current.specials, n), chosenAuto: false }
                : { ...current, special: current.special === n ? null : n, chosenAuto: false },
            )
          }
        />
      ) : null}

      <FavouriteSets
        product={product}
        current={current}
        letter={letter}
        describe={setText}
        onUse={applyFavourite}
      />

      <TicketFooter
        product={product}
        maxPeriods={info.maxPeriods}
        draws={draws}
        onDraws={(next) => {
          setError(null);
          drawChoice.choose(next);
        }}
        lines={lines.reduce((a, b) => a + b, 0)}
        total={total}
        chosen={anyChosen(sets)}
        editing={editing !== undefined}
        error={error}
        onSubmit={submit}
      >
        {editing ? null : (
          <SubscribeAction
            product={product}
            sets={sets}
            check={(set) => numberSetError(product, set)}
            onInvalidSet={(index, message) => {
              setActive(index);
              setError(message);
            }}
          />
        )}
      </TicketFooter>
    </section>
  );
}

export function Mega645Page() {
  return <VietlottGamePage product="mega645" />;
}

export function Power655Page() {
  return <VietlottGamePage product="power655" />;
}

export function Lotto535Page() {
  return <VietlottGamePage product="lotto535" />;
}
