import type { XsdtProduct } from '@veso/contract';
import { formatMoney, getProduct } from '@veso/domain';
import { useId } from 'react';
import { prizeRules } from './loto-games';
import styles from '../styles';

export type StakeChoiceProps = {
  product: XsdtProduct;
  unitPrice: number;
  /** Stake units per line. */
  value: number;
  onChange: (stake: number) => void;
};

/** 'Giá mỗi dãy': the catalogue's stake presets at the shell's unit price. */
export function StakeChoice({ product, unitPrice, value, onChange }: StakeChoiceProps) {
  const name = useId();
  const presets = getProduct(product).stake.presets;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Giá mỗi dãy</legend>
      <div className={styles.chips}>
        {presets.map((stake) => (
          <label key={stake} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={stake}
              checked={stake === value}
              onChange={() => onChange(stake)}
            />
            <span>{formatMoney(stake * unitPrice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The product's prize rules per stake and the link to its guide page. */
export function RulesBox({ product }: { product: XsdtProduct }) {
  const rules = prizeRules(product);
  return (
    <section className={styles.card} aria-label="Cơ cấu giải thưởng">
      <h2 className={styles.legend}>Cơ cấu giải thưởng (theo giá mỗi dãy)</h2>
      <table className={styles.prizeTable}>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.label}>
              <th scope="row">{rule.label}</th>
              <td>{rule.prize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
