import type { RefusalRule } from '@veso/contract';
import {
  Code,
  GROUP_KINDS,
  GROUP_MESSAGES,
  GROUP_PRODUCTS,
  type GroupConfig,
  type GroupKind,
  type GroupProduct,
  type GroupDetail,
  type GroupPurchase,
  type groupAddTicketBodySchema,
  type groupConfirmBodySchema,
  type groupLeaveBodySchema,
  type groupReserveBodySchema,
  type numberInfoSchema,
  type OrderProduct,
} from '@veso/contract';
import {
  GROUP_PLAY_RULES,
  formatMoney,
  groupDeadline,
  groupFeeCategory,
  groupTicketType,
  maxMemberShares,
  minLeaderShares,
  sharePriceOf,
} from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps, Seller } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import { cachedAppConfig } from '../catalog';
import { NotificationKind, notify } from '../notifications';
import { openPeriods } from '../orders';
import {
  itemsOf as requestItemsOf,
  priceItem,
  productOf,
  serverRequestId,
  toOrderItem,
  type PricedItem,
} from '../orders';
import {
  calendarOf,
  checkPurchase,
  currentSaleRules,
  placePaidOrder,
  type Customer,
  type SaleRules,
} from '../orders';
import type { PrintingAgent } from '../../providers/printing-agent';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { InsufficientFunds, customerBalances, mainAccountOf, post } from '../wallet';
import {
  findGroup,
  findGroupByRequest,
  insertGroup,
  insertMember,
  lockGroup,
  membersOf,
  moveMembers,
  updateGroup,
  updateMember,
  type GroupRow,
  type MemberRow,
} from './repo';
import { itemsOf, toGroupDetail } from './view';

/**
 * Group play ("mua chung"): a leader reserves a group, adds its tickets and
 * publishes it with their own shares; members buy shares. Money bought shares cost is
 * taken from the main balance into the group holds (`GROUP_HOLDS_ACCOUNT`) — held, not
 * spent — and goes back on leave or refund. The purchase that sells the last share orders
 * the group's tickets once, on the ordinary order path (`placePaidOrder`, buy type 3),
 * paid from the holds. Every change of a group happens with its row locked, so shares are
 * never oversold and the order is placed once. The money rules are in `@veso/domain`
 * (`group-play.ts`); the deadline refunds and the prize split are in `jobs.ts`.
 */

/** Where members' money waits while their group is not full (a system ledger account). */
export const GROUP_HOLDS_ACCOUNT = 'system:group_holds';

type ReserveInput = z.output<typeof groupReserveBodySchema>;
type AddTicketInput = z.output<typeof groupAddTicketBodySchema>;
type ConfirmInput = z.output<typeof groupConfirmBodySchema>;
type LeaveInput = z.output<typeof groupLeaveBodySchema>;
type NumberInfo = z.output<typeof numberInfoSchema>;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** The shares left cannot cover the request (spec §8 code 1007). */
function refuseShares(message: string): never {
  throw new ApiError(Code.GROUP_SHARE_INSUFFICIENT, message);
}

/** `GET /group_config_percent_available`: the rules of a new group and the app's flag. */
export async function groupConfig(deps: AppDeps): Promise<GroupConfig> {
  const config = await cachedAppConfig(deps.db);
  return {
    enabled: config.features.groupPlay,
    percents: [...GROUP_PLAY_RULES.leaderPercents],
    minLeaderPercent: GROUP_PLAY_RULES.minLeaderPercent,
    maxMemberPercent: GROUP_PLAY_RULES.maxMemberPercent,
    minShares: GROUP_PLAY_RULES.minShares,
    maxShares: GROUP_PLAY_RULES.maxShares,
    deadlineMarginMinutes: GROUP_PLAY_RULES.deadlineMarginMinutes,
    kinds: [...GROUP_KINDS],
    // New Keno groups follow the spec §9 'group Keno' flag.
    products: GROUP_PRODUCTS.filter(
      (product) => product !== 'keno' || config.features.groupKeno,
    ).map((product) => ({
      product,
      productName: productOf(product).name,
      ticketType: groupTicketType(product),
      feeCategory: groupFeeCategory(product),
    })),
  };
}

/**
 * Prices one ticket of a group with the order path's rules; a bao group takes bao
 * tickets only, a single-ticket group ('ve-le-tc') single lines only.
 */
