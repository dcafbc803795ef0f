import { formatMoney } from '@veso/domain';
import type { GroupsOfOrders } from '../group-play';
import { NotificationKind, type Notice } from '../notifications';

/**
 * What settling a draw tells the buyers: one notice per order and draw, whatever its number
 * of tickets (a paper order's five tickets, a Keno order's lines), won or not.
 */

/** How a winning ticket's prize was paid by settlement. */
export type TicketPayout =
  /** Credited to the buyer's prize balance, tax withheld. */
  | { kind: 'credited'; gross: number; tax: number; net: number }
  /** Claimed in person (`note` says where and how); nothing credited. */
  | { kind: 'claim'; gross: number; note: string }
  /** Split among a group's members, each told their part by group play. */
  | { kind: 'group'; gross: number };

/** A settled ticket: who bought it, in which order. */
type SettledTicket = { id: number; orderId: number; accountId: number };

/** The key of an order's settlement notice: one per order and draw (and account). */
export function settlementNoticeKey(product: string, drawCode: string, orderId: number): string {
  return `settled:${product}:${drawCode}:${orderId}`;
}

function ticketsWord(count: number): string {
  return count === 1 ? 'Vé' : `${count} vé`;
}

/** The body of an order that won: the total, then what was credited and what is claimed. */
function wonBody(
  draw: { name: string; drawCode: string },
  orderId: number,
  tickets: number,
  payouts: readonly TicketPayout[],
): string {
  const gross = payouts.reduce((sum, p) => sum + p.gross, 0);
  const parts = [
    tickets === 1
      ? `Vé ${draw.name} kỳ #${draw.drawCode} của đơn hàng #${orderId} đã trúng ${formatMoney(gross)}.`
      : `Đơn hàng #${orderId} có ${payouts.length}/${tickets} vé ${draw.name} kỳ #${draw.drawCode} trúng thưởng, tổng ${formatMoney(gross)}.`,
  ];
  const credited = payouts.filter((p) => p.kind === 'credited');
  if (credited.length > 0) {
    const tax = credited.reduce((sum, p) => sum + p.tax, 0);
    const net = credited.reduce((sum, p) => sum + p.net, 0);
    parts.push(
      tax > 0
        ? `Đã khấu trừ ${formatMoney(tax)} thuế thu nhập cá nhân và cộng ${formatMoney(net)} vào tài khoản trả thưởng.`
        : `Đã cộng ${formatMoney(net)} vào tài khoản trả thưởng.`,
    );
  }
  const claims = payouts.filter((p) => p.kind === 'claim');
  if (claims.length > 0) {
    const claimed = claims.reduce((sum, p) => sum + p.gross, 0);
    if (claimed !== gross) parts.push(`Giải ${formatMoney(claimed)} cần lĩnh trực tiếp:`);
    parts.push(...new Set(claims.map((p) => p.note)));
  }
  return parts.join(' ');
}

/**
 * The notices of a settled draw: for each order (in the order of its first ticket), one to
 * its buyer — the prizes of its winning tickets summed ('won'), or that none won
 * ('settled'). A group's order: a win is told to each member by group play (their part);
 * when none of its tickets won, each paying member is told so here. Every notice carries the
 * key of its order and draw, so settling the draw again writes none twice.
 */
export function orderNotices(
  draw: { product: string; name: string; drawCode: string },
  tickets: readonly SettledTicket[],
  payouts: ReadonlyMap<number, TicketPayout>,
  groups: GroupsOfOrders,
  at: Date,
): Notice[] {
  const orders = new Map<number, SettledTicket[]>();
  for (const ticket of tickets) {
    const list = orders.get(ticket.orderId) ?? [];
    list.push(ticket);
    orders.set(ticket.orderId, list);
  }
  const notices: Notice[] = [];
  for (const [orderId, list] of orders) {
    const [first] = list;
    if (!first) continue;
    const ticketId = list.length === 1 ? first.id : null;
    const key = settlementNoticeKey(draw.product, draw.drawCode, orderId);
    const won = list.flatMap((t) => {
      const payout = payouts.get(t.id);
      return payout ? [payout] : [];
    });
    const lostBody = `${ticketsWord(list.length)} ${draw.name} kỳ #${draw.drawCode}`;
    const group = groups.get(orderId);
    if (group) {
      if (won.length > 0) continue;
      for (const member of group.members) {
        notices.push({
          accountId: member.accountId,
          kind: NotificationKind.settled,
          title: 'Vé nhóm mua chung không trúng thưởng',
          body: `${lostBody} của ${group.group.name} không trúng thưởng. Chúc bạn may mắn lần sau.`,
          orderId,
          ticketId,
          at,
          key,
        });
      }
      continue;
    }
    notices.push({
      accountId: first.accountId,
      ...(won.length > 0
        ? {
            kind: NotificationKind.won,
            title: 'Chúc mừng bạn đã trúng thưởng',
            body: wonBody(draw, orderId, list.length, won),
          }
        : {
            kind: NotificationKind.settled,
            title: `Đơn hàng #${orderId} không trúng thưởng`,
            body: `${lostBody} của đơn hàng #${orderId} không trúng thưởng. Chúc bạn may mắn lần sau.`,
          }),
      orderId,
      ticketId,
      at,
      key,
    });
  }
  return notices;
}
