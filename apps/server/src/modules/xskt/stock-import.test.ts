import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestDb, type TestDatabase } from '../../test/test-app';
import { sandboxPaperStockProvider } from '../../providers/paper-stock';
import { importStockFile } from './stock-import';
import { loadDayStock } from './stock';

// 2026-03-04 is a Wednesday: south Đồng Nai, Cần Thơ, Sóc Trăng; north Bắc Ninh.
const CSV = [
  'region,province,date,number,series,copy',
  'xsmn,Cần Thơ,2026-03-04,123456,,',
  'xsmn,cần thơ,04/03/2026,123456,,', // a second copy of the same number: a set of 2
  '4,Sóc Trăng,2026-03-04,000001,,',
  'xsmb,Bắc Ninh,2026-03-04,12345,15AN,',
  'xsmb,Bắc Ninh,2026-03-04,12345,,', // the north needs its series
  'xsmn,TP.HCM,2026-03-04,111111,,', // TP.HCM does not draw on Wednesdays
  'xsmn,Cần Thơ,2026-03-04,12345,,', // 5 digits in the south
  'vietlott,Cần Thơ,2026-03-04,123456,,',
].join('\n');

describe('paper stock import and the sandbox agent', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDb({ seed: false });
    dir = await mkdtemp(path.join(tmpdir(), 'veso-stock-'));
  });
  afterAll(async () => {
    await db.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a real agent’s CSV once, refusing malformed lines by number', async () => {
    const file = path.join(dir, 'agent.csv');
    await writeFile(file, CSV);
    const first = await importStockFile(db.orm, file, TEST_NOW);
    expect(first).toEqual({
      inserted: 4,
      skipped: 0,
      rejected: [
        '6: a northern ticket needs its series code (e.g. 15AN)',
        '7: "TP.HCM" does not draw xsmn on 2026-03-04',
        '8: the number must be 6 digits',
        '9: unknown region "vietlott" (xsmb, xsmn, xsmt)',
      ],
    });
    expect((await importStockFile(db.orm, file, TEST_NOW)).inserted).toBe(0);
  });

  it('the sandbox agent delivers thousands of spread tickets per province, sets included', () => {
    const tickets = sandboxPaperStockProvider().deliver('xsmn', '2026-03-04');
    const provinces = new Set(tickets.map((t) => t.province));
    expect([...provinces]).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    expect(tickets).toHaveLength(3 * 2_000);
    const canTho = tickets.filter((t) => t.province === 'Cần Thơ');
    const byNumber = new Map<string, number>();
    for (const t of canTho) byNumber.set(t.number, (byNumber.get(t.number) ?? 0) + 1);
    const sets = [...byNumber.values()].filter((n) => n > 1);
    expect(sets.length).toBeGreaterThan(100);
    // Spread: every leading digit appears.
    expect(new Set(canTho.map((t) => t.number[0])).size).toBe(10);
    expect(sandboxPaperStockProvider().deliver('xsmn', '2026-03-04')).toEqual(tickets);
    const north = sandboxPaperStockProvider({ perProvince: 50 }).deliver('xsmb', '2026-03-04');
    expect(north.every((t) => /^\d{5}$/.test(t.number) && /^\d{1,2}[A-Z]{2}$/.test(t.series))).toBe(
      true,
    );
  });

  it('stores a day once: reloading adds nothing', async () => {
    const agent = sandboxPaperStockProvider({ perProvince: 100 });
    const first = await loadDayStock(db.orm, agent, '2026-03-05', TEST_NOW);
    expect(first.inserted).toBe(100 * (3 + 3 + 1)); // Thursday: 3 south, 3 central, Hà Nội
    expect(await loadDayStock(db.orm, agent, '2026-03-05', TEST_NOW)).toEqual({
      inserted: 0,
      skipped: first.inserted,
    });
  });
});
