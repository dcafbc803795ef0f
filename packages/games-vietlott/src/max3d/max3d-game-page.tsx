import { getProduct } from '@veso/domain';
import {
  drawsOfItem,
  MAX_SETS,
  numberSetLines,
  numberSetPrice,
  SET_LETTERS,
  SetList,
  useEditedItem,
  usePageTitle,
  useTicketForm,
} from '@veso/shop-core';
import type { NumberSet, VietlottCartItem } from '@veso/shop-core';
import { TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { TicketFooter, useGameDraws } from '../play/game-periods';
import {
  cleanEntry,
  emptyLine,
  lineError,
  lineExpansion,
  lineOfInfo,
  lineSet,
  max3dForms,
  quickPickLine,
} from './max3d-entry';
import type { Max3dForm, Max3dFormChoice, Max3dLine, Max3dProduct } from './max3d-entry';
import { ExpansionList, RadioChoices, StakeSelect } from './stake-select';
import styles from '../styles';
import own from './max3d.module.css';
import { gameToneStyle } from '@veso/ui-kit';
import { GameTop } from '../play/game-top';

export type Max3dGamePageProps = {
  product: Max3dProduct;
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

const ORDINALS = ['Số thứ nhất', 'Số thứ hai'];

/** The label of a number box: 'Số của bộ A' (Max 3D), 'Số thứ hai của bộ B' (Max 3D+). */
export function entryLabel(product: Max3dProduct, letter: string, index: number): string {
  return product === 'max3d'
    ? `Số của bộ ${letter}`
    : `${ORDINALS[index] ?? `Số thứ ${index + 1}`} của bộ ${letter}`;
}

function formOfItem(choices: readonly Max3dFormChoice[], item: VietlottCartItem | undefined) {
  const form = item?.numberInfos[0]?.form;
  return choices.find((choice) => choice.value === form) ?? choices[0];
}

const FORM_HINTS: Record<Max3dForm, string> = {
  single: 'Mỗi bộ số là một dãy.',
  permutation: 'Mua mọi cách đảo các chữ số: 123 → 6 số, 112 → 3 số.',
  wildcard: 'Dùng dấu * cho vị trí bao: mỗi dấu * mua 10 số.',
};

/**
 * Max 3D (/max-3d) and Max 3D+ (/max-3d-plus): up to 6 lines A–F, each one 3-digit number
 * (Max 3D+: two, order kept) typed in a numeric box or quick-picked; the play forms Cơ
 * bản, Đảo số (every digit order, listed) and Bao vị trí (`*` for any digit, 10 lines per
 * `*`); the stake per line; one or several draws; lines and price live from the domain;
 * add to cart, 'Mua ngay', or save the cart ticket being edited.
 */
export function Max3dGamePage({ product, random }: Max3dGamePageProps) {
  const info = getProduct(product);
  const choices = max3dForms(product);
  const editing = useEditedItem(product);
  const ticket = useTicketForm(product, editing);
  const { error, setError } = ticket;
  const titleId = useId();
  usePageTitle(info?.name ?? '');

  const [form, setForm] = useState<Max3dForm>(
    () => formOfItem(choices, editing)?.value ?? 'single',
  );
  const [lines, setLines] = useState<Max3dLine[]>(() =>
    editing ? editing.numberInfos.map(lineOfInfo) : [emptyLine(product)],
  );
  const [active, setActive] = useState(0);
  const [stake, setStake] = useState(() => Math.max(editing?.numberInfos[0]?.tickQuantity ?? 1, 1));
  const { draws, choose } = useGameDraws(product, editing ? drawsOfItem(editing) : undefined);

  if (!info) return null;
  const drawCount = Math.max(draws.length, 1);
  const sets = lines.map((line) => lineSet(line, form, stake));
  const lineCounts = sets.map((set) => numberSetLines(product, set));
  const prices = sets.map((set) => numberSetPrice(product, set, drawCount));
  const current = lines[active] ?? emptyLine(product);
  const letter = SET_LETTERS[active] ?? 'A';
  const expansion = lineExpansion(product, current, form);
  const lineOf = (set: NumberSet) => lines[sets.indexOf(set)] ?? emptyLine(product);

  function replace(index: number, next: Max3dLine) {
    setError(null);
    setActive(index);
    setLines((all) => all.map((line, i) => (i === index ? next : line)));
  }

  function changeForm(next: Max3dForm) {
    setForm(next);
    setError(null);
    // Digits typed stay; a `*` leaves with bao vị trí.
    setLines((all) =>
      all.map((line) => ({ ...line, entries: line.entries.map((e) => cleanEntry(e, next)) })),
    );
  }

  function removeLine(index: number) {
    setError(null);
    if (lines.length === 1) {
      setLines([emptyLine(product)]);
      return;
    }
    setLines((all) => all.filter((_, i) => i !== index));
    setActive((value) => Math.max(0, value >= index ? value - 1 : value));
  }

  function submit(goToCart: boolean) {
    ticket.submit(
      {
        sets,
        draws,
        check: (set) => lineError(product, lineOf(set), form),
        onInvalidSet: setActive,
        onAdded: () => {
          setLines([emptyLine(product)]);
          setActive(0);
        },
      },
      goToCart,
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId} style={gameToneStyle(info.calendar)}>
      <GameTop titleId={titleId} info={info} editing={editing !== undefined} />

      <RadioChoices
        legend="Cách chơi"
        choices={choices.map((choice) => ({ ...choice, hint: FORM_HINTS[choice.value] }))}
        value={form}
        onChange={changeForm}
      />

      <StakeSelect
        product={product}
        value={stake}
        onChange={(next) => {
          setError(null);
          setStake(next);
        }}
      />

      <SetList
        sets={sets}
        active={active}
        describe={(set) => {
          const typed = lineOf(set).entries.filter((entry) => entry !== '');
          return typed.length > 0 ? typed.join(' - ') : 'Chưa nhập số';
        }}
        lines={lineCounts}
        prices={prices}
        onActivate={setActive}
        onQuickPick={(index) => replace(index, quickPickLine(product, form, random))}
        onRemove={removeLine}
        onAdd={() => {
          if (lines.length >= MAX_SETS) return;
          setLines((all) => [...all, emptyLine(product)]);
          setActive(lines.length);
        }}
      />

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Nhập số cho bộ số {letter}</legend>
        <div className={own.entries}>
          {current.entries.map((entry, position) => (
            <TextField
              key={`${active}-${position}`}
              label={entryLabel(product, letter, position)}
              value={entry}
              inputMode={form === 'wildcard' ? 'tel' : 'numeric'}
              autoComplete="off"
              maxLength={3}
              placeholder={form === 'wildcard' ? '1*3' : '123'}
              onChange={(event) =>
                replace(active, {
                  entries: current.entries.map((text, i) =>
                    i === position ? cleanEntry(event.target.value, form) : text,
                  ),
                  chosenAuto: false,
                })
              }
            />
          ))}
        </div>
        {expansion ? (
          <ExpansionList expansion={expansion} label={`Các số mua của bộ số ${letter}`} />
        ) : null}
      </fieldset>

      <TicketFooter
        product={product}
        maxPeriods={info.maxPeriods}
        draws={draws}
        onDraws={(next) => {
          setError(null);
          choose(next);
        }}
        lines={lineCounts.reduce((sum, n) => sum + n, 0)}
        total={prices.reduce((sum, n) => sum + n, 0)}
        chosen={lines.some((line) => line.entries.some((entry) => entry !== ''))}
        editing={editing !== undefined}
        error={error}
        onSubmit={submit}
      />
    </section>
  );
}

export function Max3dPage() {
  return <Max3dGamePage product="max3d" />;
}

export function Max3dPlusPage() {
  return <Max3dGamePage product="max3dplus" />;
}
