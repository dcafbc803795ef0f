import { formatMoney, sharePool, splitGroupPrize } from '@veso/domain';
import type { Orm } from '../../db/database';
import { TicketStatus } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { type JobQueue, type JobRunner, type JobRunnerOptions } from '../../jobs/runner';
import { workQueue, workRunner } from '../../jobs/work';
import { NotificationKind, notify } from '../notifications';
import { TICKET_SALES_ACCOUNT } from '../orders';
import { SystemAccount, mainAccountOf, post, prizeAccountOf } from '../wallet';
import {
  addMemberPrize,
  expiredGroups,
  findGroupOfOrder,
  findTicket,
  lockGroupsOfOrders,
  membersOf,
  ticketsOfOrder,
  updateGroup,
  type GroupRow,
  type MemberRow,
} from './repo';
import { refundGroup } from './service';

/**
 * What group play does outside a customer's call: the deadline job (a group not full at
 * its deadline is refunded in full), and the hooks the order jobs call for a group's
 * tickets — the prize split at settlement, the refund of a ticket the agent could not
 * print, and who may see a ticket's image.
 */

/**
 * The deadline job's queue (see `src/jobs/work.ts`): groups past their deadline still
 * open (or drafts never published) are claimed (key `group-deadline-<id>`); each is
 * handled in its own transaction, only while still open and held by this claim: every
 * member's hold returned to their main balance with a notification, the group `refunded`
 * (a draft, which holds no money, is `cancelled`).
 */
export function groupDeadlineQueue(deps: AppDeps): JobQueue<GroupRow, number | undefined> {
  return workQueue<GroupRow, number>({
    name: 'group-deadlines',
    claim: (limit, lease) =>
      expiredGroups.claim(deps.db.orm, limit, lease, (row) => `group-deadline-${row.id}`),
    work: (claimed, leaseId) =>
      deps.db.orm.transaction(async (tx) => {
        const now = deps.clock.now();
        const group = await expiredGroups.lockHeld(tx, claimed.id, leaseId);
        if (!group) return undefined;
        if (group.status === 'draft') {
          await updateGroup(tx, group.id, {
            status: 'cancelled',
            closedAt: now,
            leaseId: null,
            leaseUntil: null,
          });
          return 0;
        }
        const refunded = await refundGroup(tx, group, 'refunded', now);
        await updateGroup(tx, group.id, { leaseId: null, leaseUntil: null });
        return refunded;
      }),
    release: async (row, leaseId, retryAt) => {
      await expiredGroups.release(deps.db.orm, row.id, leaseId, retryAt);
    },
  });
}

