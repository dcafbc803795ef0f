import { formatMoney, getProduct, type ProductId } from '@veso/domain';
import type { AppDeps } from '../../deps';
import {
  createJobRunner,
  type JobQueue,
  type JobRunner,
  type JobRunnerOptions,
} from '../../jobs/runner';
import { workQueue, workRunner } from '../../jobs/work';
import type { PrintResult, PrintingAgent } from '../../providers/printing-agent';
import { refundGroupTicket } from '../group-play';
import { NotificationKind, notify, notifyLatest } from '../notifications';
import { holdForSourceRefund } from '../payments';
import { TICKET_SALES_ACCOUNT } from '../orders';
import { mainAccountOf, post } from '../wallet';
import {
  markCancelled,
  markPrinted,
  printedOfOrder,
  printableTickets,
  unprintableTickets,
  type TicketRow,
} from './repo';
import { REFUND_KIND, refundShipFees } from './ship-fee-refund';

/** Tickets one claim of the refund job takes (each refunded in its own transaction). */
const BATCH = 5;

function productName(id: string): string {
  return getProduct(id as ProductId)?.name ?? id;
}

type Printed = PrintResult & { ok: true };

/** The agent refused the ticket: retried with back-off like a failed call. */
class PrintRefused extends Error {}

/**
 * The print job's queue (see `src/jobs/runner.ts`): claims the paid tickets still waiting
 * whose draw is on sale, asks the agent after the claim committed (key `ticket-<id>`), then
 * records the print (status 0 → 1 'Đại lý giữ vé', serial and security code kept, with a
 * notification), only while it can still be printed: an answer after the ticket's cut-off
 * is not recorded and the ticket is refunded. A refusal or failed call is retried with
 * back-off; a ticket given up waits for its cut-off (`retry_at` = sales close), where
 * {@link refundQueue} refunds it.
 */
export function printingQueue(deps: AppDeps, agent: PrintingAgent): JobQueue<TicketRow, Printed> {
  return {
    name: 'printing',
    claim: (limit, lease) =>
      printableTickets.claim(deps.db.orm, limit, lease, (row) => `ticket-${row.id}`),
    call: async (ticket, key, signal) => {
      const result = await agent.print(
        { reference: key, ticketId: ticket.id, product: ticket.product, drawCode: ticket.drawCode },
        { signal },
      );
      if (!result.ok) throw new PrintRefused(result.reason);
      return result;
    },
    record: (ticket, result, leaseId, now) =>
      deps.db.orm.transaction(async (tx) => {
        const printed = await markPrinted(tx, ticket.id, leaseId, {
          serial: result.serial,
          securityCode: result.securityCode,
          now,
        });
        if (!printed) {
          // Answered after the cut-off (or the period closed meanwhile): the refund takes it
          // now rather than when the lease ends. Nothing is written if the claim lost it.
          await printableTickets.release(tx, ticket.id, leaseId, null);
          return false;
        }
        // One notice per order, brought up to date as its tickets are printed.
        const { printed: done, total } = await printedOfOrder(tx, ticket.orderId);
        await notifyLatest(tx, {
          accountId: ticket.accountId,
          kind: NotificationKind.printed,
          title: 'Vé đã được in',
          body:
            total <= 1
              ? `Vé ${productName(ticket.product)} kỳ #${ticket.drawCode} của đơn hàng #${ticket.orderId} đã được in, đại lý đang giữ vé cho bạn.`
              : `Đơn hàng #${ticket.orderId}: ${done}/${total} vé đã được in (mới nhất: vé ${productName(ticket.product)} kỳ #${ticket.drawCode}), đại lý đang giữ vé cho bạn.`,
          orderId: ticket.orderId,
          ticketId: ticket.id,
          at: now,
          key: `printed:${ticket.orderId}`,
        });
        return true;
      }),
    release: async (ticket, leaseId, retryAt) => {
      // Never later than the cut-off, where the refund job takes over.
      const due = retryAt && retryAt < ticket.salesCloseAt ? retryAt : ticket.salesCloseAt;
      await printableTickets.release(deps.db.orm, ticket.id, leaseId, due);
    },
  };
}

/** The print job's runner: the agent is asked for at most 5 tickets at once. */
export function printingRunner(
  deps: AppDeps,
  agent: PrintingAgent,
  options: Partial<JobRunnerOptions> = {},
): JobRunner {
  return createJobRunner(printingQueue(deps, agent), { clock: deps.clock, ...options });
}

/**
 * One pass of the print job with a runner of its own (tests, one-off calls): resolves with
 * how many tickets were printed. A ticket the agent refuses stays waiting (tried again after
 * a back-off, refunded at the cut-off).
 */
export async function printDueTickets(
  deps: AppDeps,
  agent: PrintingAgent,
  limit = 500,
  options: Partial<JobRunnerOptions> = {},
): Promise<number> {
  return (await printingRunner(deps, agent, options).pass(limit)).done;
}

/** What refunding one ticket moved: its price, and the order's ship fee when it went with it. */
type RefundResult = { refunded: number; fee: number };

