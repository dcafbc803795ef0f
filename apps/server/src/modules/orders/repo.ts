import type { CutoffPolicy } from '@veso/contract';
import { BuyType } from '@veso/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { columnsOf, rowOf, runStatement, statement } from '../../db/prepared';
import { accounts } from '../../db/schema';
import { orderItems, orders, ticketReports, tickets } from '../../db/schema-orders';
import type { LimitsRefusal } from '../responsible-play';
import type { PricedItem } from './pricing';

/**
 * The SQL of orders: orders with their items and tickets, ticket reports (the draw
 * periods they are sold on are read through `draws/repo.ts`). Writes a reserved order with its
 * items (`reserve.ts`), and pays a purchase through the database's `purchase_order`
 * ({@link purchaseOrder}, the order service's one payment write).
 */

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketReportRow = typeof ticketReports.$inferSelect;

/** A draw an item is bought for. */
export type DrawPeriod = { drawCode: string; drawAt: Date; salesCloseAt: Date };

/** An account's birthday (null when not given; undefined when there is no such account). */
export async function accountBirthday(orm: Orm, accountId: number) {
  const [row] = await orm
    .select({ birthday: accounts.birthday })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.birthday;
}

/** An account's msisdn and birthday (undefined when there is no such account). */
export async function accountAsBuyer(orm: Orm, accountId: number) {
  const [row] = await orm
    .select({ msisdn: accounts.msisdn, birthday: accounts.birthday })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** The account's order with this id. */
export async function findOrder(
  orm: Orm,
  accountId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await orm
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
  return row;
}

/** The account's order written with this requestId (unique per account). */
export async function findOrderByRequest(
  orm: Orm,
  accountId: number,
  requestId: string,
): Promise<OrderRow | undefined> {
  const [row] = await orm
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.requestId, requestId)));
  return row;
}

