import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawHistoryDir } from '@veso/draw-history';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { seed } from '../../seed';
import { openTestDb, type TestDatabase } from '../../test/test-app';
import { importResultFile, parseResultFile, RESULT_FILES, storeResults } from './import';

const NOW = new Date('2026-08-23T03:00:00Z');
const REGIONAL_HEADER =
  'date,province,special,prize1,prize2,prize3_1,prize3_2,prize4_1,prize4_2,prize4_3,prize4_4,prize4_5,prize4_6,prize4_7,prize5,prize6_1,prize6_2,prize6_3,prize7,prize8';
/** Rows copied from @veso/draw-history's files (the real files are read in the last test). */
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
  // Saturday 25/10/2025, as published: TPHCM is the schedule's TP.HCM, which comes first.
  'xsmn.csv': [
    REGIONAL_HEADER,
    '2025-10-25,Bình Phước,651817,72311,80178,66706,15666,19063,70030,86050,76598,92289,88371,23818,6400,3295,8514,0850,913,33',
    '2025-10-25,Hậu Giang,408671,38098,06799,59398,61058,82578,97550,61046,61104,13370,16494,29296,5548,8746,0919,0609,091,25',
    '2025-10-25,Long An,248337,31867,97731,67412,09385,82914,60057,67506,02322,93910,73621,26764,1310,3998,6791,9123,124,35',
    '2025-10-25,TPHCM,016855,38816,60342,32663,32110,71662,44287,56886,08893,19288,97699,12813,9617,8804,9443,6823,367,34',
  ].join('\n'),
  // Monday 20/10/2025: the published Huế is the schedule's Thừa Thiên Huế.
  'xsmt.csv': [
    REGIONAL_HEADER,
    '2025-10-20,Huế,334029,49904,98676,73100,99473,66443,84025,11153,87236,41880,67805,43579,7493,3939,6994,4867,549,35',
    '2025-10-20,Phú Yên,615735,15868,53582,08673,65700,78766,21858,44674,78396,61379,75757,13532,0810,6512,6911,7111,024,73',
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

  it('gathers a regional day into one draw keyed by the day, in the schedule’s order and names', () => {
    const south = parseResultFile('xsmn.csv', FIXTURES['xsmn.csv'] ?? '');
    expect(south.rejected).toEqual([]);
    expect(south.rows).toHaveLength(1);
    const [day] = south.rows;
    expect(day).toMatchObject({ product: 'xsmn', drawCode: '2025-10-25', drawDate: '2025-10-25' });
    const { provinces } = day?.numbers as { provinces: { province: string; groups: string[][] }[] };
    expect(provinces.map((p) => p.province)).toEqual([
      'TP.HCM',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
    ]);
    expect(provinces[0]?.groups).toEqual([
      ['016855'],
      ['38816'],
      ['60342'],
      ['32663', '32110'],
      ['71662', '44287', '56886', '08893', '19288', '97699', '12813'],
      ['9617'],
      ['8804', '9443', '6823'],
      ['367'],
      ['34'],
    ]);
    const central = parseResultFile('xsmt.csv', FIXTURES['xsmt.csv'] ?? '');
    expect(central.rejected).toEqual([]);
    expect(
      (central.rows[0]?.numbers as { provinces: { province: string }[] }).provinces.map(
        (p) => p.province,
      ),
    ).toEqual(['Thừa Thiên Huế', 'Phú Yên']);
  });

  it('rejects a regional row of a province not drawing that day, and a day lacking one', () => {
    const [header, huế, phúYên] = (FIXTURES['xsmt.csv'] ?? '').split('\n');
    const parsed = parseResultFile(
      'xsmt.csv',
      [
        header,
        // Phú Yên alone: Huế is missing, so the day is left out whole.
        phúYên,
        // Gia Lai draws on Fridays, not on this Monday; a value too wide for its prize.
        huế?.replace('2025-10-20,Huế', '2025-10-27,Gia Lai'),
        huế?.replace('2025-10-20', '2025-10-27').replace(/,35$/, ',350'),
        // A second Phú Yên of the 27th.
        phúYên?.replace('2025-10-20', '2025-10-27'),
        phúYên?.replace('2025-10-20', '2025-10-27'),
      ].join('\n'),
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected).toEqual([
      expect.stringMatching(
        /^xsmt\.csv:3: "Gia Lai" does not draw on 2025-10-27 \(Thừa Thiên Huế, Phú Yên\)$/,
      ),
      expect.stringMatching(/^xsmt\.csv:4: .*2 digits/),
      expect.stringMatching(/^xsmt\.csv:6: a second result of Phú Yên on 2025-10-27$/),
      'xsmt.csv:2: 2025-10-20 lacks Thừa Thiên Huế; the day is left out',
      'xsmt.csv:5: 2025-10-27 lacks Thừa Thiên Huế; the day is left out',
    ]);
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
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    expect(await importResultFile(db.orm, file, NOW)).toEqual({
      inserted: 0,
      skipped: 2,
      replaced: [],
      keptSettled: [],
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
    ).toEqual({ inserted: 0, skipped: 1, replaced: [], keptSettled: [] });
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
    expect(seeded.results?.['xsmb.csv']).toEqual({
      inserted: 1,
      skipped: 0,
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    expect(seeded.results?.['xsmn.csv']).toEqual({
      inserted: 1,
      skipped: 0,
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    expect(seeded.results?.['xsmt.csv']).toEqual({
      inserted: 1,
      skipped: 0,
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    expect(seeded.results?.['max3dpro.jsonl']).toBeUndefined();
    expect(await stored(db, 'mega645', '01552')).toEqual({ numbers: [7, 26, 31, 38, 43, 45] });
    const missing = path.join(dir, 'absent');
    expect(await seed(db, { resultsDir: missing, now: NOW })).toEqual({
      inserted: [],
      resultsMissing: missing,
    });
  });

  it('after the seed of the real files, the stored results equal the files', async () => {
    const dataDir = drawHistoryDir();
    const db = await openTestDb();
    dbs.push(db);
    const seeded = await seed(db, { resultsDir: dataDir, now: NOW });
    expect(seeded.results).toEqual({
      'mega645.jsonl': { inserted: 1355, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      // Draw 00944 was crawled without its bonus number.
      'power655.jsonl': {
        inserted: 1387,
        skipped: 0,
        replaced: [],
        keptSettled: [],
        rejected: [expect.stringMatching(/^power655\.jsonl:780: /)],
      },
      'lotto535.jsonl': { inserted: 766, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      'max3d.jsonl': { inserted: 1118, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      'max3dpro.jsonl': { inserted: 765, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      'xsmb.csv': { inserted: 7530, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      // 321 and 248 province rows: every province of 102 days each.
      'xsmn.csv': { inserted: 102, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
      'xsmt.csv': { inserted: 102, skipped: 0, replaced: [], keptSettled: [], rejected: [] },
    });
    expect(Object.keys(seeded.results ?? {})).toEqual(Object.keys(RESULT_FILES));
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
    type Regional = { provinces: { province: string; groups: string[][] }[] };
    const south = (await stored(db, 'xsmn', '2025-07-16')) as Regional;
    expect(south.provinces.map((p) => p.province)).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    expect(south.provinces[1]?.groups[0]).toEqual(['143759']);
    const central = (await stored(db, 'xsmt', '2025-10-25')) as Regional;
    expect(central.provinces.map((p) => p.province)).toEqual(['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông']);
    expect(central.provinces[2]?.groups[0]).toEqual(['401390']);
    expect(central.provinces[2]?.groups[8]).toEqual(['83']);
  });
});
