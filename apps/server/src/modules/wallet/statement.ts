import { ledgerKindsOf } from '@veso/contract';
import type { Statement, StatementEntry, statementQuerySchema } from '@veso/contract';
import { addDays, vnInstant } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import { mainAccountOf, prizeAccountOf } from './ledger';
import { statementEntries, type StatementFilter } from './repo';

type StatementInput = z.output<typeof statementQuerySchema>;

/**
 * The Vietnam day `day` (`YYYY-MM-DD`) as instants, by the domain's calendar: its midnight
 * and the next one. A day the calendar does not have (2026-02-30) is refused with 14.
 */
function vnDayBounds(day: string, field: 'from' | 'to'): { start: Date; end: Date } {
  try {
    return { start: vnInstant(day, 0), end: vnInstant(addDays(day, 1), 0) };
  } catch {
    throw invalidRequest(`Yêu cầu không hợp lệ: tham số "${field}" không hợp lệ`, field, 'value');
  }
}

function filterOf(accountId: number, input: StatementInput): StatementFilter {
  const main = mainAccountOf(accountId);
  const prize = prizeAccountOf(accountId);
  return {
    accounts:
      input.balance === 'main' ? [main] : input.balance === 'prize' ? [prize] : [main, prize],
    from: input.from ? vnDayBounds(input.from, 'from').start : undefined,
    // Both days are inclusive: up to the Vietnam midnight after `to`.
    to: input.to ? vnDayBounds(input.to, 'to').end : undefined,
    kinds: input.kind ? ledgerKindsOf(input.kind) : undefined,
  };
}

/**
 * The signed-in customer's ledger movements (main and prize balances), newest first,
 * filtered by Vietnam-date period, kind and balance; paged, or all rows for CSV.
 */
export async function statement(
  orm: Orm,
  accountId: number,
  input: StatementInput,
  all = false,
): Promise<Statement> {
  const { rows, total } = await statementEntries(
    orm,
    filterOf(accountId, input),
    all ? 'all' : { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  const items: StatementEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    balance: row.account.startsWith('main:') ? 'main' : 'prize',
    kind: row.kind,
    ref: row.ref,
    amount: Number(row.amount),
  }));
  return { items, page: input.page, pageSize: input.pageSize, total };
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The statement as CSV (UTF-8 with BOM so spreadsheet apps read Vietnamese right). */
export function statementCsv(items: StatementEntry[]): string {
  const lines = [['id', 'at', 'balance', 'kind', 'ref', 'amount'].join(',')];
  for (const item of items) {
    lines.push(
      [item.id, item.at, item.balance, item.kind, item.ref, item.amount].map(csvCell).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
