import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { seed } from '../../db/seed';
import { openTestDb, type TestDatabase } from '../../test/test-app';
import { importResultFile, parseResultFile, RESULT_FILES, storeResults } from './import';

const NOW = new Date('2026-08-23T03:00:00Z');
/** Rows copied from ../shared/data (the real files are read once, in the last test). */
const FIXTURES: Record<string, string> = {
  'mega645.jsonl':
    '{"date":"2026-08-21","id":"01552","result":[7,26,31,38,43,45],"process_time":"x"}\n',
  'power655.jsonl':
    '{"date":"2017-08-01","id":"00001","result":[5,10,14,23,24,38,35],"process_time":"x"}\n',
  'lotto535.jsonl': [
    '{"date":"2025-06-29","id":"00001","result":[7,9,10,16,19,9],"process_time":"x"}',
    '{"date":"2025-06-29","id":"00002","result":[6,12,14,18,25,8],"process_time":"x"}',
  ].join('\n'),
  'max3d.jsonl':
    '{"date":"2019-04-22","id":"00001","result":{"Giải Đặc biệt":["015","517"],"Giải Nhất":["334","279","576","060"],"Giải Nhì":["043","900","132","916","370","766"],"Giải ba":["634","573","539","048","967","262","523","185"]}}\n',
  'xsmb.csv': [
    'date,special,prize1,prize2_1,prize2_2,prize3_1,prize3_2,prize3_3,prize3_4,prize3_5,prize3_6,prize4_1,prize4_2,prize4_3,prize4_4,prize5_1,prize5_2,prize5_3,prize5_4,prize5_5,prize5_6,prize6_1,prize6_2,prize6_3,prize7_1,prize7_2,prize7_3,prize7_4',
    '2026-08-22,60213,80300,60683,51132,89384,11622,10383,9349,136,47894,7740,7568,2767,8365,570,5252,4790,7707,6494,9516,354,649,773,26,9,6,64',
  ].join('\n'),
};

