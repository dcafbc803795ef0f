import { STATISTIC_PRODUCTS } from '@veso/contract';
import type { StatisticProduct } from '@veso/contract';
import type { ReactNode } from 'react';
import { GeneratedToggle, SelectField, WINDOWS, WindowSelect } from '../shared/controls';
import { STATISTIC_PRODUCT_LABELS } from '../shared/products';
import styles from '../shared/results.module.css';
import { isOneOf, optionsOf, useUrlFilters } from '../shared/url-filters';

const PRODUCT_OPTIONS = optionsOf(STATISTIC_PRODUCTS, STATISTIC_PRODUCT_LABELS);

/** The window of the URL (?window), one of the offered ones; default 30. */
export function useWindowParam(): [number, (value: number) => void] {
  const { search, update } = useUrlFilters();
  const raw = Number(search.get('window'));
  const drawWindow = (WINDOWS as readonly number[]).includes(raw) ? raw : 30;
  return [drawWindow, (value) => update({ window: value })];
}

/** Products without a real history (Keno, 6x36): their statistics count generated draws by default. */
const GENERATED_BY_DEFAULT: readonly StatisticProduct[] = ['keno', 'dientoan636'];

export type StatisticFilters = {
  product: StatisticProduct;
  drawWindow: number;
  /** ?includeGenerated=1|0: count the generated (sandbox) draws too; default: real ones only. */
  includeGenerated: boolean;
  /** 'Bộ lọc': the product selector (unless fixed) and the window selector. */
  filters: ReactNode;
};

/**
 * The product (?product, else `defaultProduct`; a `fixed` one has no selector) and the
 * window (?window) of a statistics screen, with their selectors.
 */
export function useStatisticFilters(
  defaultProduct: StatisticProduct,
  fixed?: StatisticProduct,
): StatisticFilters {
  const { search, update } = useUrlFilters();
  const [drawWindow, setDrawWindow] = useWindowParam();
  const raw = search.get('product');
  const product = fixed ?? (isOneOf(STATISTIC_PRODUCTS, raw) ? raw : defaultProduct);
  const asked = search.get('includeGenerated');
  const includeGenerated = asked === null ? GENERATED_BY_DEFAULT.includes(product) : asked === '1';
  return {
    product,
    drawWindow,
    includeGenerated,
    filters: (
      <div className={styles.filters} role="group" aria-label="Bộ lọc">
        {fixed === undefined && (
          <SelectField
            label="Sản phẩm"
            value={product}
            options={PRODUCT_OPTIONS}
            onChange={(value) => update({ product: value })}
          />
        )}
        <WindowSelect value={drawWindow} onChange={setDrawWindow} />
        {fixed !== 'keno' && (
          <GeneratedToggle
            checked={includeGenerated}
            onChange={(checked) => update({ includeGenerated: checked ? '1' : '0' })}
          />
        )}
      </div>
    ),
  };
}
