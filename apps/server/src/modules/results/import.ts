import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  parseLotto535Result,
  parseMax3dResult,
  parseMega645Result,
  parsePower655Result,
  parseRegionalResult,
  parseXsmbResult,
  provincesOn,
} from '@veso/domain';
import type { Orm } from '../../db/database';
import {
  findImportStamp,
  generatedCodes,
  insertResults,
  replaceGeneratedResult,
  saveImportStamp,
} from './repo';

/** Products whose result history can be imported, by the file name that carries them. */
export const RESULT_FILES = {
  'mega645.jsonl': 'mega645',
  'power655.jsonl': 'power655',
  'lotto535.jsonl': 'lotto535',
  'max3d.jsonl': 'max3d',
  'max3dpro.jsonl': 'max3dpro',
  'xsmb.csv': 'xsmb',
  'xsmn.csv': 'xsmn',
  'xsmt.csv': 'xsmt',
} as const;

export type ResultProduct = (typeof RESULT_FILES)[keyof typeof RESULT_FILES];

/**
 * One draw result ready to store; `numbers` is the domain result shape of its product
 * (XSMN / XSMT: `{ provinces: [{ province, groups }] }`, every province of the day).
 */
export type ResultRow = {
  product: ResultProduct;
  drawCode: string;
  /** Vietnam draw day, `YYYY-MM-DD`. */
  drawDate: string;
  numbers: unknown;
};

export type ImportSummary = {
  /** Draws written by this run (XSMN / XSMT: days, each with all its provinces). */
  inserted: number;
  /** Rows already stored as real results (same product and draw code): left as they are. */
  skipped: number;
  /**
   * Generated (sandbox) results replaced by this run's real ones: `product #code (day)`.
   * A generated draw on which tickets were already settled is kept (`keptSettled`).
   */
  replaced: string[];
  /** Generated results kept although a real one was given: tickets were settled on them. */
  keptSettled: string[];
  /** Malformed rows, not stored: `file:line: reason` (the crawled files have a few). */
  rejected: string[];
};

