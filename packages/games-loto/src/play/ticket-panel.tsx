import type { XsdtProduct } from '@veso/contract';
import { formatMoney, getProduct } from '@veso/domain';
import { drawsOfItem, useEditedItem, useTicketForm } from '@veso/shop-core';
import type { ChosenDraw } from '@veso/shop-core';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { prizeRules } from './loto-games';
import { LotoTicketFooter, useLotoDraws } from './loto-periods';
import { useUnitPrice } from './use-unit-price';
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

export type LotoTicketPanelProps = {
  product: XsdtProduct;
  unitPrice: number;
  /** Stake units per line. */
  stake: number;
  onStake: (stake: number) => void;
  /** The draws chosen and how to change them (`useLotoDraws`). */
  drawChoice: { draws: readonly ChosenDraw[]; choose: (draws: ChosenDraw[]) => void };
  /** Lines of the whole ticket (0 while incomplete) and its price in đồng. */
  lines: number;
  total: number;
  /** Whether anything is chosen on the ticket: with nothing the buy bar is off. */
  chosen: boolean;
  editing: boolean;
  error: string | null;
  /** Called before any change (clears the form's error). */
  onEdit: () => void;
  onSubmit: (goToCart: boolean) => void;
  /** Shown between the stake and the draws (the bao's price list). */
  children?: ReactNode;
};

/**
 * The lower half of every loto screen: 'Giá mỗi dãy', the draws with their cut-off, the
 * prize rules, then the buy bar (the ticket's lines and price, the cart buttons) as the
 * page's last part.
 */
export function LotoTicketPanel({
  product,
  unitPrice,
  stake,
  onStake,
  drawChoice,
  onEdit,
  children,
  ...footer
}: LotoTicketPanelProps) {
  return (
    <>
      <StakeChoice
        product={product}
        unitPrice={unitPrice}
        value={stake}
        onChange={(next) => {
          onEdit();
          onStake(next);
        }}
      />
      {children}
      <LotoTicketFooter
        product={product}
        draws={drawChoice.draws}
        onDraws={(next) => {
          onEdit();
          drawChoice.choose(next);
        }}
        {...footer}
      >
        <RulesBox product={product} />
      </LotoTicketFooter>
    </>
  );
}

/**
 * What every loto screen keeps of its ticket besides the numbers: the shell's unit price,
 * the cart ticket being edited (if the cart sent one), the form's error and submit, the
 * stake and the draws; `panel(lines, total, chosen, onSubmit)` are the {@link LotoTicketPanel}'s
 * props.
 */
export function useLotoTicket(product: XsdtProduct) {
  const unitPrice = useUnitPrice(product);
  const editing = useEditedItem(product);
  const form = useTicketForm(product, editing, unitPrice);
  const [stake, setStake] = useState(
    () => editing?.numberInfos[0]?.tickQuantity ?? getProduct(product).stake.presets[0] ?? 1,
  );
  const drawChoice = useLotoDraws(product, editing ? drawsOfItem(editing) : undefined);
  return {
    unitPrice,
    editing,
    form,
    stake,
    draws: drawChoice.draws,
    panel(
      lines: number,
      total: number,
      chosen: boolean,
      onSubmit: (goToCart: boolean) => void,
    ): Omit<LotoTicketPanelProps, 'children'> {
      return {
        product,
        unitPrice,
        stake,
        onStake: setStake,
        drawChoice,
        lines,
        total,
        chosen,
        editing: editing !== undefined,
        error: form.error,
        onEdit: () => form.setError(null),
        onSubmit,
      };
    },
  };
}
