import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StockImport } from '@veso/contract';
import { provincesOn, type RegionalCalendarId } from '@veso/domain';
import type { Orm } from '../../db/database';
import { numberWidth, type StockTicketInput } from '../../providers/paper-stock';
import { drawTimesOf, storeStock } from './stock';

/**
 * A real agent's stock file (`cli.js xskt import-stock <file>`): CSV with a header line
 * `region,province,date,number,series,copy` — region `xsmb` / `xsmn` / `xsmt` (or the
 * category 3 / 4 / 5), the province as the weekly table spells it (case, spaces and dots
 * ignored), the draw day `YYYY-MM-DD` or `DD/MM/YYYY`, the number (5 digits in the north,
 * 6 elsewhere), the north's series code (required there, empty elsewhere) and `copy`
 * (optional: identical tickets are numbered in file order).
 */

const REGIONS: Readonly<Record<string, RegionalCalendarId>> = {
  xsmb: 'xsmb',
  xsmn: 'xsmn',
  xsmt: 'xsmt',
  '3': 'xsmb',
  '4': 'xsmn',
  '5': 'xsmt',
};

function key(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('vi').replace(/[\s.]/g, '');
}

function dayOf(text: string): string | undefined {
  const day = /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? text.split('/').reverse().join('-') : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/** Parses a stock file: the tickets and the refused lines (`line: reason`). */
export function parseStockCsv(text: string): { tickets: StockTicketInput[]; rejected: string[] } {
  const tickets: StockTicketInput[] = [];
  const rejected: string[] = [];
  const copies = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const [
      regionText = '',
      provinceText = '',
      dateText = '',
      number = '',
      series = '',
      copyText = '',
    ] = line.split(',').map((v) => v.trim());
    const fail = (reason: string) => rejected.push(`${index + 1}: ${reason}`);
    const product = REGIONS[regionText.toLowerCase()];
    if (!product) return fail(`unknown region "${regionText}" (xsmb, xsmn, xsmt)`);
    const day = dayOf(dateText);
    if (!day) return fail(`malformed date "${dateText}"`);
    const province = provincesOn(product, day).find((p) => key(p) === key(provinceText));
    if (!province || !drawTimesOf(product, day)) {
      return fail(`"${provinceText}" does not draw ${product} on ${day}`);
    }
    const width = numberWidth(product);
    if (!new RegExp(`^\\d{${width}}$`).test(number))
      return fail(`the number must be ${width} digits`);
    if (product === 'xsmb' ? !/^\d{1,2}[A-Z]{1,3}$/.test(series) : series !== '') {
      return fail(
        product === 'xsmb'
          ? 'a northern ticket needs its series code (e.g. 15AN)'
          : 'only northern tickets have a series',
      );
    }
    const ticketKey = `${product}|${province}|${day}|${number}|${series}`;
    const copy = copyText === '' ? (copies.get(ticketKey) ?? 0) + 1 : Number(copyText);
    if (!Number.isSafeInteger(copy) || copy < 1) return fail(`malformed copy "${copyText}"`);
    copies.set(ticketKey, Math.max(copy, copies.get(ticketKey) ?? 0));
    tickets.push({ product, province, drawDate: day, number, series, copy });
  });
  return { tickets, rejected };
}

/** Imports a stock file once (tickets already stored are skipped). */
export async function importStockFile(orm: Orm, file: string, now: Date): Promise<StockImport> {
  const { tickets, rejected } = parseStockCsv(await readFile(file, 'utf8'));
  const stored = await storeStock(orm, tickets, `csv:${path.basename(file)}`, now);
  return { ...stored, rejected };
}
