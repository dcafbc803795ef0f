import { DRAW_PERIODS_MAX_LIMIT } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  drawsOfItem,
  kenoClosedReason,
  kenoPeriodsToAsk,
  useKenoSales,
  useTicketForm,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { TicketFooter, useGameDraws } from '../play/game-periods';
import { KENO_MAX_PERIODS } from './keno-selection';

const KENO = getProduct('keno');

/**
 * The ticket state both Keno screens (numbers and bao) share: the cart form, the chosen
 * draws (the edited ticket's, else the next one) and the footer with the draws, the
 * ticket's lines and price and the cart buttons; choosing draws clears the form's error.
 * Outside the sales hours (`sales`) the cart buttons are disabled and say why, and the draws
 * listed are those sold once sales reopen (never the morning's draws before the opening).
 */
export function useKenoTicket(editing: VietlottCartItem | undefined) {
  const form = useTicketForm('keno', editing);
  const sales = useKenoSales();
  const limit = kenoPeriodsToAsk(sales, KENO_MAX_PERIODS, DRAW_PERIODS_MAX_LIMIT);
  const drawChoice = useGameDraws(
    'keno',
    editing ? drawsOfItem(editing) : undefined,
    limit,
    sales.opening,
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
        limit={limit}
        openFrom={sales.opening}
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
