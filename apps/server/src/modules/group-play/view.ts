import type { Group, GroupDetail, GroupKind, GroupMember, GroupProduct } from '@veso/contract';
import {
  completionPercent,
  groupFeeCategory,
  groupTicketType,
  maskPhone,
  maxMemberShares,
  minLeaderShares,
  msisdnToLocal,
  sharePriceOf,
  type GroupProductId,
} from '@veso/domain';
import type { Orm } from '../../db/database';
import type { PricedItem } from '../orders';
import { productOf } from '../orders';
import { toTicket } from '../orders';
import {
  accountNames,
  memberCounts,
  membersOf,
  membershipsOf,
  ticketsOfOrder,
  type GroupRow,
  type MemberRow,
} from './repo';

/** How groups, members and their tickets are answered (the contract's shapes). */

/** The group's tickets as stored: priced order items for its one draw. */
export function itemsOf(row: GroupRow): PricedItem[] {
  return row.items as PricedItem[];
}

/**
 * What the group costs and what one share costs. A published group keeps the price fixed
 * when its leader published it; a draft's is its tickets' price now, split exactly (0 while
 * it has no ticket or its price does not divide into its shares: publishing it is refused).
 */
function priceOf(row: GroupRow): { totalAmount: number; sharePrice: number } {
  if (row.status !== 'draft') return { totalAmount: row.totalAmount, sharePrice: row.sharePrice };
  const totalAmount = itemsOf(row).reduce((sum, item) => sum + item.pricePerDraw, 0);
  return { totalAmount, sharePrice: sharePriceOf(totalAmount, row.totalShares) ?? 0 };
}

/** A name others see: the masked phone number; the account itself sees its own name. */
function displayName(
  names: Map<number, { fullname: string | null; msisdn: string }>,
  accountId: number,
  viewer: number | null,
): string {
  const name = names.get(accountId);
  if (!name) return '';
  if (viewer === accountId) return name.fullname?.trim() || msisdnToLocal(name.msisdn);
  return maskPhone(name.msisdn);
}

function minePart(member: MemberRow | undefined): Group['mine'] {
  if (!member) return null;
  return {
    shares: member.shares,
    amount: member.amount,
    state: member.state as 'held' | 'paid' | 'refunded',
    isLeader: member.isLeader,
    prizeGross: member.prizeGross,
    prizeTax: member.prizeTax,
    prizeNet: member.prizeNet,
  };
}

function toGroup(
  row: GroupRow,
  context: {
    names: Map<number, { fullname: string | null; msisdn: string }>;
    viewer: number | null;
    members: number;
    mine: MemberRow | undefined;
  },
): Group {
  const product = row.product as GroupProductId;
  return {
    groupId: row.id,
    name: row.name,
    kind: row.kind as GroupKind,
    product: row.product as GroupProduct,
    productName: productOf(row.product).name,
    ticketType: groupTicketType(product),
    buyType: 3,
    feeCategory: groupFeeCategory(product),
    drawCode: row.drawCode,
    drawAt: row.drawAt.toISOString(),
    salesCloseAt: row.salesCloseAt.toISOString(),
    deadline: row.deadline.toISOString(),
    status: row.status as Group['status'],
    leaderName: displayName(context.names, row.leaderAccountId, context.viewer),
    totalShares: row.totalShares,
    soldShares: row.soldShares,
    remainingShares: row.totalShares - row.soldShares,
    ...priceOf(row),
    percent: completionPercent(row.soldShares, row.totalShares),
    groupStatusWin: row.groupStatusWin === 1 ? 1 : 0,
    prizeGross: row.prizeGross,
    memberCount: context.members,
    minLeaderShares: minLeaderShares(row.totalShares),
    maxMemberShares: maxMemberShares(row.totalShares),
    items: itemsOf(row).map((item) => ({
      numberInfos: item.numberInfos.map((info) => ({
        ...info,
        level: info.level ?? null,
        bet: info.bet ?? null,
      })),
      lines: item.lines,
      price: item.pricePerDraw,
    })),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    mine: minePart(context.mine),
  };
}

/** Groups as the lists show them, with the viewer's part when signed in. */
export async function toGroups(
  orm: Orm,
  rows: readonly GroupRow[],
  viewer: number | null,
): Promise<Group[]> {
  const ids = rows.map((r) => r.id);
  const [names, counts, mine] = await Promise.all([
    accountNames(
      orm,
      rows.map((r) => r.leaderAccountId),
    ),
    memberCounts(orm, ids),
    viewer === null ? Promise.resolve([]) : membershipsOf(orm, viewer, ids),
  ]);
  const mineOf = new Map(mine.map((m) => [m.groupId, m]));
  return rows.map((row) =>
    toGroup(row, {
      names,
      viewer,
      members: counts.get(row.id) ?? 0,
      mine: mineOf.get(row.id),
    }),
  );
}

/** One group with its members and, once ordered, its tickets. */
export async function toGroupDetail(
  orm: Orm,
  row: GroupRow,
  viewer: number | null,
): Promise<GroupDetail> {
  const members = await membersOf(orm, row.id);
  const [names, ticketRows] = await Promise.all([
    accountNames(orm, [row.leaderAccountId, ...members.map((m) => m.accountId)]),
    row.orderId === null ? Promise.resolve([]) : ticketsOfOrder(orm, row.orderId),
  ]);
  const active = members.filter((m) => m.state !== 'refunded');
  const mine = viewer === null ? undefined : members.find((m) => m.accountId === viewer);
  const group = toGroup(row, { names, viewer, members: active.length, mine });
  const member = (m: MemberRow): GroupMember => ({
    name: displayName(names, m.accountId, viewer),
    shares: m.shares,
    isLeader: m.isLeader,
    state: m.state as GroupMember['state'],
    joinedAt: m.joinedAt.toISOString(),
    prizeGross: m.prizeGross,
  });
  // Members who paid see the tickets' images (the ordinary path answers them too).
  const canSee = mine?.state === 'paid';
  return {
    ...group,
    members: active.map(member),
    tickets: ticketRows.map((t) => {
      const ticket = toTicket(t, false);
      return {
        ...ticket,
        imagePath: canSee ? ticket.imagePath : null,
      };
    }),
  };
}
