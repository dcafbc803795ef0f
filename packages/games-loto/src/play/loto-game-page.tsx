import type { XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  numberSetError,
  numberSetLines,
  numberSetPrice,
  padNumber,
  showToast,
  useAppDispatch,
  usePageTitle,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { loadFavourites, sameNumbers, saveFavourites } from './favourites';
import { entryOf } from './loto-games';
import { LotoPeriodPicker, useLotoDraws } from './loto-periods';
import { GameHeader } from './game-header';
import {
  RulesBox,
  SET_LETTERS,
  StakeChoice,
  TicketSummary,
  useAddTickets,
  useFormError,
} from './ticket-panel';
import { useUnitPrice } from './use-unit-price';
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

/** `count` distinct random numbers of `min`–`max`, ascending. */
export function randomNumbers(
  count: number,
  min: number,
  max: number,
  random: () => number = Math.random,
): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(min + Math.floor(random() * (max - min + 1)));
  return [...picked].sort((a, b) => a - b);
}

function setText(set: NumberSet, digits: number): string {
  return set.numbers.length === 0
    ? 'Chưa chọn số'
    : [...set.numbers]
        .sort((a, b) => a - b)
        .map((n) => padNumber(n, digits))
        .join(' ');
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
 * price live from the domain at the shell's unit price, favourites kept on the device and
 * add to cart.
 */
export function LotoGamePage({ product, random, nav }: LotoGamePageProps) {
  const info = getProduct(product);
  const pick = info.pick;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const unitPrice = useUnitPrice(product);
  const [error, setError] = useFormError();
  const [sets, setSets] = useState<NumberSet[]>([emptySet()]);
  const [active, setActive] = useState(0);
  const [stake, setStake] = useState(info.stake.presets[0] ?? 1);
  const [favourites, setFavourites] = useState<number[][]>(() => loadFavourites(product));
  const drawChoice = useLotoDraws(product);
  const addTickets = useAddTickets(unitPrice);
  usePageTitle(info.name);

  if (!pick) return null;
  const digits = pick.digits;
  const entry = entryOf(product);
  const draws = drawChoice.draws;
  const drawCount = Math.max(draws.length, 1);
  const staked = sets.map((set) => ({ ...set, stake }));
  const lines = staked.map((set) => numberSetLines(product, set));
  const prices = staked.map((set) => numberSetPrice(product, set, drawCount, unitPrice));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const current = sets[active] ?? emptySet();
  const letter = SET_LETTERS[active] ?? 'A';
  const complete = numberSetError(product, current) === null;

  function update(index: number, next: NumberSet) {
    setError(null);
    setSets((all) => all.map((set, i) => (i === index ? next : set)));
  }

  function toggle(n: number) {
    const numbers = current.numbers.includes(n)
      ? current.numbers.filter((m) => m !== n)
      : [...current.numbers, n];
    update(active, { ...current, numbers, chosenAuto: false });
  }

  function quickPick(index: number) {
    update(index, {
      ...emptySet(),
      numbers: randomNumbers(pick?.count ?? 1, pick?.min ?? 0, pick?.max ?? 99, random),
      chosenAuto: true,
    });
    setActive(index);
  }

  function saveFavourite() {
    if (!complete) return;
    const next = [current.numbers, ...favourites.filter((f) => !sameNumbers(f, current.numbers))];
    setFavourites(next);
    saveFavourites(product, next);
    dispatch(showToast({ message: 'Đã lưu bộ số yêu thích', tone: 'success' }));
  }

  function removeFavourite(numbers: readonly number[]) {
    const next = favourites.filter((f) => !sameNumbers(f, numbers));
    setFavourites(next);
    saveFavourites(product, next);
  }

  function submit(goToCart: boolean) {
    for (const [index, set] of staked.entries()) {
      const message = numberSetError(product, set);
      if (message !== null) {
        setActive(index);
        setError(`Bộ số ${SET_LETTERS[index]}: ${message}`);
        return;
      }
    }
    const failure = addTickets([{ product, sets: staked }], draws, goToCart);
    setError(failure);
    if (failure === null && !goToCart) {
      setSets([emptySet()]);
      setActive(0);
    }
  }

  const pickLabel =
    entry === 'input'
      ? `Nhập số có ${digits} chữ số cho bộ số ${letter}`
      : `Chọn ${pick.count} số cho bộ số ${letter}`;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameHeader titleId={titleId} product={product} />
      {nav}

      <section className={styles.card} aria-label="Các bộ số">
        <ul className={styles.list}>
          {sets.map((set, index) => {
            const name = SET_LETTERS[index] ?? '';
            return (
              <li key={name} className={styles.setRow}>
                <button
                  type="button"
                  className={`${styles.setButton} ${index === active ? styles.setActive : ''}`}
                  aria-pressed={index === active}
                  aria-label={`Bộ số ${name}: ${setText(set, digits)}`}
                  onClick={() => setActive(index)}
                >
                  <strong>{name}</strong>{' '}
                  <span className={styles.balls}>{setText(set, digits)}</span>
                </button>
                <span className={styles.row}>
                  <span className={styles.muted}>{lines[index] ?? 0} dãy</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Chọn nhanh bộ số ${name}`}
                    onClick={() => quickPick(index)}
                  >
                    Chọn nhanh
                  </Button>
                  {sets.length > 1 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Xoá bộ số ${name}`}
                      onClick={() => {
                        setError(null);
                        setSets((all) => all.filter((_, i) => i !== index));
                        setActive(0);
                      }}
                    >
                      Xoá
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {sets.length < SET_LETTERS.length ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setSets((all) => [...all, emptySet()]);
              setActive(sets.length);
            }}
          >
            Thêm bộ số
          </Button>
        ) : null}
      </section>

      {entry === 'grid' ? (
        <NumberGrid
          key={`grid-${active}`}
          label={pickLabel}
          min={pick.min}
          max={pick.max}
          pad={digits}
          maxSelected={pick.count}
          selected={current.numbers}
          onToggle={toggle}
        />
      ) : (
        <NumberEntry
          key={`entry-${active}-${current.numbers.join()}`}
          digits={digits}
          label={pickLabel}
          value={current.numbers[0] ?? null}
          onChange={(value) =>
            update(active, {
              ...current,
              numbers: value === null ? [] : [value],
              chosenAuto: false,
            })
          }
        />
      )}

      <section className={styles.card} aria-label="Bộ số yêu thích">
        <div className={styles.spread}>
          <h2 className={styles.legend}>Bộ số yêu thích</h2>
          <Button size="sm" variant="secondary" disabled={!complete} onClick={saveFavourite}>
            Lưu bộ số {letter}
          </Button>
        </div>
        {favourites.length === 0 ? (
          <p className={styles.muted}>Chưa có bộ số yêu thích.</p>
        ) : (
          <ul className={styles.list}>
            {favourites.map((numbers) => {
              const text = numbers.map((n) => padNumber(n, digits)).join(' ');
              return (
                <li key={text} className={styles.spread}>
                  <span className={styles.balls}>{text}</span>
                  <span className={styles.row}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Dùng bộ số ${text}`}
                      onClick={() => update(active, { ...emptySet(), numbers: [...numbers] })}
                    >
                      Dùng
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Bỏ bộ số ${text}`}
                      onClick={() => removeFavourite(numbers)}
                    >
                      Bỏ
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <StakeChoice
        product={product}
        unitPrice={unitPrice}
        value={stake}
        onChange={(next) => {
          setError(null);
          setStake(next);
        }}
      />
      <LotoPeriodPicker
        product={product}
        chosen={draws.map((draw) => draw.drawCode)}
        onChange={(next) => {
          setError(null);
          drawChoice.choose(next);
        }}
      />
      <TicketSummary
        lines={lines.reduce((a, b) => a + b, 0)}
        draws={draws.length}
        total={total}
        error={error}
        onSubmit={submit}
      />
      <RulesBox product={product} />
    </section>
  );
}

export function DienToan636Page() {
  return <LotoGamePage product="dientoan636" />;
}

export function Loto2CapPage() {
  return <LotoGamePage product="loto2cap" />;
}

export function Loto3CapPage() {
  return <LotoGamePage product="loto3cap" />;
}

export function Loto4CapPage() {
  return <LotoGamePage product="loto4cap" />;
}
