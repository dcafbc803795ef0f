import { topPrizeOf, type Product } from '@veso/domain';
import { GameHeader, LiveDrawBar } from '@veso/shop-core';
import type { ReactNode } from 'react';

export type GameTopProps = {
  titleId: string;
  info: Product;
  editing: boolean;
  /** Shown at the top of the sticky bar, kept in view (Keno outside its sales hours). */
  notice?: ReactNode;
  /** Sales are closed: the bar leaves out the period on sale and its countdown. */
  salesClosed?: boolean;
};

/**
 * The top of a Vietlott game page: its name and schedule, then the draw on sale, its
 * jackpot and the countdown to its cut-off, kept in view (sticky) while numbers are
 * picked. Keno's adds the last result and follows the live draw.
 */
export function GameTop({ titleId, info, editing, notice, salesClosed }: GameTopProps) {
  return (
    <>
      <GameHeader titleId={titleId} info={info} editing={editing} />
      <LiveDrawBar
        calendar={info.calendar}
        // Keno's bar already carries the last result's 20 balls: no top prize line, so
        // the sticky bar leaves the numbers room on a phone.
        topPrize={info.calendar === 'keno' ? null : topPrizeOf(info.id)}
        notice={notice}
        salesClosed={salesClosed}
      />
    </>
  );
}
