import {
  DRAW_CALENDAR_IDS,
  PRODUCTS,
  type DiscontinuedProductId,
  type DrawCalendarId,
  type Product,
  type ProductId,
  type ProductIdOf,
  type ResultCalendarId,
  type StatisticCalendarId,
} from './catalog';
import { DRAW_CALENDARS } from './calendar/calendar-data';
import { GROUP_TICKET_TYPES, type GroupProductId } from './group-play/group-play';

/**
 * The product-family lists every layer uses (the contract's enums, the server's loops, the
 * screens' tabs), derived from the catalogue in its home-page order: a new product joins
 * the lists of its family by its catalogue entry alone. Each list is typed by the same
 * rule read from the catalogue's entries (`ProductIdOf`, …), so an enum of the contract
 * built on a list names its products exactly. Frozen.
 */

function idsWhere<T extends ProductId>(test: (product: Product) => boolean): readonly T[] {
  return Object.freeze(PRODUCTS.filter(test).map((product) => product.id as T));
}

function calendarsWhere<T extends DrawCalendarId>(test: (id: DrawCalendarId) => boolean) {
  return Object.freeze(DRAW_CALENDAR_IDS.filter(test) as T[]) as readonly T[];
}

const discontinued = (product: Product) => product.saleStatus === 'discontinued';

/** A regional paper lottery (xổ số kiến thiết, lottery type xstt): its id is its calendar. */
export type PaperProductId = ProductIdOf<'paper'>;
/** The regional paper lotteries: north, centre, south. */
export const PAPER_PRODUCT_IDS = idsWhere<PaperProductId>((p) => p.family === 'paper');

/** A computer-lottery product (lottery type xsdt): the 6x36 and the loto games. */
export type XsdtProductId = ProductIdOf<'computer' | 'loto'>;
/** The computer lottery (6x36 and its bao) and the loto games, sold on the order path. */
export const XSDT_PRODUCT_IDS = idsWhere<XsdtProductId>(
  (p) => p.family === 'computer' || p.family === 'loto',
);

/** A Vietlott game that is not discontinued. */
export type OrderableVietlottId = Exclude<ProductIdOf<'vietlott'>, DiscontinuedProductId>;
/** The Vietlott games that can be ordered (every one but the discontinued Max 4D). */
export const ORDERABLE_VIETLOTT_IDS = idsWhere<OrderableVietlottId>(
  (p) => p.family === 'vietlott' && !discontinued(p),
);

/** The products a group can buy (those with a group ticket type, `GROUP_TICKET_TYPES`). */
export const GROUP_PRODUCT_IDS = idsWhere<GroupProductId>((p) => p.id in GROUP_TICKET_TYPES);

export type { ResultCalendarId, StatisticCalendarId };

/**
 * The draws that have periods and results: every draw calendar that has not ended (Max 4D
 * ended in 2021). Max 3D Pro is drawn though the shop does not sell it.
 */
export const RESULT_CALENDAR_IDS = calendarsWhere<ResultCalendarId>(
  (id) => DRAW_CALENDARS[id].lastDay === null,
);

/**
 * The draws with number statistics: those of a product on sale whose player picks numbers
 * on a draw of numbers (Max 3D's digit groups have none; the paper lotteries, bought as
 * printed tickets, neither; the loto games give the northern draw its statistics).
 */
export const STATISTIC_CALENDAR_IDS = calendarsWhere<StatisticCalendarId>((id) =>
  PRODUCTS.some(
    (p) =>
      p.calendar === id && !discontinued(p) && p.pick !== null && p.result.kind !== 'digitGroups',
  ),
);
