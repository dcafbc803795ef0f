import {
  Code,
  type ConfirmOrder,
  type CutoffPolicy,
  type Order,
  type OrderHistory,
  type PaperTicketList,
  type PaymentInfo,
  type ReportTicket,
  type confirmOrderBodySchema,
  type historyQuerySchema,
  type reportTicketBodySchema,
  type reserveOrderBodySchema,
} from '@veso/contract';
import { CART_MAX_ITEMS, getProduct, isAdult, salesStatus, type ProductId } from '@veso/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { accounts } from '../../db/schema';
import { orderItems, orders, ticketReports, tickets } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/errors';
import { shipFeeForReceiver } from '../delivery/service';
import { NotificationKind, notify } from '../notifications/service';
import { idempotent, storedAnswer } from '../session/idempotency';
import type { SessionContext } from '../session/service';
import { InsufficientFunds, customerBalances, mainAccountOf, post } from '../wallet/ledger';
import { OrderMessages } from './messages';
import { resolveDraws, type DrawPeriod } from './periods';
import {
  currentPricePerDraw,
  priceItem,
  productOf,
  type PricedItem,
  type PricedNumberInfo,
} from './pricing';
import {
  assertOnSale,
  assertPaymentLimits,
  currentSaleRules,
  saleRules,
  type SaleRules,
} from './purchase-rules';
import { assertMayBuy } from '../responsible-play/service';
// Paper lotteries (issue #16): the stock hooks of the order path.
import {
  holdForOrder,
  isPaperProduct,
  paperItemInput,
  paperItemOf,
  sellForOrder,
} from '../paper-stock/service';
import {
  TicketStatus,
  loadOrders,
  toOrder,
  toSummary,
  toTicket,
  type ItemRow,
  type OrderRow,
  type TicketRow,
} from './view';

/** Where the money paid for tickets goes (and refunds come from). */
export const TICKET_SALES_ACCOUNT = 'system:ticket_sales';

/** Where the ship fees of paper tickets go. */
export const SHIP_FEES_ACCOUNT = 'system:ship_fees';

/** How long a reserved order can be paid. */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;

/** The payment vendors of an order: only the main balance for now. */
export const PAYMENT_VENDORS = [{ id: 1, name: 'Tài khoản chính' }] as const;

type ReserveInput = z.output<typeof reserveOrderBodySchema>;
type ConfirmInput = z.output<typeof confirmOrderBodySchema>;
type HistoryInput = z.output<typeof historyQuerySchema>;

/**
 * Which products a reserve endpoint sells; `embedded`: the wallet-embedded shell's call,
 * priced at its unit (spec §9: 1,000đ for the computer lottery).
 */
export type OrderChannel = { call: string; products: readonly string[] | null; embedded?: boolean };

export const RESERVE_CHANNELS = {
  order: { call: 'order/reserve', products: null },
  vietlott: { call: 'order/reserve', products: ['mega645', 'power655'] },
  lotto535: { call: 'order/reserve', products: ['lotto535'] },
  keno: { call: 'keno/order/reserve', products: ['keno'] },
} as const satisfies Record<string, OrderChannel>;

function refuse(message: string): never {
  throw new ApiError(Code.INVALID_REQUEST, message);
}

class DuplicateRequest extends Error {}

/**
 * The refusal of a payment the main balance cannot cover (code 14): a subscription pauses
 * on it instead of skipping the draw.
 */
export class InsufficientBalance extends ApiError {
  constructor() {
    super(Code.INVALID_REQUEST, OrderMessages.insufficient);
  }
}

/**
 * Who buys: the signed-in customer, or the account behind a subscription or a gateway
 * callback (its birthday is then read from the account).
 */
export type Buyer = { accountId: number; birthday?: string | null };

/**
 * Refuses with the calendar's closed code (Keno outside 8:15–22:00: code 104 and its spec
 * message) when the product is outside its sales hours at `now`.
 */
export function assertSalesHours(product: string, now: Date): void {
  const status = salesStatus(product as ProductId, now);
  if (!status.open && status.reason === 'outsideSalesHours' && status.code !== null) {
    throw new ApiError(status.code);
  }
}

