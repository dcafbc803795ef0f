import {
  Code,
  type PaperTicketList,
  type ReportTicket,
  type reportTicketBodySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import { NotificationKind, notify } from '../notifications';
import type { SessionContext } from '../session';
import { OrderMessages } from './messages';
import type { PricedNumberInfo } from './pricing';
import { findTicket, findTicketReport, insertTicketReport, selectPaperTicketPage } from './repo';
import { toTicket } from './view';

/** A customer's tickets: the printed (paper) tickets and reports of an erroneous one. */

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
  const ticket = await findTicket(orm, session.accountId, input.ticketId);
  if (!ticket) throw invalidRequest(OrderMessages.ticketNotFound, 'ticketId', 'exists');
  return orm.transaction(async (tx) => {
    const inserted = await insertTicketReport(tx, {
      ticketId: ticket.id,
      accountId: session.accountId,
      requestId: input.requestId,
      reason: input.reason,
      now,
    });
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
    const row = inserted ?? (await findTicketReport(tx, session.accountId, input.requestId));
    if (!row) throw new ApiError(Code.TOO_FAST);
    return { reportId: row.id, ticketId: row.ticketId, createdAt: row.createdAt.toISOString() };
  });
}

/**
 * The caller’s printed tickets of some products (their paper-ticket images), newest first;
 * none when `products` is empty.
 */
export async function paperTickets(
  deps: AppDeps,
  session: SessionContext,
  input: { products: readonly string[]; page_index: number; page_size: number },
): Promise<PaperTicketList> {
  if (input.products.length === 0) {
    return { items: [], page_index: input.page_index, page_size: input.page_size, total: 0 };
  }
  const page = await selectPaperTicketPage(deps.db.orm, session.accountId, input.products, {
    limit: input.page_size,
    offset: (input.page_index - 1) * input.page_size,
  });
  const numberInfos = new Map(
    page.items.map((item) => [item.id, item.numberInfos as PricedNumberInfo[]] as const),
  );
  return {
    items: page.rows.map((row) => ({
      ...toTicket(row, page.reported.has(row.id)),
      orderId: row.orderId,
      numberInfos: numberInfos.get(row.itemId) ?? [],
    })),
    page_index: input.page_index,
    page_size: input.page_size,
    total: page.total,
  };
}
