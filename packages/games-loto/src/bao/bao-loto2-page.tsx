import { getProduct } from '@veso/domain';
import {
  numberSetError,
  numberSetLines,
  numberSetPrice,
  padNumber,
  usePageTitle,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { GameHeader } from '../play/game-header';
import { randomNumbers } from '../play/loto-game-page';
import { LotoPeriodPicker, useLotoDraws } from '../play/loto-periods';
import {
  RulesBox,
  StakeChoice,
  TicketSummary,
  useAddTickets,
  useFormError,
} from '../play/ticket-panel';
import { useUnitPrice } from '../play/use-unit-price';
import styles from '../styles';

const PRODUCT = 'baoloto2';

/** The bao sizes of bao lô tô 2 số (3 or 4 numbers), from the catalogue. */
export function baoLoto2Sizes(): number[] {
  const form = getProduct(PRODUCT).playForms.find((f) => f.kind === 'lotoBao');
  return form && form.kind === 'lotoBao' ? [...form.sizes] : [];
}

/** The bao lô tô set of these numbers at this stake (form `lotoBao`). */
export function baoLoto2Set(numbers: readonly number[], stake: number): NumberSet {
  return {
    numbers: [...numbers],
    form: 'lotoBao',
    special: null,
    specials: [],
    chosenAuto: false,
    stake,
  };
}

export type BaoLoto2PageProps = {
  /** `/don-bao-bac` shows the same game under its own title. */
  title?: string;
  random?: () => number;
};

/**
 * `/bao-loto-2-so` (and `/don-bao-bac`): pick 3 or 4 two-digit numbers, the system buys
 * every pair, triple and quadruple they make (spec §5: combinations of sizes 2 up to the
 * count picked), each settled as a loto 2/3/4 cặp line; lines and price follow each tap.
 */
export function BaoLoto2Page({ title, random }: BaoLoto2PageProps) {
  const info = getProduct(PRODUCT);
  const sizes = baoLoto2Sizes();
  const titleId = useId();
  const sizeId = useId();
  const unitPrice = useUnitPrice(PRODUCT);
  const [size, setSize] = useState(sizes[0] ?? 3);
  const [numbers, setNumbers] = useState<number[]>([]);
  const [stake, setStake] = useState(info.stake.presets[0] ?? 1);
  const [error, setError] = useFormError();
  const drawChoice = useLotoDraws(PRODUCT);
  const addTickets = useAddTickets(unitPrice);
  usePageTitle(title ?? info.name);
  const draws = drawChoice.draws;
  const drawCount = Math.max(draws.length, 1);
  const set = baoLoto2Set(numbers, stake);
  const lines = numbers.length === size ? numberSetLines(PRODUCT, set) : 0;
  const total = lines === 0 ? 0 : numberSetPrice(PRODUCT, set, drawCount, unitPrice);

  function submit(goToCart: boolean) {
    const message =
      numbers.length === size ? numberSetError(PRODUCT, set) : `Vui lòng chọn đủ ${size} số.`;
    if (message !== null) {
      setError(message);
      return;
    }
    const failure = addTickets([{ product: PRODUCT, sets: [set] }], draws, goToCart);
    setError(failure);
    if (failure === null && !goToCart) setNumbers([]);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameHeader titleId={titleId} product={PRODUCT} title={title} />
      <div className={styles.card}>
        <label htmlFor={sizeId} className={styles.legend}>
          Số lượng số bao
        </label>
        <select
          id={sizeId}
          className={styles.select}
          value={size}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSize(next);
            setNumbers((all) => all.slice(0, next));
            setError(null);
          }}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              Bao {n} số ({2 ** n - n - 1} dãy)
            </option>
          ))}
        </select>
      </div>
      <div className={styles.spread}>
        <span className={styles.balls}>
          {numbers.length === 0
            ? 'Chưa chọn số'
            : [...numbers]
                .sort((a, b) => a - b)
                .map((n) => padNumber(n))
                .join(' ')}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setNumbers(randomNumbers(size, 0, 99, random));
            setError(null);
          }}
        >
          Chọn nhanh
        </Button>
      </div>
      <NumberGrid
        key={`bao-${size}`}
        label={`Chọn ${size} số có 2 chữ số để bao`}
        min={0}
        max={99}
        pad={2}
        maxSelected={size}
        selected={numbers}
        onToggle={(n) => {
          setError(null);
          setNumbers((all) => (all.includes(n) ? all.filter((m) => m !== n) : [...all, n]));
        }}
      />
      <StakeChoice product={PRODUCT} unitPrice={unitPrice} value={stake} onChange={setStake} />
      <LotoPeriodPicker
        product={PRODUCT}
        chosen={draws.map((draw) => draw.drawCode)}
        onChange={(next) => {
          setError(null);
          drawChoice.choose(next);
        }}
      />
      <TicketSummary
        lines={lines}
        draws={draws.length}
        total={total}
        error={error}
        onSubmit={submit}
      />
      <RulesBox product={PRODUCT} />
    </section>
  );
}

/** `/don-bao-bac`: the northern bao order, the bao lô tô 2 số game under its own title. */
export function DonBaoBacPage() {
  return <BaoLoto2Page title="Đơn bao miền Bắc" />;
}
