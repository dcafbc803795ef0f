import { binomial, getProduct, KENO_LEVELS, PICK_MESSAGES, PLAY_FORM_LABELS } from '@veso/domain';
import {
  KenoHoursBanner,
  numberSetOfInfo,
  toggleNumber,
  useEditedItem,
  usePageTitle,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { Product } from '@veso/domain';
import {
  kenoQuickPick,
  kenoSetError,
  kenoSetLines,
  kenoSetPrice,
  StakeSelect,
} from './keno-selection';
import { KenoPrizeTable } from './keno-prize-table';
import { useKenoTicket } from './keno-ticket';
import styles from '../styles';
import { gameToneStyle } from '@veso/ui-kit';
import { GameTop } from '../play/game-top';

const KENO = getProduct('keno');
const BAO_FORM = KENO.playForms.find((form) => form.kind === 'kenoBao');
/** The bao screen's header: Keno's draw days under the bao's own name and pitch. */
const KENO_BAO: Product = {
  ...KENO,
  name: PLAY_FORM_LABELS.kenoBao,
  shortDescription: 'Chọn N số và một bậc k nhỏ hơn N: vé gồm mọi tổ hợp k số trong N số đã chọn.',
};

/** How many numbers a Keno bao may hold (the catalogue's kenoBao sizes). */
export const KENO_BAO_SIZES: readonly number[] = BAO_FORM?.kind === 'kenoBao' ? BAO_FORM.sizes : [];
/** The bao a new ticket starts with: 5 numbers at level 3. */
export const DEFAULT_BAO = { size: 5, level: 3 };

/** The levels a bao of `size` numbers may be played at: 1–10 and below `size`. */
export function baoLevels(size: number): number[] {
  return KENO_LEVELS.filter((level) => level < size);
}

/** 'C(5,3) = 10 dãy'. */
export function combinationText(size: number, level: number): string {
  return `C(${size},${level}) = ${binomial(size, level)} dãy`;
}

export type KenoBaoPageProps = {
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

/**
 * /choi-bao-keno (spec §2): N numbers at level k buys every C(N,k) line, the count and
 * price shown live from the domain; the stake; the draws; add to cart / 'Mua ngay'.
 * Also edits a cart Keno bao ticket.
 */
export function KenoBaoPage({ random }: KenoBaoPageProps) {
  const titleId = useId();
  const sizeId = useId();
  const levelId = useId();
  const edited = useEditedItem('keno');
  const editing = edited?.numberInfos[0]?.form === 'kenoBao' ? edited : undefined;
  const ticket = useKenoTicket(editing);
  const { form } = ticket;
  const [set, setSet] = useState<NumberSet>(() => {
    const info = editing?.numberInfos[0];
    if (info) return numberSetOfInfo(info);
    return {
      numbers: [],
      form: 'kenoBao',
      special: null,
      specials: [],
      chosenAuto: false,
      level: DEFAULT_BAO.level,
      stake: 1,
    };
  });
  const [size, setSize] = useState(editing ? set.numbers.length : DEFAULT_BAO.size);
  usePageTitle(`${PLAY_FORM_LABELS.kenoBao}`);

  const level = set.level ?? 1;
  const draws = ticket.draws;
  const drawCount = Math.max(draws.length, 1);
  const lines = kenoSetLines(set);
  const total = kenoSetPrice(set, drawCount);

  function update(next: NumberSet) {
    form.setError(null);
    setSet(next);
  }

  function changeSize(next: number) {
    setSize(next);
    // The level stays below the size; numbers beyond the size are dropped.
    const levels = baoLevels(next);
    const nextLevel = levels.includes(level) ? level : (levels[levels.length - 1] ?? 1);
    update({ ...set, numbers: set.numbers.slice(0, next), level: nextLevel });
  }

  function submit(goToCart: boolean) {
    form.submit(
      {
        sets: [set],
        draws,
        check: (candidate) =>
          candidate.numbers.length === size ? kenoSetError(candidate) : PICK_MESSAGES.count(size),
        onInvalidSet: () => undefined,
        onAdded: () => update({ ...set, numbers: [], chosenAuto: false }),
      },
      goToCart,
    );
  }

  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      style={gameToneStyle(KENO_BAO.calendar)}
    >
      <GameTop
        titleId={titleId}
        info={KENO_BAO}
        editing={editing !== undefined}
        notice={<KenoHoursBanner sales={ticket.sales} />}
        salesClosed={!ticket.sales.open}
      />
      <div className={styles.card}>
        <label htmlFor={sizeId} className={styles.legend}>
          Số lượng số (N)
        </label>
        <select
          id={sizeId}
          className={styles.select}
          value={size}
          onChange={(event) => changeSize(Number(event.target.value))}
        >
          {KENO_BAO_SIZES.map((value) => (
            <option key={value} value={value}>
              Bao {value} số
            </option>
          ))}
        </select>
        <label htmlFor={levelId} className={styles.legend}>
          Bậc (k)
        </label>
        <select
          id={levelId}
          className={styles.select}
          value={level}
          onChange={(event) => update({ ...set, level: Number(event.target.value) })}
        >
          {baoLevels(size).map((value) => (
            <option key={value} value={value}>
              Bậc {value}
            </option>
          ))}
        </select>
        <p className={styles.total} data-testid="combinations" aria-live="polite">
          {combinationText(size, level)}
        </p>
      </div>
      <NumberGrid
        key={`bao-${size}`}
        label={`Chọn ${size} số`}
        min={KENO.pick?.min ?? 1}
        max={KENO.pick?.max ?? 80}
        maxSelected={size}
        selected={set.numbers}
        onToggle={(n) =>
          update({ ...set, numbers: toggleNumber(set.numbers, n), chosenAuto: false })
        }
      />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => update(kenoQuickPick(set, size, random))}>
          Chọn nhanh
        </Button>
        <Button variant="ghost" onClick={() => update({ ...set, numbers: [], chosenAuto: false })}>
          Xoá số đã chọn
        </Button>
      </div>
      <StakeSelect value={set.stake ?? 1} onChange={(units) => update({ ...set, stake: units })} />
      <KenoPrizeTable level={level} stake={set.stake ?? 1} />
      {ticket.footer(lines, total, set.numbers.length > 0, submit)}
    </section>
  );
}