/** A parsed result file: the valid rows and the malformed ones (`file:line: reason`). */
export type ParsedResultFile = { rows: ResultRow[]; rejected: string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Rows per INSERT: keeps every statement well below PostgreSQL's 65535 parameters. */
const CHUNK = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonRow(product: ResultProduct, record: unknown): Omit<ResultRow, 'product'> {
  if (!isRecord(record)) throw new Error('not a JSON object');
  const { date, id, result } = record;
  if (typeof date !== 'string' || !DAY.test(date)) throw new Error('missing or malformed "date"');
  if (typeof id !== 'string' || !/^\d+$/.test(id)) throw new Error('missing or malformed "id"');
  if (product === 'max3d' || product === 'max3dpro') {
    if (!isRecord(result) || !Object.values(result).every(isStringList))
      throw new Error('"result" is not an object of digit-string lists');
    return {
      drawCode: id,
      drawDate: date,
      numbers: parseMax3dResult(result as Record<string, string[]>),
    };
  }
  if (!Array.isArray(result) || !result.every((value) => typeof value === 'number'))
    throw new Error('"result" is not a list of numbers');
  const numbers =
    product === 'mega645'
      ? parseMega645Result(result)
      : product === 'power655'
        ? parsePower655Result(result)
        : parseLotto535Result(result);
  return { drawCode: id, drawDate: date, numbers };
}

function parseCsvRow(line: string): ResultRow {
  const [date, ...values] = line.split(',');
  if (!date || !DAY.test(date)) throw new Error('missing or malformed date');
  return { product: 'xsmb', drawCode: date, drawDate: date, numbers: parseXsmbResult(values) };
}

type RegionalProduct = 'xsmn' | 'xsmt';

/** Published province names the draw schedule spells otherwise, by {@link provinceKey}. */
const PROVINCE_ALIASES: Readonly<Record<string, string>> = { huế: 'Thừa Thiên Huế' };

/** A province name compared loosely: NFC, lower case, no spaces or dots (TPHCM = TP.HCM). */
function provinceKey(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('vi').replace(/[\s.]/g, '');
}

/** The schedule's spelling of a published province name, if it draws that day. */
function scheduledProvince(name: string, scheduled: readonly string[]): string | undefined {
  const key = provinceKey(name);
  const wanted = provinceKey(PROVINCE_ALIASES[key] ?? name);
  return scheduled.find((province) => provinceKey(province) === wanted);
}

/**
 * Parses a central or southern CSV (`date,province,` then 18 numbers, one line per province
 * and day) into one draw a day, keyed by the day like the sandbox's regional draws: every
 * province of the day's schedule (reference §3.1), in its order and spelling. A province
 * the schedule does not have that day, or a day missing one of its provinces, is rejected
 * (a stored result is written once, so a day is stored whole or not at all).
 */
function parseRegionalFile(
  base: string,
  product: RegionalProduct,
  lines: readonly string[],
): ParsedResultFile {
  const rejected: string[] = [];
  type Entry = { line: number; province: string; groups: readonly (readonly string[])[] };
  const days = new Map<string, Entry[]>();
  lines.forEach((line, index) => {
    if (line.trim() === '' || index === 0) return;
    try {
      const [date, name = '', ...values] = line.split(',');
      if (!date || !DAY.test(date)) throw new Error('missing or malformed date');
      const scheduled = provincesOn(product, date);
      const province = scheduledProvince(name, scheduled);
      if (!province)
        throw new Error(
          `"${name}" does not draw on ${date} (${scheduled.join(', ') || 'no draw that day'})`,
        );
      const entries = days.get(date) ?? [];
      if (entries.some((entry) => entry.province === province))
        throw new Error(`a second result of ${province} on ${date}`);
      const { groups } = parseRegionalResult(values);
      entries.push({ line: index + 1, province, groups });
      days.set(date, entries);
    } catch (error) {
      rejected.push(
        `${base}:${index + 1}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  const rows: ResultRow[] = [];
  for (const [date, entries] of days) {
    const scheduled = provincesOn(product, date);
    const missing = scheduled.filter((p) => !entries.some((entry) => entry.province === p));
    if (missing.length > 0) {
      rejected.push(
        `${base}:${entries[0]?.line ?? 0}: ${date} lacks ${missing.join(', ')}; the day is left out`,
      );
      continue;
    }
    const provinces = scheduled.map((province) => ({
      province,
      groups: entries.find((entry) => entry.province === province)?.groups ?? [],
    }));
    rows.push({ product, drawCode: date, drawDate: date, numbers: { provinces } });
  }
  return { rows, rejected };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Parses one result file of the real history (`@veso/draw-history`; the format is told by
 * the file name, see `RESULT_FILES`). The paper lotteries are keyed by their day (one draw
 * a day; XSMN / XSMT gather the day's provinces); the others by their id. A malformed row
 * (wrong count, range or shape) is left out and named in `rejected`.
 * @throws Error when the file name is not a known result file.
 */
export function parseResultFile(fileName: string, text: string): ParsedResultFile {
  const base = path.basename(fileName);
  const product = (RESULT_FILES as Record<string, ResultProduct | undefined>)[base];
  if (!product)
    throw new Error(`${base}: not a known result file (${Object.keys(RESULT_FILES).join(', ')})`);
  const lines = text.split(/\r?\n/);
  if (product === 'xsmn' || product === 'xsmt') return parseRegionalFile(base, product, lines);
  const rows: ResultRow[] = [];
  const rejected: string[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '' || (product === 'xsmb' && index === 0)) return;
    try {
      rows.push(
        product === 'xsmb'
          ? parseCsvRow(line)
          : { product, ...parseJsonRow(product, JSON.parse(line)) },
      );
    } catch (error) {
      rejected.push(
        `${base}:${index + 1}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  return { rows, rejected };
}

/** How a replaced draw is named in summaries and logs: `mega645 #01553 (2026-08-23)`. */
function drawLabel(row: ResultRow): string {
  return row.drawCode === row.drawDate
    ? `${row.product} ${row.drawDate}`
    : `${row.product} #${row.drawCode} (${row.drawDate})`;
}

/**
 * Stores results in bulk. Idempotent: a real result already stored is skipped, never
 * changed (the table rejects updates anyway); a generated (sandbox) result of the same draw
 * is replaced by the real one and named in `replaced`, unless tickets were settled on it
 * (named in `keptSettled`: their prizes were paid on the generated numbers).
 */
export async function storeResults(
  orm: Orm,
  rows: readonly ResultRow[],
  now: Date,
  source = 'import',
): Promise<Omit<ImportSummary, 'rejected'>> {
  let inserted = 0;
  const replaced: string[] = [];
  const keptSettled: string[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    inserted += await insertResults(
      orm,
      chunk.map((row) => ({ ...row, source, createdAt: now })),
    );
    const products = [...new Set(chunk.map((row) => row.product))];
    for (const product of products) {
      const ofProduct = chunk.filter((row) => row.product === product);
      const generated = await generatedCodes(
        orm,
        product,
        ofProduct.map((row) => row.drawCode),
      );
      for (const row of ofProduct) {
        if (!generated.has(row.drawCode)) continue;
        const outcome = await replaceGeneratedResult(orm, row, source, now);
        if (outcome === 'replaced') replaced.push(drawLabel(row));
        if (outcome === 'settled') keptSettled.push(drawLabel(row));
      }
    }
  }
  return {
    inserted,
    skipped: rows.length - inserted - replaced.length,
    replaced,
    keptSettled,
  };
}

/** Parses and stores one result file (`cli import-results <file>`). */
export async function importResultFile(
  orm: Orm,
  filePath: string,
  now: Date,
): Promise<ImportSummary> {
  const { rows, rejected } = parseResultFile(filePath, await readFile(filePath, 'utf8'));
  return { ...(await storeResults(orm, rows, now)), rejected };
}

/**
 * Imports every known result file found in `dir` (the seed's real history). Resolves
 * with `undefined` when the folder does not exist.
 */
export async function importResultsDir(
  orm: Orm,
  dir: string,
  now: Date,
): Promise<Record<string, ImportSummary> | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const summaries: Record<string, ImportSummary> = {};
  for (const name of Object.keys(RESULT_FILES)) {
    if (names.includes(name))
      summaries[name] = await importResultFile(orm, path.join(dir, name), now);
  }
  return summaries;
}

/** The import stamp's key in `import_stamps`. */
export const RESULTS_STAMP = 'results';

/**
 * A stamp of the result files of `dir`: a hash of each known file's name, size and
 * modification time; undefined when the folder does not exist.
 */
export async function resultsDirStamp(dir: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const hash = createHash('sha256').update(path.resolve(dir));
  for (const name of Object.keys(RESULT_FILES).sort()) {
    if (!names.includes(name)) continue;
    const info = await stat(path.join(dir, name));
    hash.update(`\n${name}:${info.size}:${info.mtimeMs}`);
  }
  return hash.digest('hex');
}

/**
 * Imports `dir` unless its files are unchanged since the last import (same stamp): a start
 * does not re-read ~13k rows. Resolves `'unchanged'` when skipped, `undefined` when the
 * folder does not exist, else the summaries (and stores the new stamp).
 */
export async function importResultsDirIfChanged(
  orm: Orm,
  dir: string,
  now: Date,
): Promise<Record<string, ImportSummary> | 'unchanged' | undefined> {
  const stamp = await resultsDirStamp(dir);
  if (stamp === undefined) return undefined;
  if ((await findImportStamp(orm, RESULTS_STAMP)) === stamp) return 'unchanged';
  const summaries = await importResultsDir(orm, dir, now);
  if (summaries === undefined) return undefined;
  await saveImportStamp(orm, RESULTS_STAMP, stamp, now);
  return summaries;
}
