import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The real published draw results kept in this package's `data/` folder (see README.md).
 * Node only: it reads files.
 */

/** Every file of the history, in the order the server imports them. */
export const DRAW_HISTORY_FILES = [
  'mega645.jsonl',
  'power655.jsonl',
  'lotto535.jsonl',
  'max3d.jsonl',
  'max3dpro.jsonl',
  'xsmb.csv',
  'xsmn.csv',
  'xsmt.csv',
] as const;

export type DrawHistoryFile = (typeof DRAW_HISTORY_FILES)[number];
/** The Vietlott files of numbers: one JSON object a line, `result` a list of numbers. */
export type NumbersFile = 'mega645.jsonl' | 'power655.jsonl' | 'lotto535.jsonl';
/** The Max 3D family: one JSON object a line, `result` prize group → 3-digit strings. */
export type Max3dFile = 'max3d.jsonl' | 'max3dpro.jsonl';
/** The paper lotteries: CSV with a header line. */
export type CsvFile = 'xsmb.csv' | 'xsmn.csv' | 'xsmt.csv';

/** One line of a numbers file. `process_time` is when it was collected, not the draw time. */
export type NumbersDraw = {
  /** Draw day, `YYYY-MM-DD`. */
  date: string;
  /** Draw id, 5 digits (`"01552"`). */
  id: string;
  /** Main numbers, then Power's bonus or Lotto's special number. */
  result: number[];
  process_time?: string;
};

/** One line of a Max 3D / Max 3D Pro file. */
export type Max3dDraw = {
  date: string;
  id: string;
  /** Prize group name as published → its 3-digit numbers (2, 4, 6 and 8 of them). */
  result: Record<string, string[]>;
};

/** A CSV file split into its header and its rows (the values as written, as strings). */
export type CsvTable = { header: string[]; rows: string[][] };

/**
 * The absolute path of the `data/` folder. Found through this package's own
 * `package.json`, by name: from the source (tests, tsx) that is a self-reference; from a
 * bundle that inlined this module (the built server, whose `import.meta.url` is its
 * `dist/`) it resolves through the bundle's `node_modules/@veso/draw-history`, so the
 * bundling package must list `@veso/draw-history` as a dependency.
 * @throws Error when the package cannot be resolved from the running module.
 */
export function drawHistoryDir(): string {
  const requireHere = createRequire(import.meta.url);
  return path.join(path.dirname(requireHere.resolve('@veso/draw-history/package.json')), 'data');
}

/** The absolute path of one file of the history. */
export function drawHistoryPath(file: DrawHistoryFile): string {
  return path.join(drawHistoryDir(), file);
}

/** The text of one file of the history. */
export function readDrawHistory(file: DrawHistoryFile): string {
  return readFileSync(drawHistoryPath(file), 'utf8');
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/** The draws of a JSON-lines file, in file order (power655.jsonl is not sorted by id). */
export function readJsonlDraws(file: NumbersFile): NumbersDraw[];
export function readJsonlDraws(file: Max3dFile): Max3dDraw[];
export function readJsonlDraws(file: NumbersFile | Max3dFile): (NumbersDraw | Max3dDraw)[] {
  return lines(readDrawHistory(file)).map((line) => JSON.parse(line) as NumbersDraw | Max3dDraw);
}

/** A CSV file of the paper lotteries: its header and its rows, values as strings. */
export function readCsv(file: CsvFile): CsvTable {
  const [header = '', ...rows] = lines(readDrawHistory(file));
  return { header: header.split(','), rows: rows.map((row) => row.split(',')) };
}
