import { getProduct } from '@veso/domain';
import { drawsOfItem, kenoClosedReason, useKenoSales, useTicketForm } from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { TicketFooter, useGameDraws } from '../play/game-periods';
import { KENO_MAX_PERIODS } from './keno-selection';

const KENO = getProduct('keno');

/**
 * The ticket state both Keno screens (numbers and bao) share: the cart form, the chosen
 * draws (the edited ticket's, else the next one) and the footer with the draws, the
 * ticket's lines and price and the cart buttons; choosing draws clears the form's error.
 * Outside the sales hours (`sales`) the cart buttons are disabled and say why.
 */
export function useKenoTicket(editing: VietlottCartItem | undefined) {
  const form = useTicketForm('keno', editing);
  const sales = useKenoSales();
  const drawChoice = useGameDraws(
    'keno',
    editing ? drawsOfItem(editing) : undefined,
    KENO_MAX_PERIODS,
  );
  function footer(
    lines: number,
    total: number,
    chosen: boolean,
    onSubmit: (goToCart: boolean) => void,
  ): ReactNode {
    return (
      <TicketFooter
        product="keno"
        maxPeriods={KENO.maxPeriods}
        limit={KENO_MAX_PERIODS}
        draws={drawChoice.draws}
        onDraws={(next) => {
          form.setError(null);
          drawChoice.choose(next);
        }}
        lines={lines}
        total={total}
        chosen={chosen}
        editing={editing !== undefined}
        error={form.error}
        onSubmit={onSubmit}
        blocked={kenoClosedReason(sales)}
      />
    );
  }
  return { form, draws: drawChoice.draws, footer, sales };
}
