import type { OrderableProduct } from '@veso/contract';
import type { Product } from '@veso/domain';
import type { ChosenDraw } from '@veso/shop-core';
import { PeriodPicker } from '../play/period-picker';
import { TicketActions, TicketSummary } from '../play/ticket-actions';
import styles from '../styles';

export type GameHeaderProps = {
  titleId: string;
  info: Product;
  /** Editing a cart ticket: 'Sửa vé …'. */
  editing: boolean;
};

/** The game's name, its one-line pitch and draw days. */
export function GameHeader({ titleId, info, editing }: GameHeaderProps) {
  return (
    <header>
      <h1 id={titleId} className={styles.title}>
        {editing ? `Sửa vé ${info.name}` : info.name}
      </h1>
      <p className={styles.muted}>{info.shortDescription}</p>
      <p className={styles.muted}>Lịch quay: {info.drawSchedule}</p>
    </header>
  );
}

export type TicketFooterProps = {
  product: OrderableProduct;
  maxPeriods: number;
  /** How many upcoming draws to list; default the server's. */
  limit?: number;
  draws: readonly ChosenDraw[];
  onDraws: (draws: ChosenDraw[]) => void;
  /** Lines of the whole ticket (0 while incomplete) and its price in đồng. */
  lines: number;
  total: number;
  editing: boolean;
  error: string | null;
  onSubmit: (goToCart: boolean) => void;
};

/** 'Chọn kỳ quay', the ticket's lines and price, its error and the cart buttons. */
export function TicketFooter({
  product,
  maxPeriods,
  limit,
  draws,
  onDraws,
  lines,
  total,
  editing,
  error,
  onSubmit,
}: TicketFooterProps) {
  return (
    <>
      <PeriodPicker
        product={product}
        chosen={draws.map((draw) => draw.drawCode)}
        maxPeriods={maxPeriods}
        limit={limit}
        onChange={onDraws}
      />
      <TicketSummary lines={lines} draws={draws.length} total={total} />
      <TicketActions editing={editing} error={error} onSubmit={onSubmit} />
    </>
  );
}
