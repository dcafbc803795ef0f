import { formatMoney, getProduct, unitPriceFor } from '@veso/domain';
import {
  drawsOfItem,
  numberSetError,
  numberSetLines,
  numberSetPrice,
  useEditedItem,
  usePageTitle,
  useTicketForm,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { TicketFooter, useGameDraws } from '../play/game-periods';
import { cleanEntry, entryNumber, INCOMPLETE_MESSAGE, isWholeNumber } from './max3d-entry';
import { StakeSelect } from './stake-select';
import styles from '../styles';
import own from './max3d.module.css';
import { gameToneStyle } from '@veso/ui-kit';
import { GameTop } from '../play/game-top';

const PRODUCT = 'ommax3dplus';

/** What the three boxes of Ôm Max 3D+ hold as typed. */
export type RangeEntry = { fixed: string; from: string; to: string };

const EMPTY: RangeEntry = { fixed: '', from: '', to: '' };

/** The Ôm Max 3D+ number set of the boxes, at `stake` units per pair. */
export function rangeSet(entry: RangeEntry, stake: number): NumberSet {
  const fixed = entryNumber(entry.fixed);
  return {
    numbers: fixed === null ? [] : [fixed],
    form: 'range',
    special: null,
    specials: [],
    chosenAuto: false,
    range: { from: entryNumber(entry.from) ?? -1, to: entryNumber(entry.to) ?? -1 },
    stake,
  };
}

/** Why the boxes cannot be bought: one not holding 3 digits, else the domain's message. */
export function rangeError(entry: RangeEntry): string | null {
  if (![entry.fixed, entry.from, entry.to].every(isWholeNumber)) return INCOMPLETE_MESSAGE;
  return numberSetError(PRODUCT, rangeSet(entry, 1));
}

/**
 * Ôm Max 3D+ (/om-max-3d-plus): one fixed 3-digit number paired, as Max 3D+ lines, with
 * every number of a range from–to; price = range size × stake × unit × draws (spec §9),
 * shown live with the pairs it buys.
 */
export function OmMax3dPlusPage() {
  const info = getProduct(PRODUCT);
  const editing = useEditedItem(PRODUCT);
  const titleId = useId();
  usePageTitle(info?.name ?? '');
  const [entry, setEntry] = useState<RangeEntry>(() => {
    const first = editing?.numberInfos[0];
    return first?.range
      ? { fixed: first.numbers[0] ?? '', from: first.range.from, to: first.range.to }
      : EMPTY;
  });
  const [stake, setStake] = useState(() => Math.max(editing?.numberInfos[0]?.tickQuantity ?? 1, 1));
  const ticket = useTicketForm(PRODUCT, editing);
  const { error, setError } = ticket;
  const { draws, choose } = useGameDraws(PRODUCT, editing ? drawsOfItem(editing) : undefined);

  if (!info) return null;
  const set = rangeSet(entry, stake);
  const drawCount = Math.max(draws.length, 1);
  const pairs = numberSetLines(PRODUCT, set);
  const total = numberSetPrice(PRODUCT, set, drawCount);

  function type(field: keyof RangeEntry, text: string) {
    setError(null);
    setEntry((current) => ({ ...current, [field]: cleanEntry(text, 'single') }));
  }

  function submit(goToCart: boolean) {
    ticket.submitSet(
      { set, message: rangeError(entry), draws, onAdded: () => setEntry(EMPTY) },
      goToCart,
    );
  }

  const field = (name: keyof RangeEntry, label: string) => (
    <TextField
      label={label}
      value={entry[name]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      placeholder="000"
      onChange={(event) => type(name, event.target.value)}
    />
  );

  return (
    <section className={styles.page} aria-labelledby={titleId} style={gameToneStyle(info.calendar)}>
      <GameTop titleId={titleId} info={info} editing={editing !== undefined} />

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Số ôm</legend>
        {field('fixed', 'Số cố định')}
        <p className={styles.muted}>
          Số này được ghép thành một vé Max 3D+ với từng số trong dải số bên dưới.
        </p>
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Ôm giải số</legend>
        <div className={own.entries}>
          {field('from', 'Từ số')}
          {field('to', 'Đến số')}
        </div>
        <p className={styles.muted} data-testid="range-pairs">
          {pairs > 0
            ? `Ghép ${entry.fixed} với ${pairs} số từ ${entry.from} đến ${entry.to}: ${pairs} cặp × ${formatMoney(
                stake * unitPriceFor(PRODUCT, false),
              )} × ${drawCount} kỳ`
            : 'Chưa đủ số'}
        </p>
      </fieldset>

      <StakeSelect
        product={PRODUCT}
        value={stake}
        onChange={(next) => {
          setError(null);
          setStake(next);
        }}
      />

      <TicketFooter
        product={PRODUCT}
        maxPeriods={info.maxPeriods}
        draws={draws}
        onDraws={(next) => {
          setError(null);
          choose(next);
        }}
        lines={pairs}
        total={total}
        chosen={Object.values(entry).some((text) => text !== '')}
        editing={editing !== undefined}
        error={error}
        onSubmit={submit}
      />
    </section>
  );
}
