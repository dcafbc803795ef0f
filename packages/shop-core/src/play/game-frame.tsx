import type { PeriodList } from '@veso/contract';
import type { Product } from '@veso/domain';
import type { ReactNode } from 'react';
import type { ChosenDraw } from '../orders/vietlott-cart';
import type { QueryLike } from '../ui/query-view';
import styles from '../ui/screen.module.css';
import { PeriodPicker } from './period-picker';
import { TicketActions } from './ticket-actions';

export type GameHeaderProps = {
  titleId: string;
  info: Product;
  /** Editing a cart ticket: 'Sửa vé …'. */
  editing: boolean;
  /** A heading other than the product's name. */
  title?: string;
  /** More of the header: a guide link, a notice. */
  children?: ReactNode;
};

/** The game's name (or 'Sửa vé …' while editing a cart ticket), its one-line pitch and draw days. */
export function GameHeader({ titleId, info, editing, title, children }: GameHeaderProps) {
  const name = title ?? info.name;
  return (
    <header>
      <h1 id={titleId} className={styles.title}>
        {editing ? `Sửa vé ${name}` : name}
      </h1>
      <p className={styles.muted}>{info.shortDescription}</p>
      <p className={styles.muted}>Lịch quay: {info.drawSchedule}</p>
      {children}
    </header>
  );
}

export type TicketFooterProps = {
  /** The periods on sale of the game (its period list call). */
  periods: QueryLike<PeriodList>;
  /** The game's cut-off rule, shown with the periods. */
  notice?: ReactNode;
  maxPeriods: number;
  draws: readonly ChosenDraw[];
  onDraws: (draws: ChosenDraw[]) => void;
  /** Lines of the whole ticket (0 while incomplete) and its price in đồng. */
  lines: number;
  total: number;
  /** Whether anything is chosen on the ticket (`anyChosen`): with nothing the buy bar is off. */
  chosen: boolean;
  editing: boolean;
  error: string | null;
  onSubmit: (goToCart: boolean) => void;
  /** Why the ticket cannot be bought now: the cart buttons are disabled and say so. */
  blocked?: string | null;
  /** While the game is closed, when it reopens: only the draws sold then are listed. */
  openFrom?: number | null;
  /** More of the page between the draws and the buy bar (the prize rules, 'Nuôi bộ số'). */
  children?: ReactNode;
};

/**
 * 'Chọn kỳ quay', then the page's `children`, then the buy bar (the ticket's lines, draws and
 * price, its error and the cart buttons) kept at the bottom of the screen: the footer is the
 * last part of its page.
 */
export function TicketFooter({
  periods,
  notice,
  maxPeriods,
  draws,
  onDraws,
  lines,
  total,
  chosen,
  editing,
  error,
  onSubmit,
  blocked,
  openFrom,
  children,
}: TicketFooterProps) {
  return (
    <>
      <PeriodPicker
        query={periods}
        notice={notice}
        chosen={draws.map((draw) => draw.drawCode)}
        maxPeriods={maxPeriods}
        onChange={onDraws}
        openFrom={openFrom}
      />
      {children}
      <TicketActions
        lines={lines}
        draws={draws.length}
        total={total}
        chosen={chosen}
        editing={editing}
        error={error}
        onSubmit={onSubmit}
        blocked={blocked}
      />
    </>
  );
}
