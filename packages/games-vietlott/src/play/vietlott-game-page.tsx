import type { OrderableProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  addToCart,
  CART_FULL_MESSAGE,
  cartItemRemoved,
  isVietlottCartItem,
  makeVietlottCartItem,
  numberSetError,
  numberSetLines,
  numberSetOfInfo,
  numberSetPrice,
  padNumber,
  selectCartIsFull,
  selectCartItems,
  showToast,
  useAppDispatch,
  useAppSelector,
  useGetDrawPeriodsQuery,
  useNow,
  usePageTitle,
} from '@veso/shop-core';
import type { ChosenDraw, NumberSet, VietlottCartItem } from '@veso/shop-core';
import { Button, Money, NumberGrid } from '@veso/ui-kit';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadFavourites, sameSet, saveFavourites } from './favourites';
import { choiceOfSet, emptySet, formChoices, quickPick } from './play-forms';
import type { FormChoice } from './play-forms';
import { openPeriods, PeriodPicker, toChosenDraw } from './period-picker';
import styles from './game.module.css';

/** Where the cart lives (the checkout feature's route, spec §2). */
export const CART_PATH = '/gio-hang';
/** Most number sets on one ticket: A–F. */
export const MAX_SETS = 6;
export const ADDED_MESSAGE = 'Đã thêm vé vào giỏ hàng';
export const UPDATED_MESSAGE = 'Đã cập nhật vé trong giỏ hàng';

const LETTERS = 'ABCDEF';

/** What the cart sends here to edit a ticket: `navigate(route, { state: { editItemId } })`. */
export type GameLocationState = { editItemId?: string } | null;

