import type { XsdtProduct } from '@veso/contract';
import { formatMoney, getProduct } from '@veso/domain';
import {
  numberSetError,
  numberSetLines,
  numberSetOfInfo,
  numberSetPrice,
  pickDistinct,
  QueryView,
  selectIsEmbed,
  toggleNumber,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, NumberGrid } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { useGetPriceCoverTicketQuery } from '../api/loto-api';
import { GameHeader } from '../play/game-header';
import { describeSet } from '../play/loto-games';
import { LotoTicketPanel, useLotoTicket } from '../play/ticket-panel';
import styles from '../styles';

/** The bao games: the 6x36 bao (lines of 6) and bao lô tô 2 số (every pair, triple, quadruple). */
export type BaoProduct = Extract<XsdtProduct, 'bao636' | 'baoloto2'>;

/** The catalogue's bao play form of a bao product. */
function baoForm(product: BaoProduct) {
  const form = getProduct(product).playForms.find(
    (candidate) => candidate.kind === 'bao' || candidate.kind === 'lotoBao',
  );
  return form && (form.kind === 'bao' || form.kind === 'lotoBao') ? form : null;
}

/** How many numbers a bao may hold (6x36: 7–12, bao lô tô: 3 or 4), from the catalogue. */
export function baoSizes(product: BaoProduct): number[] {
  return [...(baoForm(product)?.sizes ?? [])];
}

/** The bao set of these numbers at this stake (form `bao` or `lotoBao`). */
export function baoSet(
  product: BaoProduct,
  numbers: readonly number[],
  stake: number,
  chosenAuto = false,
): NumberSet {
  return {
    numbers: [...numbers],
    form: baoForm(product)?.kind ?? 'bao',
    special: null,
    specials: [],
    chosenAuto,
    stake,
  };
}

/** Lines a bao of `size` numbers buys, from the domain (6x36: C(n, 6); bao lô tô: 2ⁿ − n − 1). */
export function baoLines(product: BaoProduct, size: number): number {
  const min = getProduct(product).pick?.min ?? 0;
  const numbers = Array.from({ length: size }, (_, i) => min + i);
  return numberSetLines(product, baoSet(product, numbers, 1));
}

export type BaoPageProps = {
  product: BaoProduct;
  /** `/don-bao-bac` shows the bao lô tô under its own title. */
  title?: string;
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

/**
 * A bao game: `/bao-xsdt-6x36` (pick 7 to 12 numbers of 01–36, the system buys every line
 * of 6 they make) and `/bao-loto-2-so`, `/don-bao-bac` (pick 3 or 4 two-digit numbers, the
 * system buys every pair, triple and quadruple, each settled as a loto 2/3/4 cặp line; spec
 * §5). The line count and price follow each tap, with the server's price of every bao size
 * at the chosen stake; the stake, the draws, add to cart and editing a cart ticket.
 */
export function BaoPage({ product, title, random }: BaoPageProps) {
  const info = getProduct(product);
  const pick = info.pick;
  const sizes = baoSizes(product);
  const titleId = useId();
  const sizeId = useId();
  const embedded = useAppSelector(selectIsEmbed);
  const ticket = useLotoTicket(product);
  const { unitPrice, editing, form, stake, draws } = ticket;
  const { setError } = form;
  const edited = editing?.numberInfos[0] ? numberSetOfInfo(editing.numberInfos[0]) : undefined;
  const [numbers, setNumbers] = useState<number[]>(() => edited?.numbers ?? []);
  const [size, setSize] = useState(() =>
    edited && sizes.includes(edited.numbers.length) ? edited.numbers.length : (sizes[0] ?? 0),
  );
  const [chosenAuto, setChosenAuto] = useState(edited?.chosenAuto ?? false);
  const drawCount = Math.max(draws.length, 1);
  const prices = useGetPriceCoverTicketQuery({
    product,
    count: size,
    tickQuantity: stake,
    periods: drawCount,
    embedded,
  });
  usePageTitle(title ?? info.name);

  const set = baoSet(product, numbers, stake, chosenAuto);
  const complete = numbers.length === size;
  const lines = complete ? numberSetLines(product, set) : 0;
  const total = lines === 0 ? 0 : numberSetPrice(product, set, drawCount, unitPrice);
  const loto = info.family === 'loto';

  function choose(next: number[], auto: boolean) {
    setError(null);
    setNumbers(next);
    setChosenAuto(auto);
  }

  function submit(goToCart: boolean) {
    const message = complete ? numberSetError(product, set) : `Vui lòng chọn đủ ${size} số.`;
    form.submitSet({ set, message, draws, onAdded: () => choose([], false) }, goToCart);
  }

  if (!pick) return null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameHeader
        titleId={titleId}
        product={product}
        title={title}
        editing={editing !== undefined}
      />
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
            choose(numbers.slice(0, next), chosenAuto);
          }}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              Bao {n} số ({baoLines(product, n)} dãy)
            </option>
          ))}
        </select>
      </div>
      <div className={styles.spread}>
        <span className={styles.balls}>{describeSet(set, pick.digits)}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => choose(pickDistinct(size, pick.min, pick.max, random), true)}
        >
          Chọn nhanh
        </Button>
      </div>
      <NumberGrid
        key={`bao-${size}`}
        label={`Chọn ${size} số ${loto ? `có ${pick.digits} chữ số ` : ''}để bao`}
        min={pick.min}
        max={pick.max}
        pad={pick.digits}
        maxSelected={size}
        selected={numbers}
        onToggle={(n) => choose(toggleNumber(numbers, n), false)}
      />
      <LotoTicketPanel {...ticket.panel(lines, total, numbers.length > 0, submit)}>
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
      </LotoTicketPanel>
    </section>
  );
}

/** `/bao-xsdt-6x36`: the 6x36 bao. */
export function Bao636Page({ random }: { random?: () => number }) {
  return <BaoPage product="bao636" random={random} />;
}

/** `/bao-loto-2-so`: bao lô tô 2 số. */
export function BaoLoto2Page({ random }: { random?: () => number }) {
  return <BaoPage product="baoloto2" random={random} />;
}

/** `/don-bao-bac`: the northern bao order, the bao lô tô 2 số game under its own title. */
export function DonBaoBacPage() {
  return <BaoPage product="baoloto2" title="Đơn bao miền Bắc" />;
}