function priceGroupTicket(kind: string, product: string, numberInfos: NumberInfo[]): PricedItem {
  const bao = kind === 'mua-chung-ve-bao' || kind === 've-bao-tc';
  if (bao && numberInfos.some((n) => n.form !== 'bao'))
    refuse(GROUP_MESSAGES.baoOnly, 'numberInfos', 'value');
  if (kind === 've-le-tc' && numberInfos.some((n) => n.form !== 'single')) {
    refuse(GROUP_MESSAGES.singleOnly, 'numberInfos', 'value');
  }
  return priceItem({ product: product as OrderProduct, drawCodes: [], numberInfos });
}

/** The draw a new group buys: the one chosen, or the next whose group deadline is ahead. */
async function groupDraw(orm: Orm, product: string, drawCode: string | undefined, now: Date) {
  const open = await openPeriods(orm, calendarOf(product), now);
  const selling = open.filter((p) => groupDeadline(p.salesCloseAt).getTime() > now.getTime());
  if (drawCode === undefined) {
    const [next] = selling;
    if (!next) refuse(GROUP_MESSAGES.noDraw, 'drawCode', 'state');
    return next;
  }
  const chosen = selling.find((p) => p.drawCode === drawCode);
  if (chosen) return chosen;
  if (open.some((p) => p.drawCode === drawCode)) refuse(GROUP_MESSAGES.noDraw, 'drawCode', 'state');
  return refuse(GROUP_MESSAGES.drawUnknown, 'drawCode', 'exists');
}

function groupName(input: GroupRequest, drawCode: string): string {
  return input.name?.trim() || `Nhóm ${productOf(input.product).name} kỳ #${drawCode}`;
}

async function detailOf(deps: AppDeps, groupId: number, viewer: number | null) {
  const row = await findGroup(deps.db.orm, groupId);
  if (!row) throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
  return toGroupDetail(deps.db.orm, row, viewer);
}

/** A group's reserve read from either form: every field the shop's form names, resolved. */
type GroupRequest = {
  requestId: string;
  kind: GroupKind;
  product: GroupProduct;
  drawCode: string | undefined;
  totalShares: number;
  name: string | undefined;
  /** The group's tickets, each up to 6 number sets. */
  tickets: NumberInfo[][];
};

const isGroupProduct = (product: string): product is GroupProduct =>
  (GROUP_PRODUCTS as readonly string[]).includes(product);

/**
 * The reserve in the shop's form, from either form: the spec's items read through the order
 * paths' one mapping (`toOrderItem`, the group-play ticket types naming their game), one
 * product and at most one draw; the kind, when not sent, from the number sets (every one a
 * bao: 'mua-chung-ve-bao'); a server requestId when none was sent (a draft takes no money).
 */
function groupRequestOf(input: ReserveInput): GroupRequest {
  const items = requestItemsOf(input).map((item) => toOrderItem(item, { groupPlay: true }));
  const products = new Set<string>([
    ...(input.product ? [input.product] : []),
    ...items.map((item) => item.product),
  ]);
  const drawCodes = new Set([
    ...(input.drawCode ? [input.drawCode] : []),
    ...items.flatMap((item) => item.drawCodes),
  ]);
  if (products.size > 1 || drawCodes.size > 1)
    refuse(GROUP_MESSAGES.oneProductOneDraw, 'orderItemInfo', 'mismatch');
  const [product] = products;
  if (product === undefined) return refuse(GROUP_MESSAGES.notGroupProduct, 'product', 'required');
  if (!isGroupProduct(product))
    refuse(GROUP_MESSAGES.notGroupProduct, 'orderItemInfo.category', 'value');
  const tickets = [
    ...(input.numberInfos ? [input.numberInfos] : []),
    ...items.map((item) => item.numberInfos),
  ];
  if (tickets.length > GROUP_PLAY_RULES.maxTickets) {
    refuse(GROUP_MESSAGES.tooManyTickets(GROUP_PLAY_RULES.maxTickets), 'orderItemInfo', 'max');
  }
  const sets = tickets.flat();
  const allBao = sets.length > 0 && sets.every((set) => set.form === 'bao');
  return {
    requestId: input.requestId ?? serverRequestId(),
    kind: input.kind ?? (allBao ? 'mua-chung-ve-bao' : 'cung-chon-so'),
    product,
    drawCode: [...drawCodes][0],
    totalShares: input.totalShares,
    name: input.name,
    tickets,
  };
}