export type VietlottGamePageProps = {
  product: OrderableProduct;
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

function setText(set: NumberSet): string {
  if (set.numbers.length === 0) return 'Chưa chọn số';
  const numbers = [...set.numbers]
    .sort((a, b) => a - b)
    .map(padNumber)
    .join(' ');
  if (set.form === 'baoSpecial' && set.specials.length > 0) {
    return `${numbers} | ĐB ${[...set.specials]
      .sort((a, b) => a - b)
      .map(padNumber)
      .join(' ')}`;
  }
  return set.special !== null ? `${numbers} | ĐB ${padNumber(set.special)}` : numbers;
}

function toggle(values: readonly number[], n: number): number[] {
  return values.includes(n) ? values.filter((v) => v !== n) : [...values, n];
}

/**
 * A Vietlott number game (spec §2 /mega-645, /power-655, /lotto-535): number sets A–F on
 * one ticket with a grid and quick pick, the play forms (basic, bao, Lotto's bao of
 * special numbers) with the line count and price live from the domain, the draws to buy
 * for, favourite sets kept on the device, and add to cart (or save the edited ticket).
 */
export function VietlottGamePage({ product, random }: VietlottGamePageProps) {
  const info = getProduct(product);
  const pick = info?.pick;
  const choices = useMemo(() => formChoices(product), [product]);
  const firstChoice = choices[0] as FormChoice;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const formId = useId();
  const cartItems = useAppSelector(selectCartItems);
  const cartFull = useAppSelector(selectCartIsFull);
  const editItemId = (location.state as GameLocationState)?.editItemId;
  const editing = useMemo(() => {
    const item = cartItems.find((candidate) => candidate.id === editItemId);
    return item && isVietlottCartItem(item) && item.product === product ? item : undefined;
  }, [cartItems, editItemId, product]);
  usePageTitle(info?.name ?? '');

  const [choice, setChoice] = useState<FormChoice>(() => {
    const first = editing?.numberInfos[0];
    return (first && choiceOfSet(choices, numberSetOfInfo(first))) ?? firstChoice;
  });
  const [sets, setSets] = useState<NumberSet[]>(() =>
    editing ? editing.numberInfos.map(numberSetOfInfo) : [emptySet(firstChoice)],
  );
  const [active, setActive] = useState(0);
  const [pickedDraws, setDraws] = useState<ChosenDraw[]>(() =>
    editing
      ? editing.drawInfos.map((d) => ({
          drawCode: d.drawId,
          openDate: d.openDate,
          drawAt: d.drawAt,
          salesCloseAt: d.salesCloseAt,
        }))
      : [],
  );
  const [touchedDraws, setTouchedDraws] = useState(editing !== undefined);
  const [error, setError] = useState<string | null>(null);
  const [favourites, setFavourites] = useState<NumberSet[]>(() => loadFavourites(product));

  // The next open draw is chosen until the customer picks draws themselves.
  const periods = useGetDrawPeriodsQuery({ product });
  const now = useNow(30_000);
  const nextDraw = useMemo(() => {
    const next = periods.data ? openPeriods(periods.data.periods, now)[0] : undefined;
    return next ? [toChosenDraw(next)] : [];
  }, [periods.data, now]);
  const draws = touchedDraws ? pickedDraws : nextDraw;

  if (!info || !pick) return null;
  const current = sets[active] ?? emptySet(choice);
  const drawCount = Math.max(draws.length, 1);
  const lines = sets.map((set) => numberSetLines(product, set));
  const prices = sets.map((set) => numberSetPrice(product, set, drawCount));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const special = pick.special;

  function updateCurrent(next: NumberSet) {
    setError(null);
    setSets((all) => all.map((set, index) => (index === active ? next : set)));
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

  function addSet() {
    if (sets.length >= MAX_SETS) return;
    setSets((all) => [...all, emptySet(choice)]);
    setActive(sets.length);
  }

  function removeSet(index: number) {
    setError(null);
    if (sets.length === 1) {
      setSets([emptySet(choice)]);
      return;
    }
    setSets((all) => all.filter((_, i) => i !== index));
    setActive((value) => Math.max(0, value >= index ? value - 1 : value));
  }

  function saveFavourite() {
    if (numberSetError(product, current) !== null) return;
    const next = [current, ...favourites.filter((set) => !sameSet(set, current))];
    setFavourites(next);
    saveFavourites(product, next);
    dispatch(showToast({ message: 'Đã lưu bộ số yêu thích', tone: 'success' }));
  }

  function removeFavourite(set: NumberSet) {
    const next = favourites.filter((candidate) => !sameSet(candidate, set));
    setFavourites(next);
    saveFavourites(product, next);
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

  function buildItem(): VietlottCartItem | null {
    for (const [index, set] of sets.entries()) {
      const message = numberSetError(product, set);
      if (message !== null) {
        setActive(index);
        setError(`Bộ số ${LETTERS[index]}: ${message}`);
        return null;
      }
    }
    if (draws.length === 0) {
      setError('Vui lòng chọn ít nhất 1 kỳ quay.');
      return null;
    }
    return makeVietlottCartItem(product, sets, draws, editing?.id);
  }

  function submit(goToCart: boolean) {
    const item = buildItem();
    if (!item) return;
    if (editing) {
      dispatch(cartItemRemoved(editing.id));
      dispatch(addToCart(item));
      dispatch(showToast({ message: UPDATED_MESSAGE, tone: 'success' }));
      void navigate(CART_PATH);
      return;
    }
    if (!dispatch(addToCart(item))) {
      setError(CART_FULL_MESSAGE);
      return;
    }
    dispatch(showToast({ message: ADDED_MESSAGE, tone: 'success' }));
    if (goToCart) {
      void navigate(CART_PATH);
      return;
    }
    setSets([emptySet(choice)]);
    setActive(0);
  }

  const letter = LETTERS[active] ?? 'A';
  const specialLabel =
    choice.form === 'baoSpecial'
      ? `Chọn ${choice.specials} số đặc biệt cho bộ số ${letter}`
      : `Chọn 1 số đặc biệt cho bộ số ${letter}`;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div>
        <h1 id={titleId} className={styles.title}>
          {editing ? `Sửa vé ${info.name}` : info.name}
        </h1>
        <p className={styles.muted}>{info.shortDescription}</p>
        <p className={styles.muted}>Lịch quay: {info.drawSchedule}</p>
      </div>

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

      <section className={styles.card} aria-label="Các bộ số">
        <ul className={styles.list}>
          {sets.map((set, index) => {
            const name = `Bộ số ${LETTERS[index]}`;
            return (
              <li
                key={index}
                className={`${styles.setRow} ${index === active ? styles.setActive : ''}`}
              >
                <button
                  type="button"
                  className={styles.setButton}
                  aria-pressed={index === active}
                  aria-label={`Sửa ${name}`}
                  onClick={() => setActive(index)}
                >
                  {LETTERS[index]}
                </button>
                <div className={styles.spread}>
                  <span className={styles.balls} data-testid={`set-${LETTERS[index]}`}>
                    {setText(set)}
                  </span>
                  <span className={styles.muted}>
                    {lines[index] ? (
                      <>
                        {lines[index]} dãy · <Money amount={prices[index] ?? 0} />
                      </>
                    ) : (
                      'Chưa đủ số'
                    )}
                  </span>
                  <span className={styles.row}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Chọn nhanh ${name}`}
                      onClick={() => {
                        setActive(index);
                        setError(null);
                        setSets((all) =>
                          all.map((s, i) => (i === index ? quickPick(product, choice, random) : s)),
                        );
                      }}
                    >
                      Chọn nhanh
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Xoá ${name}`}
                      onClick={() => removeSet(index)}
                    >
                      Xoá
                    </Button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
        {sets.length < MAX_SETS ? (
          <Button variant="secondary" onClick={addSet}>
            Thêm bộ số
          </Button>
        ) : null}
      </section>

      <NumberGrid
        key={`grid-${active}-${choice.value}`}
        label={`Chọn ${choice.numbers} số cho bộ số ${letter}`}
        min={pick.min}
        max={pick.max}
        maxSelected={choice.numbers}
        selected={current.numbers}
        onToggle={(n) =>
          updateCurrent({ ...current, numbers: toggle(current.numbers, n), chosenAuto: false })
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
                ? { ...current, specials: toggle(current.specials, n), chosenAuto: false }
                : { ...current, special: current.special === n ? null : n, chosenAuto: false },
            )
          }
        />
      ) : null}

      <section className={styles.card} aria-label="Bộ số yêu thích">
        <div className={styles.spread}>
          <h2 className={styles.legend}>Bộ số yêu thích</h2>
          <Button
            size="sm"
            variant="secondary"
            disabled={numberSetError(product, current) !== null}
            onClick={saveFavourite}
          >
            Lưu bộ số {letter}
          </Button>
        </div>
        {favourites.length === 0 ? (
          <p className={styles.muted}>Chưa có bộ số yêu thích.</p>
        ) : (
          <ul className={styles.list}>
            {favourites.map((set) => {
              const text = setText(set);
              return (
                <li key={`${set.form}-${text}`} className={styles.spread}>
                  <span className={styles.balls}>{text}</span>
                  <span className={styles.row}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Dùng bộ số ${text}`}
                      onClick={() => applyFavourite(set)}
                    >
                      Dùng
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Bỏ bộ số ${text}`}
                      onClick={() => removeFavourite(set)}
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

      <PeriodPicker
        product={product}
        chosen={draws.map((draw) => draw.drawCode)}
        maxPeriods={info.maxPeriods}
        onChange={(next) => {
          setTouchedDraws(true);
          setError(null);
          setDraws(next);
        }}
      />

      <div className={styles.card} aria-live="polite">
        <p className={styles.spread}>
          <span>Số dãy</span>
          <strong data-testid="line-total">{lines.reduce((a, b) => a + b, 0)}</strong>
        </p>
        <p className={styles.spread}>
          <span>Số kỳ</span>
          <strong>{draws.length}</strong>
        </p>
        <p className={`${styles.spread} ${styles.total}`}>
          <span>Tạm tính</span>
          <span data-testid="price-total">
            <Money amount={total} strong />
          </span>
        </p>
      </div>

      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {cartFull && !editing ? (
        <p className={styles.error}>
          {CART_FULL_MESSAGE}. <Link to={CART_PATH}>Đến giỏ hàng</Link>
        </p>
      ) : null}

      <div className={styles.actions}>
        {editing ? (
          <Button variant="primary" fullWidth onClick={() => submit(true)}>
            Lưu thay đổi
          </Button>
        ) : (
          <>
            <Button variant="secondary" fullWidth onClick={() => submit(false)}>
              Thêm vào giỏ
            </Button>
            <Button variant="primary" fullWidth onClick={() => submit(true)}>
              Mua ngay
            </Button>
          </>
        )}
      </div>
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
