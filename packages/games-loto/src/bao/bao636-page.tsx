import { binomial, formatMoney, getProduct } from '@veso/domain';
import {
  numberSetError,
  numberSetLines,
  numberSetPrice,
  padNumber,
  usePageTitle,
} from '@veso/shop-core';
import { QueryView, selectIsEmbed, useAppSelector } from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { useGetPriceCoverTicketQuery } from '../api/loto-api';
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

const PRODUCT = 'bao636';

/** The bao sizes of the 6x36 (7–12 numbers), from the catalogue. */
export function bao636Sizes(): number[] {
  const form = getProduct(PRODUCT).playForms.find((f) => f.kind === 'bao');
  return form && form.kind === 'bao' ? [...form.sizes] : [];
}

function baoSet(numbers: number[], stake: number): NumberSet {
  return { numbers, form: 'bao', special: null, specials: [], chosenAuto: false, stake };
}

export type Bao636PageProps = { random?: () => number };

/**
 * `/bao-xsdt-6x36`: pick 7 to 12 numbers of 01–36, the system buys every line of 6 they
 * make (spec §5); the line count and price follow each tap, with the server's price list
 * of every bao size at the chosen stake.
 */
export function Bao636Page({ random }: Bao636PageProps) {
  const info = getProduct(PRODUCT);
  const sizes = bao636Sizes();
  const titleId = useId();
  const sizeId = useId();
  const unitPrice = useUnitPrice(PRODUCT);
  const embedded = useAppSelector(selectIsEmbed);
  const [size, setSize] = useState(sizes[0] ?? 7);
  const [numbers, setNumbers] = useState<number[]>([]);
  const [chosenAuto, setChosenAuto] = useState(false);
  const [stake, setStake] = useState(info.stake.presets[0] ?? 1);
  const [error, setError] = useFormError();
  const drawChoice = useLotoDraws(PRODUCT);
  const addTickets = useAddTickets(unitPrice);
  const draws = drawChoice.draws;
  const drawCount = Math.max(draws.length, 1);
  const prices = useGetPriceCoverTicketQuery({
    product: PRODUCT,
    count: size,
    tickQuantity: stake,
    periods: drawCount,
    embedded,
  });
  usePageTitle(info.name);

  const set = { ...baoSet(numbers, stake), chosenAuto };
  const lines = numberSetLines(PRODUCT, set);
  const total = numberSetPrice(PRODUCT, set, drawCount, unitPrice);

  function submit(goToCart: boolean) {
    const message = numberSetError(PRODUCT, set);
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
      <GameHeader titleId={titleId} product={PRODUCT} />
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
              Bao {n} số ({binomial(n, 6)} dãy)
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
            setNumbers(randomNumbers(size, 1, 36, random));
            setChosenAuto(true);
            setError(null);
          }}
        >
          Chọn nhanh
        </Button>
      </div>
      <NumberGrid
        key={`bao-${size}`}
        label={`Chọn ${size} số để bao`}
        min={1}
        max={36}
        maxSelected={size}
        selected={numbers}
        onToggle={(n) => {
          setError(null);
          setChosenAuto(false);
          setNumbers((all) => (all.includes(n) ? all.filter((m) => m !== n) : [...all, n]));
        }}
      />
      <StakeChoice product={PRODUCT} unitPrice={unitPrice} value={stake} onChange={setStake} />
      <section className={styles.card} aria-label="Bảng giá bao">
        <h2 className={styles.legend}>Bảng giá bao mỗi kỳ</h2>
        <QueryView query={prices} loadingLabel="Đang tải bảng giá">
          {(data) => (
            <table className={styles.prizeTable}>
              <tbody>
                {data.sizes.map((row) => (
                  <tr key={row.count} aria-current={row.count === size ? 'true' : undefined}>
                    <th scope="row">
                      Bao {row.count} số · {row.lines} dãy
                    </th>
                    <td>{formatMoney(row.pricePerDraw)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </section>
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
