import { getProduct } from '@veso/domain';
import {
  anyChosen,
  KenoHoursBanner,
  numberSetOfInfo,
  useEditedItem,
  usePageTitle,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import { useId } from 'react';
import { KenoBaoPage } from './keno-bao-page';
import {
  KenoSelection,
  kenoSetError,
  kenoSetLines,
  kenoSetPrice,
  useKenoSelection,
} from './keno-selection';
import { KenoPrizeTable } from './keno-prize-table';
import { useKenoTicket } from './keno-ticket';
import styles from '../styles';
import { gameToneStyle } from '@veso/ui-kit';
import { GameTop } from '../play/game-top';

const KENO = getProduct('keno');

export type KenoPageProps = {
  /** Quick pick's random source (tests pass a seeded one). */
  random?: () => number;
};

/**
 * /keno (spec §2): numbers of a level 1–10 from 01–80 or a big/small, even/odd bet, sets
 * A–F, the stake, the current draw and the next ones (every 8 minutes, each with its
 * countdown), lines and price live from the domain, add to cart / 'Mua ngay'. Outside
 * 8:15–22:00 a banner at the top (kept in view) says so and when sales open again, and the
 * cart buttons are disabled; browsing goes on. A cart Keno bao ticket
 * opens here too and is edited on the bao form.
 */
export function KenoPage({ random }: KenoPageProps) {
  const editing = useEditedItem('keno');
  if (editing?.numberInfos[0]?.form === 'kenoBao') return <KenoBaoPage random={random} />;
  return <KenoPlay editing={editing} random={random} />;
}

function KenoPlay({ editing, random }: KenoPageProps & { editing?: VietlottCartItem }) {
  const titleId = useId();
  const ticket = useKenoTicket(editing);
  const { form } = ticket;
  const { setError } = form;
  const selection = useKenoSelection(editing?.numberInfos.map(numberSetOfInfo));
  usePageTitle(KENO.name);

  const { sets } = selection;
  const draws = ticket.draws;
  const drawCount = Math.max(draws.length, 1);
  const lines = sets.reduce((sum, set) => sum + kenoSetLines(set), 0);
  const total = sets.reduce((sum, set) => sum + kenoSetPrice(set, drawCount), 0);

  function submit(goToCart: boolean) {
    form.submit(
      {
        sets,
        draws,
        check: kenoSetError,
        onInvalidSet: selection.setActive,
        onAdded: selection.reset,
      },
      goToCart,
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId} style={gameToneStyle(KENO.calendar)}>
      <GameTop
        titleId={titleId}
        info={KENO}
        editing={editing !== undefined}
        notice={<KenoHoursBanner sales={ticket.sales} />}
        salesClosed={!ticket.sales.open}
      />
      <KenoSelection
        selection={selection}
        draws={drawCount}
        onEdit={() => setError(null)}
        random={random}
      />
      {selection.mode === 'basic' ? (
        <KenoPrizeTable level={selection.level} stake={selection.stake} />
      ) : null}
      {ticket.footer(lines, total, anyChosen(sets), submit)}
    </section>
  );
}