/** The account's order locked `FOR UPDATE`, with its items in cart order (one read). */
export async function lockOrderWithItems(
  tx: Orm,
  accountId: number,
  orderId: number,
): Promise<{ row: OrderRow; items: ItemRow[] } | undefined> {
  const rows = await tx
    .select({ order: orders, item: orderItems })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .orderBy(asc(orderItems.position))
    .for('update', { of: orders });
  const [first] = rows;
  if (!first) return undefined;
  return { row: first.order, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

/** An item priced by the server with the draws it covers. */
export type PlannedItem = PricedItem & { periods: number; draws: DrawPeriod[] };

/** An order to write: who, how it is delivered and paid, and its planned items. */
export type NewOrder = {
  accountId: number;
  requestId: string;
  buyType: number;
  deliveryType: number;
  shipType: number;
  channel: string;
  paymentVendor: number;
  cutoffPolicy: CutoffPolicy;
  shipFee: number;
  receiverInfo?: object;
  customerInfo?: object;
  subscriptionId?: number | null;
  items: PlannedItem[];
};

/** What an order costs: its items' prices plus the ship fee. */
export function amountOf(order: NewOrder): number {
  return order.items.reduce((sum, i) => sum + i.pricePerDraw * i.periods, 0) + order.shipFee;
}

/** The header an order is written with, reserved or paid at once (amount: items + ship fee). */
function headerOf(order: NewOrder) {
  return {
    accountId: order.accountId,
    requestId: order.requestId,
    buyType: order.buyType,
    deliveryType: order.deliveryType,
    shipType: order.shipType,
    channel: order.channel,
    paymentVendor: order.paymentVendor,
    cutoffPolicy: order.cutoffPolicy,
    amount: amountOf(order),
    shipFee: order.shipFee,
    receiverInfo: order.receiverInfo ?? {},
    customerInfo: order.customerInfo ?? {},
    subscriptionId: order.subscriptionId ?? null,
  };
}

/** An order's items as the rows written for them (JSON, column names). */
function itemLines(order: NewOrder) {
  return order.items.map((item, position) => ({
    position,
    product: item.product,
    number_infos: item.numberInfos,
    lines: item.lines,
    periods: item.periods,
    draw_codes: item.draws.map((d) => ({
      drawCode: d.drawCode,
      drawAt: d.drawAt.toISOString(),
      salesCloseAt: d.salesCloseAt.toISOString(),
    })),
    price: item.pricePerDraw * item.periods,
  }));
}

const INSERT_RESERVED_ORDER = statement(
  'orders_insert_reserved',
  `WITH placed AS (
    INSERT INTO orders (account_id, request_id, state, buy_type, delivery_type, ship_type, channel,
      payment_vendor, cutoff_policy, amount, ship_fee, receiver_info, customer_info, subscription_id,
      created_at, expires_at)
    VALUES ($1, $2, 'reserved', $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb,
      $13, $14::timestamptz, $15::timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING id
  )
  INSERT INTO order_items (id, order_id, position, product, number_infos, lines, periods, draw_codes, price)
  SELECT nextval(pg_get_serial_sequence('order_items', 'id')), placed.id, line.position, line.product,
    line.number_infos, line.lines, line.periods, line.draw_codes, line.price
  FROM placed CROSS JOIN jsonb_to_recordset($16::text::jsonb)
    AS line (position int, product text, number_infos jsonb, lines int, periods int, draw_codes jsonb, price bigint)
  ORDER BY line.position
  RETURNING ${columnsOf(orderItems)}`,
);

/**
 * Writes a reserved order and its items in one statement (amount: the items' prices plus
 * the ship fee); null when the account already has an order with this requestId.
 */
export async function insertReservedOrder(
  tx: Orm,
  order: NewOrder,
  at: { now: Date; expiresAt: Date },
): Promise<{ row: OrderRow; items: ItemRow[] } | null> {
  if (order.items.length === 0) throw new Error('An order needs at least one item');
  const values = {
    ...headerOf(order),
    state: 'reserved',
    payRequestId: null,
    createdAt: at.now,
    expiresAt: at.expiresAt,
    paidAt: null,
  } satisfies Omit<OrderRow, 'id'>;
  const lines = itemLines(order);
  // No order written (a requestId seen before): no item either.
  const itemRows = await runStatement<ItemRow>(tx, INSERT_RESERVED_ORDER, [
    values.accountId,
    values.requestId,
    values.buyType,
    values.deliveryType,
    values.shipType,
    values.channel,
    values.paymentVendor,
    values.cutoffPolicy,
    values.amount,
    values.shipFee,
    JSON.stringify(values.receiverInfo),
    JSON.stringify(values.customerInfo),
    values.subscriptionId,
    at.now.toISOString(),
    at.expiresAt.toISOString(),
    JSON.stringify(lines),
  ]);
  const [first] = itemRows;
  if (!first) return null;
  return {
    row: { id: first.orderId, ...values },
    items: itemRows.sort((a, b) => a.position - b.position),
  };
}

const PURCHASE_ORDER = statement(
  'purchase_order',
  'SELECT purchase_order($1::text::jsonb) AS outcome',
);

/** How the ledger is posted for a purchase (see `purchase_order`, migration 0026). */
export type PurchasePosting = {
  kind: string;
  /** The posting's ref, before the order's id. */
  ref: string;
  /** The buyer's balances (the answer reports them after the payment). */
  main: string;
  prize: string;
  /**
   * The system account paying instead of the buyer's main balance (money taken earlier
   * from customers whose limits were checked then): no spending limits, no balance check.
   */
  payFrom?: string;
  /** The system accounts of the entries, opened on first use. */
  system: readonly string[];
  entries: readonly { account: string; amount: number }[];
};

/** What is bought: a new order written paid, or a reserved order of the buyer paid. */
export type PurchaseTarget =
  | { order: NewOrder; expiresAt: Date }
  | {
      reserved: { orderId: number; accountId: number };
      /** The requestId of the payment (the order's `payRequestId`). */
      requestId: string;
      /** The draws each item's tickets are for, by item position (moved by the cut-off). */
      draws: readonly (readonly DrawPeriod[])[];
    };

/** What counts as spent toward the spending limits (`SPENT_FOR_LIMITS` of the domain). */
export type SpentRule = {
  readonly excludedTicketStatuses: readonly number[];
  readonly excludedBuyTypes: readonly number[];
  readonly countedShareStates: readonly string[];
};

/** What {@link purchaseOrder} did. */
export type PurchaseOutcome =
  | {
      paid: {
        row: OrderRow;
        items: ItemRow[];
        tickets: TicketRow[];
        balances: { balance: number; prizeBalance: number };
      };
    }
  /** A new order whose requestId the account already used: nothing written. */
  | { duplicate: true }
  /** Refused (nothing written): the spending limits, or a balance short of the amount. */
  | { refused: LimitsRefusal | { refused: 'insufficient' } };

type PurchaseAnswer = {
  duplicate?: boolean;
  notPayable?: string;
  refused?: LimitsRefusal | { refused: 'insufficient' };
  order?: Record<string, unknown>;
  items?: Record<string, unknown>[];
  tickets?: Record<string, unknown>[];
  balance?: number;
  prizeBalance?: number;
};

/** Draws as the purchase function reads them. */
function drawLines(draws: readonly DrawPeriod[]) {
  return draws.map((d) => ({
    drawCode: d.drawCode,
    drawAt: d.drawAt.toISOString(),
    salesCloseAt: d.salesCloseAt.toISOString(),
  }));
}

/**
 * The one write of a purchase, one statement (the database's `purchase_order`, migration
 * 0026), inside the caller's transaction or as its own: a new order written paid with its
 * items, or a reserved order marked paid; unless paid from a system account
 * (`posting.payFrom`), the spending limits checked with the limits row locked
 * (`limitStarts`, `spent`: see `play_limits_refusal`) and the main balance debited; the
 * ledger posting written; one ticket per item and draw (status `ticketStatus`). A refusal
 * writes nothing.
 */
export async function purchaseOrder(
  orm: Orm,
  target: PurchaseTarget,
  options: {
    now: Date;
    limitStarts: Readonly<Record<string, string>>;
    spent: SpentRule;
    ticketStatus: number;
    posting: PurchasePosting;
  },
): Promise<PurchaseOutcome> {
  const common = {
    now: options.now.toISOString(),
    ticketStatus: options.ticketStatus,
    limitStarts: options.limitStarts,
    spent: options.spent,
    ledger: options.posting,
  };
  let document: object;
  if ('order' in target) {
    const { order } = target;
    if (order.items.length === 0) throw new Error('An order needs at least one item');
    document = {
      ...headerOf(order),
      ...common,
      expiresAt: target.expiresAt.toISOString(),
      items: itemLines(order),
      draws: order.items.map((item) => drawLines(item.draws)),
    };
  } else {
    document = {
      ...common,
      accountId: target.reserved.accountId,
      orderId: target.reserved.orderId,
      requestId: target.requestId,
      draws: target.draws.map((draws) => drawLines(draws)),
    };
  }
  const [row] = await runStatement<{ outcome: PurchaseAnswer | string }>(orm, PURCHASE_ORDER, [
    JSON.stringify(document),
  ]);
  const raw = row?.outcome;
  const answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PurchaseAnswer | undefined;
  if (!answer) throw new Error('purchase_order answered nothing');
  if (answer.duplicate) return { duplicate: true };
  // The caller locked and checked the reserved order: not payable here is a fault.
  if (answer.notPayable) throw new Error(`The order is not payable (${answer.notPayable})`);
  if (answer.refused) return { refused: answer.refused };
  if (!answer.order || !answer.items || !answer.tickets) {
    throw new Error('purchase_order answered no order');
  }
  return {
    paid: {
      row: rowOf(orders, answer.order),
      items: answer.items.map((item) => rowOf(orderItems, item)),
      tickets: answer.tickets.map((ticket) => rowOf(tickets, ticket)),
      balances: { balance: Number(answer.balance), prizeBalance: Number(answer.prizeBalance) },
    },
  };
}

/** The items, tickets (in draw order) and reported ticket ids of these orders. */
export async function selectOrderDetails(orm: Orm, orderIds: readonly number[]) {
  const items = await orm
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const ticketRows = await orm
    .select()
    .from(tickets)
    .where(inArray(tickets.orderId, [...orderIds]))
    .orderBy(asc(tickets.drawAt), asc(tickets.id));
  const reported =
    ticketRows.length === 0
      ? []
      : await orm
          .select({ ticketId: ticketReports.ticketId })
          .from(ticketReports)
          .where(
            inArray(
              ticketReports.ticketId,
              ticketRows.map((t) => t.id),
            ),
          );
  return { items, tickets: ticketRows, reported: new Set(reported.map((r) => r.ticketId)) };
}

type Page = { limit: number; offset: number };

/**
 * A page of the account's orders, newest first, and how many there are; `status` keeps
 * orders with a ticket in that status, `products` orders with an item of one of them.
 */
export async function selectOrderPage(
  orm: Orm,
  accountId: number,
  filter: { status?: number; products?: readonly string[] },
  page: Page,
): Promise<{ rows: OrderRow[]; total: number }> {
  // A group's order is the leader's on paper only: every member follows it in the group
  // history (/lich-su-choi-nhom), where each sees their own shares and prize.
  const conditions: SQL[] = [eq(orders.accountId, accountId), ne(orders.buyType, BuyType.group)];
  if (filter.status !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${tickets} where ${tickets.orderId} = ${orders.id} and ${tickets.status} = ${filter.status})`,
    );
  }
  if (filter.products && filter.products.length > 0) {
    const list = sql.join(
      filter.products.map((p) => sql`${p}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.product} in (${list}))`,
    );
  }
  const where = and(...conditions);
  const rows = await orm
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A page of the account's printed tickets of one product, newest first, with how many
 * there are, the ids of those it reported and the number sets of their items.
 */
export async function selectPaperTicketPage(
  orm: Orm,
  accountId: number,
  products: readonly string[],
  page: Page,
) {
  const where = and(
    eq(tickets.accountId, accountId),
    inArray(tickets.product, [...products]),
    isNotNull(tickets.serial),
  );
  const rows = await orm
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.printedAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(tickets).where(where);
  if (rows.length === 0)
    return { rows, total: total?.n ?? 0, reported: new Set<number>(), items: [] };
  const reported = await orm
    .select({ ticketId: ticketReports.ticketId })
    .from(ticketReports)
    .where(eq(ticketReports.accountId, accountId));
  const items = await orm
    .select({ id: orderItems.id, numberInfos: orderItems.numberInfos })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        rows.map((row) => row.itemId),
      ),
    );
  return {
    rows,
    total: total?.n ?? 0,
    reported: new Set(reported.map((r) => r.ticketId)),
    items,
  };
}

/** The account's ticket with this id. */
export async function findTicket(
  orm: Orm,
  accountId: number,
  ticketId: number,
): Promise<TicketRow | undefined> {
  const [row] = await orm
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.accountId, accountId)));
  return row;
}

/** Records a ticket report; undefined when the account already sent this requestId. */
export async function insertTicketReport(
  tx: Orm,
  report: { ticketId: number; accountId: number; requestId: string; reason: string; now: Date },
): Promise<TicketReportRow | undefined> {
  const [inserted] = await tx
    .insert(ticketReports)
    .values({
      ticketId: report.ticketId,
      accountId: report.accountId,
      requestId: report.requestId,
      reason: report.reason,
      createdAt: report.now,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The account's ticket report sent with this requestId. */
export async function findTicketReport(
  orm: Orm,
  accountId: number,
  requestId: string,
): Promise<TicketReportRow | undefined> {
  const [row] = await orm
    .select()
    .from(ticketReports)
    .where(and(eq(ticketReports.accountId, accountId), eq(ticketReports.requestId, requestId)));
  return row;
}

/** How many orders were ever paid, and their amounts in đồng (the metrics' shop-wide counters). */
export async function paidOrderTotals(orm: Orm): Promise<{ count: number; amount: number }> {
  const [row] = await orm
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.amount}), 0)::text`,
    })
    .from(orders)
    .where(isNotNull(orders.paidAt));
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}