/**
 * `POST /order/reserve`: a draft group led by the caller (once per requestId), in the
 * shop's form or the spec's order request ({@link groupRequestOf}): its product on sale,
 * its draw still open with the group deadline ahead, its share count within the rules, its
 * tickets priced when given. Nothing is taken yet.
 */
export async function reserveGroup(
  deps: AppDeps,
  session: SessionContext,
  body: ReserveInput,
): Promise<GroupDetail> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const config = await cachedAppConfig(deps.db);
  if (!config.features.groupPlay) refuse(GROUP_MESSAGES.disabled, 'product', 'state');
  const input = groupRequestOf(body);
  if (input.product === 'keno' && !config.features.groupKeno)
    refuse(GROUP_MESSAGES.kenoDisabled, 'product', 'state');
  const { minShares, maxShares } = GROUP_PLAY_RULES;
  if (input.totalShares < minShares || input.totalShares > maxShares) {
    refuse(GROUP_MESSAGES.totalShares(minShares, maxShares), 'totalShares', 'value');
  }
  // Not priced yet: the group's price is checked when its leader publishes it.
  await checkPurchase(orm, session, [{ product: input.product }], {
    now,
    agent: deps.printingAgent,
    rules: await currentSaleRules(deps.db),
    spending: false,
  });
  const items = input.tickets.map((ticket) => priceGroupTicket(input.kind, input.product, ticket));
  const draw = await groupDraw(orm, input.product, input.drawCode, now);
  const key = requestKey(session.msisdn, 'group/order/reserve', body);
  const result = await idempotent(orm, now, key, async (tx) => {
    const row =
      (await insertGroup(tx, {
        leaderAccountId: session.accountId,
        requestId: input.requestId,
        kind: input.kind,
        product: input.product,
        name: groupName(input, draw.drawCode),
        drawCode: draw.drawCode,
        drawAt: draw.drawAt,
        salesCloseAt: draw.salesCloseAt,
        deadline: groupDeadline(draw.salesCloseAt),
        status: 'draft',
        totalShares: input.totalShares,
        totalAmount: items.reduce((sum, i) => sum + i.pricePerDraw, 0),
        items,
        createdAt: now,
      })) ?? (await findGroupByRequest(tx, session.accountId, input.requestId));
    if (!row) throw new ApiError(Code.TOO_FAST);
    return { groupId: row.id };
  });
  return detailOf(deps, result.value.groupId, session.accountId);
}

/** `POST /add_ticket`: one more ticket of the caller's draft group (once per requestId). */
export async function addGroupTicket(
  deps: AppDeps,
  session: SessionContext,
  input: AddTicketInput,
): Promise<GroupDetail> {
  const now = deps.clock.now();
  const key = requestKey(session.msisdn, 'group/add_ticket', input);
  await idempotent(deps.db.orm, now, key, async (tx) => {
    const row = await lockGroup(tx, input.groupId);
    if (!row || (row.status === 'draft' && row.leaderAccountId !== session.accountId)) {
      throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
    }
    if (row.leaderAccountId !== session.accountId)
      refuse(GROUP_MESSAGES.notLeader, 'groupId', 'state');
    if (row.status !== 'draft') refuse(GROUP_MESSAGES.notDraft, 'groupId', 'state');
    const items = itemsOf(row);
    if (items.length >= GROUP_PLAY_RULES.maxTickets) {
      refuse(GROUP_MESSAGES.tooManyTickets(GROUP_PLAY_RULES.maxTickets), 'groupId', 'max');
    }
    const item = priceGroupTicket(row.kind, row.product, input.numberInfos);
    await updateGroup(tx, row.id, {
      items: [...items, item],
      totalAmount: row.totalAmount + item.pricePerDraw,
    });
    return { groupId: row.id };
  });
  return detailOf(deps, input.groupId, session.accountId);
}

/**
 * Takes `amount` from the member's main balance into the group holds (checked before as
 * a purchase, the member's spending limits included).
 */