const dbs: TestDatabase[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.dispose();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function fixtureDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-results-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

async function stored(db: TestDatabase, product: string, drawCode: string): Promise<unknown> {
  const [row] = await db.orm
    .select({ numbers: drawResults.numbers })
    .from(drawResults)
    .where(sql`${drawResults.product} = ${product} and ${drawResults.drawCode} = ${drawCode}`);
  return row?.numbers;
}

describe('result import', () => {
  it('parses every format into the domain result shapes, left-padding northern numbers', () => {
    const xsmb = parseResultFile('xsmb.csv', FIXTURES['xsmb.csv'] ?? '').rows;
    expect(xsmb).toHaveLength(1);
    expect(xsmb[0]).toMatchObject({ product: 'xsmb', drawCode: '2026-08-22' });
    const groups = (xsmb[0]?.numbers as { groups: string[][] }).groups;
    expect(groups[0]).toEqual(['60213']);
    expect(groups[3]).toContain('00136');
    expect(groups[3]).toContain('09349');
    expect(groups[7]).toEqual(['26', '09', '06', '64']);
    expect(
      parseResultFile('power655.jsonl', FIXTURES['power655.jsonl'] ?? '').rows[0]?.numbers,
    ).toEqual({
      numbers: [5, 10, 14, 23, 24, 38],
      bonus: 35,
    });
    expect(parseResultFile('lotto535.jsonl', FIXTURES['lotto535.jsonl'] ?? '').rows).toHaveLength(
      2,
    );
    expect(
      (
        parseResultFile('max3d.jsonl', FIXTURES['max3d.jsonl'] ?? '').rows[0]?.numbers as {
          groups: string[][];
        }
      ).groups.map((group) => group.length),
    ).toEqual([2, 4, 6, 8]);
  });

  it('leaves out malformed rows naming file and line, and refuses unknown files', () => {
    const parsed = parseResultFile(
      'mega645.jsonl',
      `{"date":"2026-08-21","id":"1","result":[1,2,3]}\n${FIXTURES['mega645.jsonl']}`,
    );
    expect(parsed.rows.map((row) => row.drawCode)).toEqual(['01552']);
    expect(parsed.rejected).toEqual([expect.stringMatching(/^mega645\.jsonl:1: .*6/)]);
    expect(() => parseResultFile('keno.jsonl', '')).toThrow(/not a known result file/);
  });

  it('imports idempotently, and a stored result can never be changed or deleted', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const dir = await fixtureDir(FIXTURES);
    const file = path.join(dir, 'lotto535.jsonl');
    expect(await importResultFile(db.orm, file, NOW)).toEqual({
      inserted: 2,
      skipped: 0,
      rejected: [],
    });
    expect(await importResultFile(db.orm, file, NOW)).toEqual({
      inserted: 0,
      skipped: 2,
      rejected: [],
    });
    // A different result for a stored draw is skipped, the first one stays.
    const [first] = parseResultFile(file, FIXTURES['lotto535.jsonl'] ?? '').rows;
    if (!first) throw new Error('fixture');
    expect(
      await storeResults(
        db.orm,
        [{ ...first, numbers: { numbers: [1, 2, 3, 4, 5], special: 1 } }],
        NOW,
      ),
    ).toEqual({ inserted: 0, skipped: 1 });
    expect(await stored(db, 'lotto535', '00001')).toEqual({
      numbers: [7, 9, 10, 16, 19],
      special: 9,
    });

    await expect(
      db.orm.update(drawResults).set({ numbers: {} }).where(eq(drawResults.drawCode, '00001')),
    ).rejects.toThrow();
    await expect(db.orm.delete(drawResults)).rejects.toThrow();
    expect(await stored(db, 'lotto535', '00001')).toEqual({
      numbers: [7, 9, 10, 16, 19],
      special: 9,
    });
  });

  it('the seed imports a results folder, and goes on without one', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const dir = await fixtureDir(FIXTURES);
    const seeded = await seed(db, { resultsDir: dir, now: NOW });
    expect(seeded.results?.['xsmb.csv']).toEqual({ inserted: 1, skipped: 0, rejected: [] });
    expect(seeded.results?.['max3dpro.jsonl']).toBeUndefined();
    expect(await stored(db, 'mega645', '01552')).toEqual({ numbers: [7, 26, 31, 38, 43, 45] });
    const missing = path.join(dir, 'absent');
    expect(await seed(db, { resultsDir: missing, now: NOW })).toEqual({
      inserted: [],
      resultsMissing: missing,
    });
  });

  it('after the seed of the real files, the stored results equal the files', async () => {
    const dataDir = path.resolve(import.meta.dirname, '../../../../../../shared/data');
    const present = await readdir(dataDir).catch((): string[] => []);
    if (!Object.keys(RESULT_FILES).every((name) => present.includes(name))) return;
    const db = await openTestDb();
    dbs.push(db);
    const seeded = await seed(db, { resultsDir: dataDir, now: NOW });
    expect(seeded.results).toEqual({
      'mega645.jsonl': { inserted: 1355, skipped: 0, rejected: [] },
      // Draw 00944 was crawled without its bonus number.
      'power655.jsonl': {
        inserted: 1387,
        skipped: 0,
        rejected: [expect.stringMatching(/^power655\.jsonl:780: /)],
      },
      'lotto535.jsonl': { inserted: 766, skipped: 0, rejected: [] },
      'max3d.jsonl': { inserted: 1118, skipped: 0, rejected: [] },
      'max3dpro.jsonl': { inserted: 765, skipped: 0, rejected: [] },
      'xsmb.csv': { inserted: 7530, skipped: 0, rejected: [] },
    });
    expect(await stored(db, 'mega645', '01552')).toEqual({ numbers: [7, 26, 31, 38, 43, 45] });
    expect(await stored(db, 'power655', '00001')).toEqual({
      numbers: [5, 10, 14, 23, 24, 38],
      bonus: 35,
    });
    expect(await stored(db, 'lotto535', '00002')).toEqual({
      numbers: [6, 12, 14, 18, 25],
      special: 8,
    });
    expect(((await stored(db, 'max3d', '00001')) as { groups: string[][] }).groups[0]).toEqual([
      '015',
      '517',
    ]);
    expect(await stored(db, 'max3dpro', '00001')).toBeDefined();
    const xsmb = (await stored(db, 'xsmb', '2026-08-22')) as { groups: string[][] };
    expect(xsmb.groups[3]).toContain('00136');
    expect(xsmb.groups[7]).toEqual(['26', '09', '06', '64']);
  });
});