/** The draw calendar whose periods a product is sold on (Max 3D and Max 3D+ share `max3d`). */
export function calendarOf(product: string): string {
  return getProduct(product as ProductId)?.calendar ?? product;
}

/**
 * Refuses a buyer under 18 or without a birthday: the one read with the session, or the
 * account's when the session was built without it (the gateway's callback).
 */
async function assertAdult(orm: Orm, buyer: Buyer, now: Date): Promise<void> {
  let birthday = buyer.birthday;
  if (birthday === undefined) {
    const [row] = await orm
      .select({ birthday: accounts.birthday })
      .from(accounts)
      .where(eq(accounts.id, buyer.accountId));
    birthday = row?.birthday ?? null;
  }
  if (!birthday || !isAdult(birthday, now)) refuse(OrderMessages.underAge);
}

/** The caller's order row, or a not-found refusal. */
async function myOrder(orm: Orm, session: SessionContext, orderId: number) {
  const [row] = await orm
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, session.accountId)));
  if (!row) refuse(OrderMessages.notFound);
  return row;
}

/**
 * The caller's order row locked for paying, with its items in cart order (one read), or a
 * not-found refusal.
 */
export async function myOrderToPay(
  tx: Orm,
  session: Buyer,
  orderId: number,
): Promise<{ row: OrderRow; items: ItemRow[] }> {
  const rows = await tx
    .select({ order: orders, item: orderItems })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.accountId, session.accountId)))
    .orderBy(asc(orderItems.position))
    .for('update', { of: orders });
  const [first] = rows;
  if (!first) refuse(OrderMessages.notFound);
  return { row: first.order, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

/** The caller's order with items and tickets; another customer's answers not found. */
export async function getOrder(
  deps: AppDeps,
  session: SessionContext,
  orderId: number,
): Promise<Order> {
  const row = await myOrder(deps.db.orm, session, orderId);
  const [order] = await loadOrders(deps.db.orm, [row], deps.clock.now());
  if (!order) refuse(OrderMessages.notFound);
  return order;
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

/**
 * Writes a reserved order and its items (amount: the items' prices plus the ship fee);
 * null when the account already has an order with this requestId.
 */
async function insertReservedOrder(
  tx: Orm,
  order: NewOrder,
  now: Date,
): Promise<{ row: OrderRow; items: ItemRow[] } | null> {
  const ticketsAmount = order.items.reduce((sum, i) => sum + i.pricePerDraw * i.periods, 0);
  const [row] = await tx
    .insert(orders)
    .values({
      accountId: order.accountId,
      requestId: order.requestId,
      state: 'reserved',
      buyType: order.buyType,
      deliveryType: order.deliveryType,
      shipType: order.shipType,
      channel: order.channel,
      paymentVendor: order.paymentVendor,
      cutoffPolicy: order.cutoffPolicy,
      amount: ticketsAmount + order.shipFee,
      shipFee: order.shipFee,
      receiverInfo: order.receiverInfo ?? {},
      customerInfo: order.customerInfo ?? {},
      subscriptionId: order.subscriptionId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const itemRows = await tx
    .insert(orderItems)
    .values(
      order.items.map((item, position) => ({
        orderId: row.id,
        position,
        product: item.product,
        numberInfos: item.numberInfos,
        lines: item.lines,
        periods: item.periods,
        drawCodes: item.draws.map((d) => ({
          drawCode: d.drawCode,
          drawAt: d.drawAt.toISOString(),
          salesCloseAt: d.salesCloseAt.toISOString(),
        })),
        price: item.pricePerDraw * item.periods,
      })),
    )
    .returning();
  return { row, items: itemRows };
}

/**
 * The rules a reserved order must still pass to be paid (or sent to the wallet gateway),
 * whoever pays it: the buyer is an adult; every product is on sale (catalogue and the
 * operator's paused and coming-soon products) and in its sales hours; every item still
 * costs what it was reserved at (re-priced with the domain); the ticket amount is within
 * the payment limits (`buyMinConfigs`, else the domain's); the buyer has not excluded
 * themselves and stays under their spending limits (`lock`: the limits row is locked
 * for the payment's transaction). `rules`: the sale rules the caller read (read here
 * when not given).
 */
export async function assertPayable(
  tx: Orm,
  buyer: Buyer,
  order: { row: OrderRow; items: ItemRow[] },
  now: Date,
  options: { lock: boolean; rules?: SaleRules },
): Promise<void> {
  await assertAdult(tx, buyer, now);
  const rules = options.rules ?? (await saleRules(tx));
  for (const item of order.items) {
    assertOnSale(rules, item.product);
    assertSalesHours(item.product, now);
    const stored = item.numberInfos as PricedNumberInfo[];
    if (currentPricePerDraw(item.product as ProductId, stored) * item.periods !== item.price) {
      refuse(OrderMessages.priceChanged);
    }
  }
  assertPaymentLimits(
    rules,
    order.items.map((item) => ({ product: item.product, amount: item.price })),
  );
  await assertMayBuy(tx, buyer.accountId, order.row.amount - order.row.shipFee, now, options.lock);
}

/**
 * Pays a reserved order, locked by the caller, inside the caller's transaction: checks it
 * with {@link assertPayable}, settles its draws against the sales cut-off (moved to the
 * next draw or refused by `policy`), debits the main balance through the ledger and
 * writes one ticket per item and draw. The only place a purchase moves money.
 */
async function payReservedOrder(
  tx: Orm,
  buyer: Buyer,
  order: { row: OrderRow; items: ItemRow[] },
  options: { policy: CutoffPolicy; requestId: string; now: Date; rules?: SaleRules },
): Promise<{ row: OrderRow; items: ItemRow[]; tickets: TicketRow[] }> {
  const { row, items } = order;
  const { now, policy, requestId, rules } = options;
  await assertPayable(tx, buyer, order, now, { lock: true, rules });
  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  for (const item of items) {
    const chosen = (item.drawCodes as { drawCode: string }[]).map((d) => d.drawCode);
    // A paper ticket is for its own draw only (issue #16): never moved to the next one.
    const itemPolicy = isPaperProduct(item.product) ? 'refuse' : policy;
    const draws = await resolveDraws(
      tx,
      {
        product: calendarOf(item.product),
        drawCodes: chosen,
        periods: item.periods,
        policy: itemPolicy,
      },
      now,
    );
    const pricePerDraw = item.price / item.periods;
    for (const draw of draws) {
      ticketRows.push({
        orderId: row.id,
        itemId: item.id,
        accountId: row.accountId,
        product: item.product,
        drawCode: draw.drawCode,
        drawAt: draw.drawAt,
        salesCloseAt: draw.salesCloseAt,
        price: pricePerDraw,
        status: TicketStatus.waiting,
        createdAt: now,
      });
    }
  }
  try {
    await post(tx, {
      kind: 'order.pay',
      ref: `order:${row.id}`,
      at: now,
      entries: [
        { account: mainAccountOf(row.accountId), amount: -row.amount },
        { account: TICKET_SALES_ACCOUNT, amount: row.amount - row.shipFee },
        ...(row.shipFee > 0 ? [{ account: SHIP_FEES_ACCOUNT, amount: row.shipFee }] : []),
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new InsufficientBalance();
    throw error;
  }
  // The order turns paid and its tickets are written by one statement.
  const paidOrder = tx
    .$with('paid_order')
    .as(
      tx
        .update(orders)
        .set({ state: 'paid', paidAt: now, payRequestId: requestId })
        .where(eq(orders.id, row.id))
        .returning({ id: orders.id }),
    );
  const inserted = await tx.with(paidOrder).insert(tickets).values(ticketRows).returning();
  // Paper lotteries (issue #16): each stock ticket is sold to its ticket, or nothing is paid.
  await sellForOrder(tx, row, items, inserted, now);
  return {
    row: { ...row, state: 'paid', paidAt: now, payRequestId: requestId },
    items,
    tickets: inserted,
  };
}

/**
 * Places and pays an order in one go, inside the caller's transaction (a savepoint: a
 * refusal leaves nothing behind): the same rules and the same payment as a reserve then a
 * confirm. For the server's own purchases (subscriptions); null when the account already
 * has an order with this requestId (the purchase was made before).
 */
export async function placePaidOrder(
  tx: Orm,
  buyer: Buyer,
  order: NewOrder,
  now: Date,
): Promise<{ orderId: number } | null> {
  return tx.transaction(async (sp) => {
    const written = await insertReservedOrder(sp, order, now);
    if (!written) return null;
    await payReservedOrder(sp, buyer, written, {
      policy: order.cutoffPolicy,
      requestId: order.requestId,
      now,
    });
    return { orderId: written.row.id };
  });
}

/**
 * Reserves an order, once per requestId: every item is validated and priced with the
 * domain rules (client prices ignored), on sale (catalogue and operator), its draws chosen
 * from the open periods, the cart limit, payment limits, the buyer's age and spending
 * limits enforced. Nothing is taken yet.
 */
export async function reserveOrder(
  deps: AppDeps,
  session: SessionContext,
  input: ReserveInput,
  channel: OrderChannel,
): Promise<Order> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const key = { accountId: session.msisdn, call: channel.call, requestId: input.requestId };
  const replay = await storedAnswer<{ orderId: number }>(orm, now, key);
  if (replay) return getOrder(deps, session, replay.orderId);

  const items = input.orderItemInfos ?? (input.orderItemInfo ? [input.orderItemInfo] : []);
  if (items.length > CART_MAX_ITEMS) refuse(OrderMessages.cartFull);
  if (input.paymentVendor !== PAYMENT_VENDORS[0].id) refuse(OrderMessages.paymentVendor);
  await assertAdult(orm, session, now);
  const rules = await currentSaleRules(deps.db);

  const planned: PlannedItem[] = [];
  for (const requested of items) {
    // Paper lotteries (issue #16): the item is one stock ticket, for that ticket's draw.
    const paper = isPaperProduct(requested.product)
      ? await paperItemOf(orm, session.accountId, requested, now)
      : null;
    const item = paper ? paperItemInput(requested, paper) : requested;
    if (channel.products && !channel.products.includes(item.product)) {
      refuse(OrderMessages.wrongProduct);
    }
    assertOnSale(rules, item.product);
    const product = productOf(item.product);
    assertSalesHours(product.id, now);
    const periods = item.periods ?? Math.max(item.drawCodes.length, 1);
    if (periods > product.maxPeriods) refuse(OrderMessages.tooManyPeriods(product.maxPeriods));
    if (input.buyType === 1 && periods > 1) refuse(OrderMessages.periodsMismatch);
    const priced = priceItem(item, { embedded: channel.embedded === true });
    const draws = await resolveDraws(
      orm,
      {
        product: product.calendar,
        drawCodes: item.drawCodes,
        periods,
        policy: input.cutoffPolicy,
      },
      now,
    );
    if (paper) (priced.numberInfos[0] as PricedNumberInfo & { paper?: object }).paper = paper;
    planned.push({ ...priced, periods, draws });
  }

  assertPaymentLimits(
    rules,
    planned.map((item) => ({ product: item.product, amount: item.pricePerDraw * item.periods })),
  );
  const ticketsAmount = planned.reduce((sum, i) => sum + i.pricePerDraw * i.periods, 0);
  await assertMayBuy(orm, session.accountId, ticketsAmount, now, false);
  // Shipping the paper tickets (delivery 0) adds the server's ship fee to the amount.
  const shipFee =
    input.deliveryType === 0 ? shipFeeForReceiver(input.receiverInfo, ticketsAmount) : 0;

  let orderId: number;
  // What this call wrote, to answer it without reading the order back.
  let written: { row: OrderRow; items: ItemRow[] } | undefined;
  try {
    const result = await idempotent(
      orm,
      now,
      key,
      async (tx) => {
        const order = await insertReservedOrder(
          tx,
          {
            accountId: session.accountId,
            requestId: input.requestId,
            buyType: input.buyType,
            deliveryType: input.deliveryType,
            shipType: input.shipType,
            channel: input.channel,
            paymentVendor: input.paymentVendor,
            cutoffPolicy: input.cutoffPolicy,
            shipFee,
            receiverInfo: input.receiverInfo ?? {},
            customerInfo: input.customerInfo ?? {},
            items: planned,
          },
          now,
        );
        if (!order) throw new DuplicateRequest();
        // Paper lotteries (issue #16): the order holds its stock tickets, all or nothing.
        await holdForOrder(tx, order.row, order.items, now);
        written = order;
        return { orderId: order.row.id };
      },
      // The replay check above has just found no answer for this key.
      { lookup: false },
    );
    orderId = result.value.orderId;
    if (!result.replayed && written) {
      return toOrder(written.row, written.items, [], new Set(), now);
    }
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    const stored = await storedAnswer<{ orderId: number }>(orm, now, key);
    if (!stored) throw new ApiError(Code.TOO_FAST);
    orderId = stored.orderId;
  }
  return getOrder(deps, session, orderId);
}

/**
 * Pays a reserved order from the main balance, once per requestId, with
 * {@link payReservedOrder} in one transaction. An order already paid is answered as it
 * is, without a second charge.
 */
export async function confirmOrder(
  deps: AppDeps,
  session: SessionContext,
  input: ConfirmInput,
): Promise<ConfirmOrder> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  if (input.paymentVendor !== PAYMENT_VENDORS[0].id) refuse(OrderMessages.paymentVendor);
  const key = { accountId: session.msisdn, call: 'order/confirm', requestId: input.requestId };
  // What this call wrote, to answer it without reading the order back.
  let paid: { row: OrderRow; items: ItemRow[]; tickets: TicketRow[] } | undefined;
  const rules = await currentSaleRules(deps.db);
  const result = await idempotent(
    orm,
    now,
    key,
    async (tx) => {
      const order = await myOrderToPay(tx, session, input.orderId);
      const { row } = order;
      if (row.state === 'paid') return { orderId: row.id };
      if (row.state === 'cancelled') refuse(OrderMessages.cancelled);
      if (row.state !== 'reserved' || row.expiresAt.getTime() <= now.getTime()) {
        refuse(OrderMessages.expired);
      }
      paid = await payReservedOrder(tx, session, order, {
        policy: input.cutoffPolicy ?? (row.cutoffPolicy as CutoffPolicy),
        requestId: input.requestId,
        now,
        rules,
      });
      return { orderId: row.id };
    },
    // A replay finds the order paid and changes nothing (see `idempotent`): no read first.
    { lookup: false },
  );
  const order =
    !result.replayed && paid
      ? toOrder(
          paid.row,
          paid.items,
          paid.tickets.toSorted((a, b) => a.drawAt.getTime() - b.drawAt.getTime() || a.id - b.id),
          new Set(),
          now,
        )
      : await getOrder(deps, session, result.value.orderId);
  return { order, ...(await customerBalances(orm, session.accountId)) };
}

/** Payment info: what the order costs and whether the main balance covers it. */
export async function paymentInfo(
  deps: AppDeps,
  session: SessionContext,
  orderId: number,
): Promise<PaymentInfo> {
  const order = await getOrder(deps, session, orderId);
  const { balance } = await customerBalances(deps.db.orm, session.accountId);
  return {
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    balance,
    enough: order.state === 'paid' || balance >= order.amount,
    paymentVendors: [...PAYMENT_VENDORS],
  };
}

/**
 * The caller's orders, newest first, paged; `status` keeps orders with a ticket in that
 * status (-1 or absent: all), `products` orders with an item of one of them.
 */
export async function orderHistory(
  deps: AppDeps,
  session: SessionContext,
  input: Omit<HistoryInput, 'product'> & { products?: readonly string[] },
): Promise<OrderHistory> {
  const orm = deps.db.orm;
  const conditions: SQL[] = [eq(orders.accountId, session.accountId)];
  if (input.status !== undefined && input.status >= 0) {
    conditions.push(
      sql`exists (select 1 from ${tickets} where ${tickets.orderId} = ${orders.id} and ${tickets.status} = ${input.status})`,
    );
  }
  if (input.products && input.products.length > 0) {
    const list = sql.join(
      input.products.map((p) => sql`${p}`),
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
    .limit(input.page_size)
    .offset((input.page_index - 1) * input.page_size);
  const [total] = await orm.select({ n: count() }).from(orders).where(where);
  const full = await loadOrders(orm, rows, deps.clock.now());
  return {
    items: full.map(toSummary),
    page_index: input.page_index,
    page_size: input.page_size,
    total: total?.n ?? 0,
  };
}

/**
 * `POST xsdt/order/report`: records the customer's report of an erroneous ticket (once per
 * requestId) and confirms it with a notification; support handles it from there.
 */
export async function reportTicket(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof reportTicketBodySchema>,
): Promise<ReportTicket> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const [ticket] = await orm
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, input.ticketId), eq(tickets.accountId, session.accountId)));
  if (!ticket) refuse(OrderMessages.ticketNotFound);
  return orm.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ticketReports)
      .values({
        ticketId: ticket.id,
        accountId: session.accountId,
        requestId: input.requestId,
        reason: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await notify(tx, {
        accountId: session.accountId,
        kind: NotificationKind.report,
        title: 'Đã nhận phản ánh về vé',
        body: `Chúng tôi đã nhận phản ánh về vé kỳ #${ticket.drawCode} của đơn hàng #${ticket.orderId} và sẽ liên hệ với bạn sớm nhất.`,
        orderId: ticket.orderId,
        ticketId: ticket.id,
        at: now,
      });
    }
    const [row] = inserted
      ? [inserted]
      : await tx
          .select()
          .from(ticketReports)
          .where(
            and(
              eq(ticketReports.accountId, session.accountId),
              eq(ticketReports.requestId, input.requestId),
            ),
          );
    if (!row) throw new ApiError(Code.TOO_FAST);
    return { reportId: row.id, ticketId: row.ticketId, createdAt: row.createdAt.toISOString() };
  });
}

/**
 * The caller's printed tickets of some products (their paper-ticket images), newest first;
 * none when `products` is empty.
 */
export async function paperTickets(
  deps: AppDeps,
  session: SessionContext,
  input: { products: readonly string[]; page_index: number; page_size: number },
): Promise<PaperTicketList> {
  const orm = deps.db.orm;
  if (input.products.length === 0) {
    return { items: [], page_index: input.page_index, page_size: input.page_size, total: 0 };
  }
  const where = and(
    eq(tickets.accountId, session.accountId),
    inArray(tickets.product, [...input.products]),
    isNotNull(tickets.serial),
  );
  const rows = await orm
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.printedAt), desc(tickets.id))
    .limit(input.page_size)
    .offset((input.page_index - 1) * input.page_size);
  const [total] = await orm.select({ n: count() }).from(tickets).where(where);
  const reported = new Set(
    rows.length === 0
      ? []
      : (
          await orm
            .select({ ticketId: ticketReports.ticketId })
            .from(ticketReports)
            .where(eq(ticketReports.accountId, session.accountId))
        ).map((r) => r.ticketId),
  );
  const numberInfos = new Map(
    rows.length === 0
      ? []
      : (
          await orm
            .select({ id: orderItems.id, numberInfos: orderItems.numberInfos })
            .from(orderItems)
            .where(
              inArray(
                orderItems.id,
                rows.map((row) => row.itemId),
              ),
            )
        ).map((item) => [item.id, item.numberInfos as PricedNumberInfo[]] as const),
  );
  return {
    items: rows.map((row) => ({
      ...toTicket(row, reported.has(row.id)),
      orderId: row.orderId,
      numberInfos: numberInfos.get(row.itemId) ?? [],
    })),
    page_index: input.page_index,
    page_size: input.page_size,
    total: total?.n ?? 0,
  };
}