async function hold(tx: Orm, group: GroupRow, accountId: number, amount: number, now: Date) {
  try {
    await post(tx, {
      kind: 'group.hold',
      ref: `group:${group.id}`,
      at: now,
      entries: [
        { account: mainAccountOf(accountId), amount: -amount },
        { account: GROUP_HOLDS_ACCOUNT, amount },
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) refuse(GROUP_MESSAGES.insufficient, 'shares', 'max');
    throw error;
  }
}

/** Returns a member's hold to their main balance; the member row is marked refunded. */
export async function releaseHold(
  tx: Orm,
  group: GroupRow,
  member: MemberRow,
  now: Date,
  kind: 'group.leave' | 'group.refund',
): Promise<void> {
  if (member.amount > 0) {
    await post(tx, {
      kind,
      ref: `group:${group.id}:member:${member.id}`,
      at: now,
      entries: [
        { account: GROUP_HOLDS_ACCOUNT, amount: -member.amount },
        { account: mainAccountOf(member.accountId), amount: member.amount },
      ],
    });
  }
  await updateMember(tx, member.id, { state: 'refunded', updatedAt: now });
}

/**
 * Orders a full group's tickets once, in the transaction that sold its last share: one
 * order of the leader's (buy type 3, delivery: the agent holds the tickets) on the
 * ordinary path, paid from the holds; every member's hold becomes paid, and every member
 * is told.
 */
async function orderFullGroup(
  tx: Orm,
  group: GroupRow,
  now: Date,
  seller: Seller,
): Promise<GroupRow> {
  const draw = { drawCode: group.drawCode, drawAt: group.drawAt, salesCloseAt: group.salesCloseAt };
  const placed = await placePaidOrder(
    tx,
    { accountId: group.leaderAccountId },
    {
      accountId: group.leaderAccountId,
      requestId: `group-${group.id}`,
      buyType: 3,
      deliveryType: 1,
      shipType: 0,
      channel: 'GROUP',
      paymentVendor: 1,
      cutoffPolicy: 'refuse',
      shipFee: 0,
      customerInfo: { groupId: group.id },
      items: itemsOf(group).map((item) => ({ ...item, periods: 1, draws: [draw] })),
    },
    { now, seller, payFrom: { account: GROUP_HOLDS_ACCOUNT } },
  );
  if (!placed) throw new Error(`Group ${group.id} was ordered before`);
  const paid = await moveMembers(tx, group.id, 'held', 'paid', now);
  const row = await updateGroup(tx, group.id, {
    status: 'ordered',
    orderId: placed.orderId,
    closedAt: now,
  });
  for (const member of paid) {
    await notify(tx, {
      accountId: member.accountId,
      kind: NotificationKind.group,
      title: 'Nhóm mua chung đã đủ cổ phần',
      body: `${group.name} đã đủ ${group.totalShares} cổ phần. Vé của nhóm đã được đặt mua (đơn hàng #${placed.orderId}); ${member.shares} cổ phần của quý khách (${formatMoney(member.amount)}) đã được thanh toán.`,
      orderId: placed.orderId,
      at: now,
    });
  }
  return row;
}

/** What buying shares of a group costs a customer, checked against the group's rules. */
export type SharePurchase = {
  shares: number;
  sharePrice: number;
  /** shares × sharePrice. */
  amount: number;
  /** The group's price (a draft's: its tickets' price). */
  total: number;
  /** The customer's member row, and the shares they hold now. */
  existing: MemberRow | undefined;
  holding: number;
};

/**
 * Checks that `accountId` may buy `shares` of `group` now by the group's rules (the
 * leader's first shares publish a draft) and what they cost; refuses in the customer's
 * words otherwise. The purchase itself is checked by {@link checkShareBuyer}. Nothing is
 * written.
 */
export async function checkShares(
  tx: Orm,
  group: GroupRow,
  accountId: number,
  shares: number,
  now: Date,
): Promise<SharePurchase> {
  if (shares < 1) refuse(GROUP_MESSAGES.sharesPositive, 'shares', 'min');
  if (group.status === 'draft') {
    const items = itemsOf(group);
    if (items.length === 0) refuse(GROUP_MESSAGES.noTickets, 'groupId', 'state');
    if (now.getTime() >= group.deadline.getTime())
      refuse(GROUP_MESSAGES.deadlinePassed, 'groupId', 'state');
    const total = items.reduce((sum, i) => sum + i.pricePerDraw, 0);
    const sharePrice = sharePriceOf(total, group.totalShares);
    if (sharePrice === null)
      refuse(GROUP_MESSAGES.notDivisible(total, group.totalShares), 'totalShares', 'value');
    const min = minLeaderShares(group.totalShares);
    const max = maxMemberShares(group.totalShares);
    if (shares < min) refuse(GROUP_MESSAGES.leaderMin(min), 'shares', 'min');
    if (shares > max) refuse(GROUP_MESSAGES.memberMax(max), 'shares', 'max');
    return {
      shares,
      sharePrice,
      amount: shares * sharePrice,
      total,
      existing: undefined,
      holding: 0,
    };
  }
  if (group.status === 'ordered' || group.status === 'settled') {
    refuseShares(GROUP_MESSAGES.soldOut);
  }
  if (group.status !== 'open') refuse(GROUP_MESSAGES.notOpen, 'groupId', 'state');
  if (now.getTime() >= group.deadline.getTime())
    refuse(GROUP_MESSAGES.deadlinePassed, 'groupId', 'state');
  const left = group.totalShares - group.soldShares;
  if (shares > left) refuseShares(GROUP_MESSAGES.sharesLeft(left));
  const members = await membersOf(tx, group.id);
  const existing = members.find((m) => m.accountId === accountId);
  const holding = existing?.state === 'held' ? existing.shares : 0;
  const max = maxMemberShares(group.totalShares);
  if (holding + shares > max) refuse(GROUP_MESSAGES.memberMax(max), 'shares', 'max');
  return {
    shares,
    sharePrice: group.sharePrice,
    amount: shares * group.sharePrice,
    total: group.totalAmount,
    existing,
    holding,
  };
}

/**
 * Checks the buyer's purchase of shares ({@link checkPurchase}): the group's tickets
 * (their price against the payment limits) on sale now, and what the shares cost against
 * the buyer's spending limits, with their limits row locked for the hold.
 */
export async function checkShareBuyer(
  tx: Orm,
  buyer: Customer,
  group: GroupRow,
  purchase: SharePurchase,
  channel: { now: Date; agent: PrintingAgent | undefined; vendor?: number; rules?: SaleRules },
): Promise<void> {
  await checkPurchase(tx, buyer, [{ product: group.product, amount: purchase.total }], {
    ...channel,
    spending: { amount: purchase.amount, lock: true },
  });
}

/**
 * Buys the checked shares: the money is held and the member written; the leader's first
 * shares publish their draft at its price. The purchase that sells the last share orders
 * the group's tickets (`seller`: the app's printing agent and product families).
 */
async function buy(
  tx: Orm,
  group: GroupRow,
  session: Customer,
  purchase: SharePurchase,
  now: Date,
  seller: Seller,
): Promise<void> {
  const { shares, sharePrice, amount, total, existing, holding } = purchase;
  const publishing = group.status === 'draft';
  await hold(tx, group, session.accountId, amount, now);
  if (existing) {
    await updateMember(tx, existing.id, {
      shares: holding + shares,
      amount: (holding + shares) * sharePrice,
      state: 'held',
      updatedAt: now,
      ...(holding === 0 ? { joinedAt: now } : {}),
    });
  } else {
    await insertMember(tx, {
      groupId: group.id,
      accountId: session.accountId,
      isLeader: publishing,
      shares,
      amount,
      state: 'held',
      joinedAt: now,
      updatedAt: now,
    });
  }
  const row = await updateGroup(
    tx,
    group.id,
    publishing
      ? { status: 'open', soldShares: shares, sharePrice, totalAmount: total, publishedAt: now }
      : { soldShares: group.soldShares + shares },
  );
  if (row.soldShares === row.totalShares) await orderFullGroup(tx, row, now, seller);
}

/**
 * `POST /confirm_order`: buys `shares` of a group from the main balance, held until the
 * group is full (once per requestId). The leader's call on their draft publishes it. The
 * call that sells the last share orders the group's tickets in the same transaction.
 */
export async function confirmGroupShares(
  deps: AppDeps,
  session: Customer,
  input: ConfirmInput,
): Promise<GroupPurchase> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const rules = await currentSaleRules(deps.db);
  const key = requestKey(session.msisdn, 'group/confirm_order', input);
  await idempotent(orm, now, key, (tx) =>
    buySharesInTransaction(tx, deps, session, input, { now, rules }),
  );
  return {
    group: await detailOf(deps, input.groupId, session.accountId),
    ...(await customerBalances(orm, session.accountId)),
  };
}

/**
 * Buys the buyer's shares of a group inside the caller's transaction, as confirm buys
 * them: the group locked, the shares and the buyer checked, the money held (the last share
 * orders the group's tickets). For confirm, and for a wallet's callback buying with the
 * payment it just credited (in its own transaction, the buyer being the payment's account).
 */
export async function buySharesInTransaction(
  tx: Orm,
  seller: Seller,
  buyer: Customer,
  input: { groupId: number; shares: number; paymentVendor?: number | undefined },
  options: { now: Date; rules: SaleRules },
): Promise<{ groupId: number }> {
  const { now, rules } = options;
  if (input.shares < 1) refuse(GROUP_MESSAGES.sharesPositive, 'shares', 'min');
  const group = await lockGroup(tx, input.groupId);
  if (!group || (group.status === 'draft' && group.leaderAccountId !== buyer.accountId)) {
    throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
  }
  const purchase = await checkShares(tx, group, buyer.accountId, input.shares, now);
  await checkShareBuyer(tx, buyer, group, purchase, {
    now,
    agent: seller.printingAgent,
    vendor: input.paymentVendor,
    rules,
  });
  await buy(tx, group, buyer, purchase, now, seller);
  return { groupId: group.id };
}

/**
 * Returns every hold of a group not ordered (deadline passed, or its leader left) and
 * closes it as `status`, telling each member why.
 */
export async function refundGroup(
  tx: Orm,
  group: GroupRow,
  status: 'refunded' | 'cancelled',
  now: Date,
): Promise<number> {
  const members = (await membersOf(tx, group.id)).filter((m) => m.state === 'held');
  const why =
    status === 'refunded'
      ? `${group.name} chưa đủ cổ phần trước hạn góp nên không đặt mua vé.`
      : `Trưởng nhóm đã huỷ ${group.name} trước khi nhóm đủ cổ phần.`;
  for (const member of members) {
    await releaseHold(tx, group, member, now, 'group.refund');
    await notify(tx, {
      accountId: member.accountId,
      kind: NotificationKind.refunded,
      title: 'Nhóm mua chung đã hoàn tiền',
      body: `${why} ${formatMoney(member.amount)} của ${member.shares} cổ phần đã được hoàn vào tài khoản chính.`,
      at: now,
    });
  }
  await updateGroup(tx, group.id, { status, closedAt: now });
  return members.length;
}

/**
 * `POST /leave_group`: before the group is full the caller's hold is returned (the
 * leader leaving cancels the group and returns every hold); once full it is refused.
 */
export async function leaveGroup(
  deps: AppDeps,
  session: SessionContext,
  input: LeaveInput,
): Promise<GroupPurchase> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const key = requestKey(session.msisdn, 'group/leave_group', input);
  await idempotent(orm, now, key, async (tx) => {
    const group = await lockGroup(tx, input.groupId);
    if (!group || (group.status === 'draft' && group.leaderAccountId !== session.accountId)) {
      throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
    }
    if (group.status === 'ordered' || group.status === 'settled') {
      refuse(GROUP_MESSAGES.leaveAfterFull, 'groupId', 'state');
    }
    if (group.status === 'refunded' || group.status === 'cancelled') {
      refuse(GROUP_MESSAGES.leaveClosed, 'groupId', 'state');
    }
    if (group.status === 'draft') {
      await updateGroup(tx, group.id, { status: 'cancelled', closedAt: now });
      return { groupId: group.id };
    }
    const member = (await membersOf(tx, group.id)).find(
      (m) => m.accountId === session.accountId && m.state === 'held',
    );
    if (!member) refuse(GROUP_MESSAGES.notMember, 'groupId', 'state');
    if (member.isLeader) {
      await refundGroup(tx, group, 'cancelled', now);
      return { groupId: group.id };
    }
    await releaseHold(tx, group, member, now, 'group.leave');
    await updateGroup(tx, group.id, { soldShares: group.soldShares - member.shares });
    return { groupId: group.id };
  });
  return {
    group: await detailOf(deps, input.groupId, session.accountId),
    ...(await customerBalances(orm, session.accountId)),
  };
}

/** `GET /get_detail_history_group`: one group (drafts only to their leader). */
export async function groupDetail(
  deps: AppDeps,
  viewer: number | null,
  groupId: number,
): Promise<GroupDetail> {
  const row = await findGroup(deps.db.orm, groupId);
  if (!row || (row.status === 'draft' && row.leaderAccountId !== viewer)) {
    throw invalidRequest(GROUP_MESSAGES.notFound, 'groupId', 'exists', 404);
  }
  return toGroupDetail(deps.db.orm, row, viewer);
}