/** The deadline job's runner (never gives up: the money is owed). */
export function groupDeadlineRunner(
  deps: AppDeps,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<number | undefined> {
  return workRunner(groupDeadlineQueue(deps), deps.clock, options);
}

/** One pass of the deadline job: how many groups were closed (refunded or cancelled). */
export async function runGroupDeadlines(
  deps: AppDeps,
  runner: JobRunner<number | undefined> = groupDeadlineRunner(deps),
): Promise<number> {
  return (await runner.pass()).done;
}

/** The groups of a draw's tickets, for settlement: by order id, with their paying members. */
export type GroupsOfOrders = Map<number, { group: GroupRow; members: MemberRow[] }>;

/** The groups (locked) whose tickets are among these orders, with their paid members. */
export async function groupsOfOrders(
  tx: Orm,
  orderIds: readonly number[],
): Promise<GroupsOfOrders> {
  const found: GroupsOfOrders = new Map();
  for (const group of await lockGroupsOfOrders(tx, orderIds)) {
    const members = (await membersOf(tx, group.id)).filter((m) => m.state === 'paid');
    if (group.orderId !== null) found.set(group.orderId, { group, members });
  }
  return found;
}

/**
 * Credits a group ticket's prize, inside settlement's transaction: split among the paying
 * members pro rata to their shares, exact to the đồng (the earlier member first on equal
 * remainders), each part taxed as that member's prize, each net part to that member's
 * prize balance — one posting, the tax to `taxAccount` — and each member told their part.
 * Answers the ticket's total tax and net.
 */
export async function creditGroupPrize(
  tx: Orm,
  entry: { group: GroupRow; members: MemberRow[] },
  ticket: { id: number; orderId: number; drawCode: string; productName: string },
  gross: number,
  options: { taxAccount: string; now: Date },
): Promise<{ tax: number; net: number }> {
  const { taxAccount, now } = options;
  const { group, members } = entry;
  const parts = splitGroupPrize(
    gross,
    members.map((m) => m.shares),
  );
  const tax = parts.reduce((sum, p) => sum + p.tax, 0);
  const net = gross - tax;
  await post(tx, {
    kind: 'prize.settle',
    ref: `ticket:${ticket.id}`,
    at: now,
    entries: [
      { account: SystemAccount.prizes, amount: -gross },
      ...members.map((m, i) => ({
        account: prizeAccountOf(m.accountId),
        amount: parts[i]?.net ?? 0,
      })),
      { account: taxAccount, amount: tax },
    ].filter((e) => e.amount !== 0),
  });
  for (const [i, member] of members.entries()) {
    const part = parts[i] ?? { gross: 0, tax: 0, net: 0 };
    await addMemberPrize(tx, member.id, part);
    await notify(tx, {
      accountId: member.accountId,
      kind: NotificationKind.won,
      title: 'Chúc mừng nhóm mua chung đã trúng thưởng',
      body: `Vé ${ticket.productName} kỳ #${ticket.drawCode} của ${group.name} đã trúng ${formatMoney(gross)}. Phần của quý khách theo ${member.shares}/${group.totalShares} cổ phần là ${formatMoney(part.gross)}; sau thuế, ${formatMoney(part.net)} đã được cộng vào tài khoản trả thưởng.`,
      orderId: ticket.orderId,
      ticketId: ticket.id,
      at: now,
    });
  }
  await updateGroup(tx, group.id, {
    groupStatusWin: 1,
    prizeGross: group.prizeGross + gross,
  });
  group.prizeGross += gross;
  return { tax, net };
}

/**
 * A group ticket's prize above the in-person threshold (judged on the ticket's whole
 * prize), inside settlement's transaction: nothing is credited (the lottery company pays it
 * against the ticket and the members' IDs); each paying member's part is recorded as
 * {@link creditGroupPrize} splits it (taxed as their own prize: what the company pays them),
 * each member is told the prize, their part and how to claim it (`note`); the group is
 * marked won. Answers the ticket's total tax and net.
 */
export async function holdGroupPrize(
  tx: Orm,
  entry: { group: GroupRow; members: MemberRow[] },
  ticket: { id: number; orderId: number; drawCode: string; productName: string },
  gross: number,
  options: { note: string; now: Date },
): Promise<{ tax: number; net: number }> {
  const { note, now } = options;
  const { group, members } = entry;
  const parts = splitGroupPrize(
    gross,
    members.map((m) => m.shares),
  );
  const tax = parts.reduce((sum, p) => sum + p.tax, 0);
  for (const [i, member] of members.entries()) {
    const part = parts[i] ?? { gross: 0, tax: 0, net: 0 };
    await addMemberPrize(tx, member.id, part);
    await notify(tx, {
      accountId: member.accountId,
      kind: NotificationKind.won,
      title: 'Chúc mừng nhóm mua chung đã trúng thưởng',
      body: `Vé ${ticket.productName} kỳ #${ticket.drawCode} của ${group.name} đã trúng ${formatMoney(gross)}. Phần của quý khách theo ${member.shares}/${group.totalShares} cổ phần là ${formatMoney(part.gross)}. ${note}`,
      orderId: ticket.orderId,
      ticketId: ticket.id,
      at: now,
    });
  }
  await updateGroup(tx, group.id, {
    groupStatusWin: 1,
    prizeGross: group.prizeGross + gross,
  });
  group.prizeGross += gross;
  return { tax, net: gross - tax };
}

/** Marks the groups of a settled draw `settled` (settlement's transaction). */
export async function markGroupsSettled(tx: Orm, groups: GroupsOfOrders, now: Date): Promise<void> {
  for (const { group } of groups.values()) {
    await updateGroup(tx, group.id, { status: 'settled', closedAt: group.closedAt ?? now });
  }
}

/**
 * The refund of a group ticket the agent could not print by the cut-off, inside the
 * refund job's transaction: its price goes back to the paying members' main balances pro
 * rata to their shares, exact to the đồng, each told; the group is `refunded` once none
 * of its tickets is left. False when the ticket is not a group's (the buyer is refunded).
 */
export async function refundGroupTicket(
  tx: Orm,
  ticket: { id: number; orderId: number; price: number; drawCode: string; productName: string },
  now: Date,
): Promise<boolean> {
  const [found] = (await groupsOfOrders(tx, [ticket.orderId])).values();
  if (!found) return false;
  const { group, members } = found;
  const parts = sharePool(
    ticket.price,
    members.map((m) => m.shares),
  );
  await post(tx, {
    kind: 'group.ticket_refund',
    ref: `ticket:${ticket.id}`,
    at: now,
    entries: [
      { account: TICKET_SALES_ACCOUNT, amount: -ticket.price },
      ...members.map((m, i) => ({ account: mainAccountOf(m.accountId), amount: parts[i] ?? 0 })),
    ].filter((e) => e.amount !== 0),
  });
  for (const [i, member] of members.entries()) {
    await notify(tx, {
      accountId: member.accountId,
      kind: NotificationKind.refunded,
      title: 'Vé của nhóm đã được huỷ và hoàn tiền',
      body: `Vé ${ticket.productName} kỳ #${ticket.drawCode} của ${group.name} chưa được in trước giờ đóng bán nên đã được huỷ. Phần của quý khách, ${formatMoney(parts[i] ?? 0)}, đã được hoàn vào tài khoản chính.`,
      orderId: ticket.orderId,
      ticketId: ticket.id,
      at: now,
    });
  }
  const left = (await ticketsOfOrder(tx, ticket.orderId)).filter(
    (t) => t.id !== ticket.id && t.status !== TicketStatus.cancelled,
  );
  if (left.length === 0) await updateGroup(tx, group.id, { status: 'refunded', closedAt: now });
  return true;
}

/**
 * Whose ticket image the caller may see: the group leader's (who owns the order) when the
 * ticket is a group's and the caller paid shares of it; null otherwise.
 */
export async function groupTicketOwner(
  orm: Orm,
  accountId: number,
  ticketId: number,
): Promise<number | null> {
  const ticket = await findTicket(orm, ticketId);
  if (!ticket) return null;
  const group = await findGroupOfOrder(orm, ticket.orderId);
  if (!group) return null;
  const members = await membersOf(orm, group.id);
  return members.some((m) => m.accountId === accountId && m.state === 'paid')
    ? group.leaderAccountId
    : null;
}