/**
 * Guaranteed entry, the cut-off refund job's queue (see `src/jobs/work.ts`): a paid ticket
 * not printed by its draw's sales cut-off (or before its period was closed or drawn) is
 * claimed (the tickets' lease, so a ticket the print job holds — the agent is being asked —
 * waits until the answer is recorded or the lease expires), then in one transaction per
 * ticket, only while it is still waiting and still held by this claim: cancelled (status 3
 * 'Đã huỷ'), its price refunded in full to the main balance, with a notification (an order
 * paid through a payment gateway: held for the refund to its source, see the payments
 * module's `source-refunds.ts`, which notifies). When that
 * leaves every ticket of a shipped order cancelled, nothing will be shipped, so the order's
 * ship fee is refunded too in the same transaction (see {@link refundShipFees}) and the
 * notification states the amount with the fee. A refund that throws is rolled back and
 * tried again after a back-off (`retry_at`); the others go on.
 */
export function refundQueue(deps: AppDeps): JobQueue<TicketRow, RefundResult | undefined> {
  return workQueue<TicketRow, RefundResult>({
    name: 'refunds',
    claim: (limit, lease) =>
      unprintableTickets.claim(deps.db.orm, limit, lease, (row) => `refund-ticket-${row.id}`),
    work: (claimed, leaseId) =>
      deps.db.orm.transaction(async (tx) => {
        const now = deps.clock.now();
        const ticket = await unprintableTickets.lockHeld(tx, claimed.id, leaseId);
        if (!ticket) return undefined;
        // Group play: a group's ticket goes back to its members by shares.
        const ofGroup = await refundGroupTicket(
          tx,
          { ...ticket, productName: productName(ticket.product) },
          now,
        );
        if (ofGroup) {
          await markCancelled(tx, ticket.id, now);
          return { refunded: ticket.price, fee: 0 };
        }
        const what = `Vé ${productName(ticket.product)} kỳ #${ticket.drawCode} của đơn hàng #${ticket.orderId} chưa được in trước giờ đóng bán nên đã được huỷ.`;
        // An order paid through a payment gateway (a webview's capture) is refunded to its
        // source by the payment-refunds job, which tells the customer where the money went.
        const toSource = await holdForSourceRefund(tx, {
          orderId: ticket.orderId,
          ref: `ticket:${ticket.id}`,
          from: TICKET_SALES_ACCOUNT,
          amount: ticket.price,
          reason: what,
          now,
        });
        if (!toSource) {
          await post(tx, {
            kind: REFUND_KIND,
            ref: `ticket:${ticket.id}`,
            at: now,
            entries: [
              { account: TICKET_SALES_ACCOUNT, amount: -ticket.price },
              { account: mainAccountOf(ticket.accountId), amount: ticket.price },
            ],
          });
        }
        await markCancelled(tx, ticket.id, now);
        // After the ticket is cancelled, so the order's check sees it (see refundShipFees).
        const fee = (await refundShipFees(tx, [ticket.orderId], now)).get(ticket.orderId) ?? 0;
        if (toSource) {
          if (fee) {
            await notify(tx, {
              accountId: ticket.accountId,
              kind: NotificationKind.refunded,
              title: 'Phí giao vé đã được hoàn',
              body: `Đơn hàng #${ticket.orderId} không còn vé nào để giao nên phí giao vé ${formatMoney(fee)} đã được hoàn vào tài khoản chính.`,
              orderId: ticket.orderId,
              at: now,
            });
          }
          return { refunded: ticket.price, fee };
        }
        await notify(tx, {
          accountId: ticket.accountId,
          kind: NotificationKind.refunded,
          title: 'Vé đã được huỷ và hoàn tiền',
          body: fee
            ? `${what} Đơn hàng không còn vé nào để giao nên ${formatMoney(ticket.price + fee)} (giá vé ${formatMoney(ticket.price)} và phí giao vé ${formatMoney(fee)}) đã được hoàn vào tài khoản chính.`
            : `${what} ${formatMoney(ticket.price)} đã được hoàn vào tài khoản chính.`,
          orderId: ticket.orderId,
          ticketId: ticket.id,
          at: now,
        });
        return { refunded: ticket.price, fee };
      }),
    release: async (ticket, leaseId, retryAt) => {
      await unprintableTickets.release(deps.db.orm, ticket.id, leaseId, retryAt);
    },
  });
}

/** The cut-off refund job's runner (never gives up: the money is owed). */
export function refundRunner(
  deps: AppDeps,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<RefundResult | undefined> {
  return workRunner(refundQueue(deps), deps.clock, options);
}

/**
 * One pass of the cut-off refund job with a runner of its own (tests, one-off calls):
 * resolves with how many tickets were refunded; `batch` is how many tickets one claim takes
 * (each refunded in its own transaction).
 */
export async function refundUnprinted(
  deps: AppDeps,
  batch = BATCH,
  options: Partial<JobRunnerOptions> = {},
): Promise<number> {
  return (await refundRunner(deps, { batch, ...options }).pass()).done;
}
