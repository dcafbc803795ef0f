import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DrawResult, GroupByDay, ResultPage, Statistic } from '@veso/contract';
import { drawHistoryDir } from '@veso/draw-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawTestApp, type DrawTestApp } from '../../test/draw-test-app';
import { importResultFile } from './import';

type Envelope<T> = { code: number; message: string; data?: T };

const DATA_DIR = drawHistoryDir();
const FILES = [
  'mega645.jsonl',
  'power655.jsonl',
  'lotto535.jsonl',
  'max3d.jsonl',
  'xsmb.csv',
  'xsmn.csv',
  'xsmt.csv',
];

describe('result and statistics endpoints on the real history', () => {
  let t: DrawTestApp;
  let xsmbLines: string[];
  beforeAll(async () => {
    t = await createDrawTestApp();
    for (const file of FILES) {
      await importResultFile(t.db.orm, path.join(DATA_DIR, file), new Date('2026-11-01T00:00:00Z'));
    }
    xsmbLines = (await readFile(path.join(DATA_DIR, 'xsmb.csv'), 'utf8'))
      .trim()
      .split('\n')
      .slice(1);
  });
  afterAll(async () => t.close());

  async function get<T>(url: string): Promise<{ status: number; body: Envelope<T> }> {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  }

  it('/result/xsmb: a day’s 27 numbers, left-padded, by ISO or Vietnamese date', async () => {
    for (const date of ['2026-08-22', '22/08/2026']) {
      const res = await get<ResultPage>(`/result/xsmb?date=${encodeURIComponent(date)}`);
      expect(res.body.code).toBe(0);
      const [item] = res.body.data!.items;
      expect(item).toMatchObject({
        product: 'xsmb',
        drawCode: '2026-08-22',
        openDate: '22/08/2026 18:15:00',
        source: 'import',
      });
      if (item!.result.kind !== 'groups') throw new Error('groups');
      expect(item!.result.groups[0]).toEqual({ name: 'Giải Đặc biệt', numbers: ['60213'] });
      expect(item!.result.groups[3]!.numbers).toContain('00136');
      expect(item!.result.groups[7]).toEqual({
        name: 'Giải Bảy',
        numbers: ['26', '09', '06', '64'],
      });
    }
  });

  it('/result/xsmb pages newest first over the whole history', async () => {
    const res = await get<ResultPage>('/result/xsmb?page=2&pageSize=5');
    expect(res.body.data).toMatchObject({ page: 2, pageSize: 5, total: xsmbLines.length });
    expect(res.body.data!.items.map((i) => i.drawDate)).toEqual(
      xsmbLines
        .slice(-10, -5)
        .reverse()
        .map((line) => line.slice(0, 10)),
    );
    expect((await get('/result/xsmb?page=0')).body.code).toBe(14);
    expect((await get('/result/xsmb?pageSize=101')).body.code).toBe(14);
  });

  it('bad dates answer code 14 and change nothing', async () => {
    for (const date of ['2026-02-30', '31/04/2026', 'hôm nay', '2026-8-1']) {
      const res = await get(`/result/xsmb?date=${encodeURIComponent(date)}`);
      expect(res.status, date).toBe(400);
      expect(res.body, date).toMatchObject({ code: 14, message: expect.any(String) });
    }
    expect((await get('/result/groupByDay?date=2026-13-01')).body.code).toBe(14);
  });

  it('/result/period: a Mega draw with its prize per tier; unknown period or product → 14', async () => {
    const res = await get<DrawResult>('/result/period?product=mega645&drawCode=01552');
    expect(res.body.data).toMatchObject({
      product: 'mega645',
      name: 'Mega 6/45',
      drawDate: '2026-08-21',
      result: { kind: 'balls', numbers: [7, 26, 31, 38, 43, 45], bonus: null, special: null },
      jackpot: null,
    });
    expect(res.body.data!.prizes.map((p) => [p.name, p.amount])).toEqual([
      ['Giải Đặc biệt', null],
      ['Giải Nhất', 10_000_000],
      ['Giải Nhì', 300_000],
      ['Giải Ba', 30_000],
    ]);
    const unknown = await get('/result/period?product=mega645&drawCode=99999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 14,
      message: 'Kỳ quay không tồn tại hoặc chưa có kết quả',
      data: { reason: { field: 'drawCode', rule: 'exists' } },
    });
    expect((await get('/result/period?product=bingo&drawCode=1')).body.code).toBe(14);
    expect((await get('/result/period?product=mega645')).body.code).toBe(14);
  });

  it('/customer/result/draw: Power with its bonus and both jackpot tiers; Max 3D groups', async () => {
    const power = await get<ResultPage>('/customer/result/draw?product=power655&pageSize=1');
    expect(power.body.data!.items[0]).toMatchObject({
      drawCode: '01388',
      result: { kind: 'balls', numbers: [9, 18, 19, 21, 25, 36], bonus: 8 },
    });
    expect(power.body.data!.items[0]!.prizes.map((p) => p.id)).toEqual([
      'jackpot1',
      'jackpot2',
      'first',
      'second',
      'third',
    ]);
    const max3d = await get<ResultPage>('/customer/result/draw?product=max3d&date=2026-08-21');
    const item = max3d.body.data!.items[0]!;
    if (item.result.kind !== 'groups') throw new Error('groups');
    expect(item.result.groups.map((g) => g.numbers.length)).toEqual([2, 4, 6, 8]);
    expect(item.result.groups[0]).toEqual({ name: 'Giải Nhất', numbers: ['294', '078'] });
    expect(item.prizes[0]).toMatchObject({ name: 'Giải Nhất', amount: 1_000_000 });
  });

  it('Lotto 5/35: the two draws of a day keep their own times and the special number', async () => {
    const evening = await get<DrawResult>('/result/period?product=lotto535&drawCode=00840');
    expect(evening.body.data).toMatchObject({
      openDate: '22/08/2026 21:00:00',
      result: { kind: 'balls', numbers: [9, 16, 28, 30, 31], special: 7 },
    });
    const noon = await get<DrawResult>('/result/period?product=lotto535&drawCode=00839');
    expect(noon.body.data!.openDate).toBe('22/08/2026 13:00:00');
    expect(noon.body.data!.prizes.at(-1)).toMatchObject({
      name: 'Giải Khuyến khích',
      amount: 10_000,
    });
  });

  it('/result/groupByDay: every product drawn that day', async () => {
    const res = await get<GroupByDay>('/result/groupByDay?date=21/08/2026');
    expect(res.body.data!.day).toBe('2026-08-21');
    expect(res.body.data!.results.map((r) => r.product)).toEqual([
      'mega645',
      'lotto535',
      'lotto535',
      'max3d',
      'xsmb',
    ]);
    const empty = await get<GroupByDay>('/result/groupByDay?date=2001-01-01');
    expect(empty.body.data).toEqual({ day: '2001-01-01', results: [] });
  });

  it('/result/xsmn and /result/xsmt: a real day, every province in the schedule’s order', async () => {
    const south = await get<ResultPage>('/result/xsmn?date=25/10/2025');
    expect(south.body.data!.total).toBe(1);
    const [day] = south.body.data!.items;
    expect(day).toMatchObject({
      product: 'xsmn',
      name: 'Xổ số miền Nam',
      drawCode: '2025-10-25',
      openDate: '25/10/2025 16:15:00',
      source: 'import',
    });
    if (day!.result.kind !== 'provinces') throw new Error('provinces');
    // Published as TPHCM; stored under the schedule's name, so the checker finds it.
    expect(day!.result.provinces.map((p) => p.province)).toEqual([
      'TP.HCM',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
    ]);
    expect(day!.result.provinces[0]!.groups[0]).toEqual({
      name: 'Giải Đặc biệt',
      numbers: ['016855'],
    });
    expect(day!.result.provinces[0]!.groups.at(-1)).toEqual({ name: 'Giải Tám', numbers: ['34'] });
    const all = await get<ResultPage>('/result/xsmt?pageSize=1');
    expect(all.body.data).toMatchObject({ total: 102 });
    expect(all.body.data!.items[0]!.drawDate).toBe('2025-10-25');
    const hue = await get<ResultPage>(
      `/xskt/customer/result/draw?region=xsmt&province=${encodeURIComponent('Thừa Thiên Huế')}&pageSize=1`,
    );
    // Huế draws on Sundays and Mondays: 28 of the 102 days (16/07 to 25/10/2025).
    expect(hue.body.data!.total).toBe(28);
    const [monday] = hue.body.data!.items;
    expect(monday!.drawDate).toBe('2025-10-20');
    if (monday!.result.kind !== 'provinces') throw new Error('provinces');
    expect(monday!.result.provinces).toEqual([
      {
        province: 'Thừa Thiên Huế',
        groups: expect.arrayContaining([{ name: 'Giải Đặc biệt', numbers: ['334029'] }]),
      },
    ]);
  });

  it('/xskt/customer/result/draw and the empty Keno / 6x36 books', async () => {
    const north = await get<ResultPage>('/xskt/customer/result/draw?region=xsmb&pageSize=2');
    expect(north.body.data!.items.map((i) => i.drawDate)).toEqual(['2026-08-22', '2026-08-21']);
    expect((await get('/xskt/customer/result/draw?region=xsxx')).body.code).toBe(14);
    expect((await get<ResultPage>('/result/keno')).body.data).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
    expect((await get<ResultPage>('/result/xsdt636')).body.data!.total).toBe(0);
  });

  it('/customer/statistic_result equals a direct count of the stored draws', async () => {
    const window = 30;
    const res = await get<Statistic>(`/customer/statistic_result?product=xsmb&window=${window}`);
    const s = res.body.data!;
    const last = xsmbLines.slice(-window);
    const endings = last.flatMap((line) =>
      line
        .split(',')
        .slice(1)
        .map((v) => Number(v) % 100),
    );
    expect(s.draws).toBe(window);
    expect(s.to).toBe('2026-08-22');
    expect(s.from).toBe(last[0]!.slice(0, 10));
    for (const n of [0, 9, 26, 64, 99]) {
      expect(s.frequency.find((f) => f.number === n)!.count).toBe(
        endings.filter((e) => e === n).length,
      );
    }
    expect(s.totals.odd).toBe(endings.filter((e) => e % 2 === 1).length);
    expect(s.totals.big).toBe(endings.filter((e) => e >= 50).length);
    expect(s.frequency.reduce((a, f) => a + f.count, 0)).toBe(27 * window);
    // The last draw's Bảy 64 means 64 was seen in the latest draw.
    expect(s.frequency.find((f) => f.number === 64)!.currentGap).toBe(0);
  });

  it('statistics over all Mega history count 6 numbers a draw, each number 1–45 seen', async () => {
    const res = await get<Statistic>('/customer/statistic_result?product=mega645&window=1000');
    const s = res.body.data!;
    expect(s.draws).toBe(1000);
    expect(s.frequency).toHaveLength(45);
    expect(s.frequency.reduce((a, f) => a + f.count, 0)).toBe(6000);
    expect(s.frequency.every((f) => f.count > 0)).toBe(true);
    expect(s.hot).toHaveLength(10);
    expect((await get('/customer/statistic_result?product=max3d')).body.code).toBe(14);
    expect((await get('/customer/statistic_result?product=mega645&window=0')).body.code).toBe(14);
  });
});
