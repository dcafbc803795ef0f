import { RESULT_PRODUCTS, type DrawPeriod, type DrawResult, type PeriodList } from '@veso/contract';
import { drawsOn, storedResultProblem } from '@veso/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPeriods, drawResults, jackpotPools } from '../../db/schema';
import { sandboxResultProvider, seededRandomInt } from '../../providers/result-provider';
import { buildApp } from '../../app';
import { manualClock } from '../../providers/clock';
import { openTestDb, testConfig, type TestDatabase } from '../../test/test-app';
import { createDrawTestApp, DRAW_TEST_NOW, type DrawTestApp } from '../../test/draw-test-app';
import { drawPeriod, runDrawJob, upcomingDraws } from './service';

type Envelope<T> = { code: number; message: string; data?: T };

async function get<T>(t: DrawTestApp, url: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

async function periodCounts(db: TestDatabase): Promise<Record<string, number>> {
  const rows = await db.orm
    .select({ product: drawPeriods.product, n: count() })
    .from(drawPeriods)
    .groupBy(drawPeriods.product);
  return Object.fromEntries(rows.map((r) => [r.product, r.n]));
}

describe('draw job', () => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.dispose();
  });

  it('creates every product’s upcoming periods once, however often and however many run it', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const provider = sandboxResultProvider(seededRandomInt('job'));
    // Two "processes" at once, then a third pass: one set of periods.
    await Promise.all([
      runDrawJob(db.orm, provider, DRAW_TEST_NOW),
      runDrawJob(db.orm, provider, DRAW_TEST_NOW),
    ]);
    const again = await runDrawJob(db.orm, provider, DRAW_TEST_NOW);
    expect(again.created).toBe(0);
    const counts = await periodCounts(db);
    for (const product of RESULT_PRODUCTS) {
      expect(counts[product], product).toBe(upcomingDraws(product, DRAW_TEST_NOW).length);
    }
    const dupes = await db.orm
      .select({ product: drawPeriods.product, drawAt: drawPeriods.drawAt })
      .from(drawPeriods)
      .groupBy(drawPeriods.product, drawPeriods.drawAt)
      .having(sql`count(*) > 1`);
    expect(dupes).toEqual([]);
  });

  it('across a day every product gets exactly its calendar’s draws, each result written once', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const day = '2026-11-19';
    // From 23:00 the day before to 01:00 the day after (Vietnam), two job "processes" racing.
    const start = new Date('2026-11-18T16:00:00Z').getTime();
    for (let at = start; at <= start + 26 * 3600_000; at += 2 * 3600_000) {
      const now = new Date(at);
      await Promise.all([
        runDrawJob(db.orm, sandboxResultProvider(seededRandomInt(`a${at}`)), now),
        runDrawJob(db.orm, sandboxResultProvider(seededRandomInt(`b${at}`)), now),
      ]);
    }
    for (const product of RESULT_PRODUCTS) {
      const [row] = await db.orm
        .select({ n: count() })
        .from(drawResults)
        .where(and(eq(drawResults.product, product), eq(drawResults.drawDate, day)));
      expect(row?.n, product).toBe(drawsOn(product, day).length);
    }
    const drawn = await db.orm
      .select({ n: count() })
      .from(drawPeriods)
      .where(
        sql`${drawPeriods.drawAt} < ${new Date(start + 26 * 3600_000)} AND ${drawPeriods.status} <> 'drawn'`,
      );
    expect(drawn[0]?.n).toBe(0);
    // Thursday: Power, Max 3D Pro, Keno ×119, Lotto ×2 and the three regions; no Mega.
    expect(drawsOn('mega645', day)).toHaveLength(0);
  }, 120_000);

  it('no draw falls on a Tết-cancelled day', async () => {
    const db = await openTestDb();
    dbs.push(db);
    // Mùng 1 Tết 2027 is Saturday 06/02: no northern draw from giao thừa (05/02) to mùng 3,
    // no Power draw on mùng 1; Lotto 5/35 keeps both draws.
    const start = new Date('2027-02-04T10:30:00Z').getTime();
    for (let at = start; at <= start + 3 * 86_400_000; at += 6 * 3600_000) {
      await runDrawJob(db.orm, sandboxResultProvider(seededRandomInt(`t${at}`)), new Date(at));
    }
    const days = async (product: string) =>
      (
        await db.orm
          .select({ drawDate: drawResults.drawDate })
          .from(drawResults)
          .where(eq(drawResults.product, product))
      ).map((r) => r.drawDate);
    expect(await days('xsmb')).toEqual(['2027-02-04']);
    expect(await days('power655')).toEqual(['2027-02-04']);
    expect((await days('lotto535')).filter((d) => d === '2027-02-06')).toHaveLength(2);
  }, 120_000);

  it('a drawn result is never changed: redrawing keeps it and the table refuses updates', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const now = new Date('2026-11-18T11:30:00Z'); // 18:30 Wednesday: Mega drawn
    await runDrawJob(db.orm, sandboxResultProvider(seededRandomInt('once')), now);
    const [period] = await db.orm
      .select()
      .from(drawPeriods)
      .where(and(eq(drawPeriods.product, 'mega645'), eq(drawPeriods.status, 'drawn')));
    expect(period).toBeDefined();
    const before = await db.orm
      .select()
      .from(drawResults)
      .where(eq(drawResults.product, 'mega645'));
    await db.orm
      .update(drawPeriods)
      .set({ status: 'closed' })
      .where(eq(drawPeriods.id, period!.id));
    await drawPeriod(db.orm, sandboxResultProvider(seededRandomInt('other')), period!, now);
    const after = await db.orm.select().from(drawResults).where(eq(drawResults.product, 'mega645'));
    expect(after).toEqual(before);
    await expect(
      db.orm
        .update(drawResults)
        .set({ numbers: { numbers: [1, 2, 3, 4, 5, 6] } })
        .where(eq(drawResults.product, 'mega645')),
    ).rejects.toThrow();
  });
});

describe('period endpoints', () => {
  let t: DrawTestApp;
  beforeAll(async () => {
    t = await createDrawTestApp({ config: { sandbox: true } });
    await runDrawJob(t.db.orm, t.provider, t.clock.now());
  });
  afterAll(async () => t.close());

  it('list_in_day: 6x36 (lottery type 1, category 1) and the southern provinces (2, 4)', async () => {
    const x636 = await get<PeriodList>(
      t,
      '/api/core/api/webview/period/list_in_day?channel=WEBVIEW&transid=1&lottery_type=1&category=1&groups=6',
    );
    expect(x636.status).toBe(200);
    expect(x636.body.code).toBe(0);
    const first = x636.body.data!.periods[0]!;
    // Wednesday 18/11 at 10:00: today's 18:05 draw is on sale.
    expect(first).toMatchObject({
      product: 'dientoan636',
      category: 1,
      drawCode: '2026-11-18',
      openDate: '18/11/2026 18:05:00',
      start_time: '18/11/2026 18:05:00',
      status: 'open',
      jackpot: null,
    });
    expect(x636.body.data!.drawConfigs[0]).toEqual({
      category: 1,
      drawCode: '2026-11-18',
      openDate: '18/11/2026 18:05:00',
    });
    const south = await get<PeriodList>(
      t,
      '/api/core/api/webview/period/list_in_day?lottery_type=2&category=4',
    );
    expect(south.body.data!.periods[0]).toMatchObject({
      product: 'xsmn',
      openDate: '18/11/2026 16:15:00',
      provinces: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    });
    const loto = await get<PeriodList>(
      t,
      '/api/core/api/webview/period/list_in_day?lottery_type=1&category=2',
    );
    expect(loto.body.data!.periods[0]).toMatchObject({ product: 'xsmb', category: 2 });
  });

  it('list_in_day refuses an unknown category or a mismatched lottery type with code 14', async () => {
    for (const query of [
      'lottery_type=1&category=9',
      'lottery_type=2&category=1',
      'lottery_type=x&category=1',
      'category=1',
    ]) {
      const res = await get(t, `/api/core/api/webview/period/list_in_day?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(14);
    }
  });

  it('Keno periods on sale, flat and grouped by day, with the time in the spec’s format', async () => {
    const list = await get<{
      open: boolean;
      periods: { drawCode: string; time: string; indexInDay: number }[];
    }>(t, '/api/order/available/list');
    expect(list.body.data!.open).toBe(true);
    expect(list.body.data!.periods).toHaveLength(20);
    // 10:00: the 10:00 draw closed at 09:59; the next is 10:08, the 31st of the day.
    expect(list.body.data!.periods[0]).toMatchObject({
      time: '18/11/2026 10:08:00',
      indexInDay: 31,
    });
    const grouped = await get<{ groups: { day: string; periods: unknown[] }[] }>(
      t,
      '/api/order/available/list/group?limit=120',
    );
    expect(grouped.body.data!.groups.map((g) => g.day)).toEqual(['18/11/2026', '19/11/2026']);
    expect(grouped.body.data!.groups[0]!.periods).toHaveLength(119 - 30);
    expect((await get(t, '/api/order/available/list?limit=0')).body.code).toBe(14);
  });

  it('getListPeriod: the first 6 future Lotto 5/35 periods, each with the jackpot (minimum 6 tỷ)', async () => {
    const res = await get<PeriodList>(t, '/api/getListPeriod');
    const periods = res.body.data!.periods;
    expect(periods).toHaveLength(6);
    expect(periods.map((p) => p.openDate.slice(11))).toEqual([
      '13:00:00',
      '21:00:00',
      '13:00:00',
      '21:00:00',
      '13:00:00',
      '21:00:00',
    ]);
    for (const p of periods) expect(p.jackpot).toEqual({ jackpot: 6_000_000_000, jackpot2: null });
    const power = await get<PeriodList>(t, '/api/draw/periods?product=power655&limit=2');
    expect(power.body.data!.periods[0]!.jackpot).toEqual({
      jackpot: 30_000_000_000,
      jackpot2: 3_000_000_000,
    });
    expect((await get(t, '/api/draw/periods?product=max4d')).body.code).toBe(14);
  });

  it('getList655: the first 6 future Power 6/55 periods (Tuesday, Thursday, Saturday 18:00), with the jackpot', async () => {
    const res = await get<PeriodList>(t, '/api/getList655');
    const periods = res.body.data!.periods;
    expect(periods).toHaveLength(6);
    // From Wednesday 18/11/2026, 10:00: the next Power draws.
    expect(periods.map((p) => p.openDate)).toEqual([
      '19/11/2026 18:00:00',
      '21/11/2026 18:00:00',
      '24/11/2026 18:00:00',
      '26/11/2026 18:00:00',
      '28/11/2026 18:00:00',
      '01/12/2026 18:00:00',
    ]);
    expect(periods[0]!.jackpot).toEqual({ jackpot: 30_000_000_000, jackpot2: 3_000_000_000 });
  });

  it('dev/draws/run draws the current period now; the result endpoints then show it', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/dev/draws/run',
      payload: { product: 'mega645' },
    });
    expect(run.statusCode).toBe(200);
    const result = (run.json() as Envelope<{ result: DrawResult }>).data!.result;
    expect(result).toMatchObject({
      product: 'mega645',
      drawDate: '2026-11-18',
      source: 'sandbox',
      openDate: '18/11/2026 18:00:00',
    });
    // 38 Mega draws after 01552 (Fri 21/08) up to Wed 18/11.
    expect(result.drawCode).toBe('01590');
    expect(result.result.kind).toBe('balls');
    const jackpot = result.jackpot!.jackpot;
    expect(jackpot).toBeGreaterThan(12_000_000_000);
    expect(result.prizes[0]).toMatchObject({ id: 'jackpot', amount: jackpot });
    const shown = await get<DrawResult>(
      t,
      `/api/result/period?product=mega645&drawCode=${result.drawCode}`,
    );
    expect(shown.body.data).toEqual(result);
    // The next period starts from that pot, or from the minimum when it was won.
    const [pool] = await t.db.orm
      .select()
      .from(jackpotPools)
      .where(eq(jackpotPools.drawCode, result.drawCode));
    const next = await get<PeriodList>(t, '/api/draw/periods?product=mega645&limit=1');
    const nextPeriod: DrawPeriod = next.body.data!.periods[0]!;
    expect(nextPeriod.drawCode).toBe('01591');
    expect(nextPeriod.jackpot!.jackpot).toBe(pool!.won ? 12_000_000_000 : jackpot);
    const latest = await get<{ items: { product: string; latest: DrawResult | null }[] }>(
      t,
      '/api/result/latest',
    );
    expect(latest.body.data!.items.find((i) => i.product === 'mega645')!.latest).toEqual(result);
    // Keno: the draw shows up in the Keno results with its summary.
    const keno = await t.app.inject({
      method: 'POST',
      url: '/api/dev/draws/run',
      payload: { product: 'keno' },
    });
    const kenoResult = (keno.json() as Envelope<{ result: DrawResult }>).data!.result;
    const list = await get<{ items: DrawResult[] }>(t, '/api/result/keno');
    expect(list.body.data!.items[0]).toEqual(kenoResult);
    if (kenoResult.result.kind !== 'balls') throw new Error('keno is balls');
    expect(kenoResult.result.summary!.big + kenoResult.result.summary!.small).toBe(20);
  });

  it('dev/draws/run can be given the numbers to draw, and refuses numbers that do not fit', async () => {
    const bad = async (payload: object) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/dev/draws/run', payload })
      ).json() as Envelope<unknown>;
    const total = async () =>
      (await get<{ total: number }>(t, '/api/customer/result/draw?product=power655')).body.data!
        .total;
    const before = await total();
    // Wrong count, repeated, out of range, a paper lottery: refused, nothing drawn.
    for (const payload of [
      { product: 'power655', numbers: [1, 2, 3, 4, 5] },
      { product: 'power655', numbers: [1, 1, 3, 4, 5, 6] },
      { product: 'power655', numbers: [1, 2, 3, 4, 5, 56] },
      { product: 'power655', numbers: [1, 2, 3, 4, 5, 6], bonus: 6 },
      { product: 'xsmb', numbers: [1] },
    ]) {
      expect((await bad(payload)).code, JSON.stringify(payload)).toBe(14);
    }
    expect(await total()).toBe(before);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/dev/draws/run',
      payload: { product: 'power655', numbers: [55, 3, 21, 9, 14, 40], bonus: 7 },
    });
    const result = (run.json() as Envelope<{ result: DrawResult }>).data!.result;
    expect(result.result).toMatchObject({
      kind: 'balls',
      numbers: [3, 9, 14, 21, 40, 55],
      bonus: 7,
    });
    expect(await total()).toBe(before + 1);
  });

  it('dev/draws/run with chosen Power numbers never stores a bonus among them', async () => {
    // A twin of the app's seeded drum tells which bonus its first Power draw brings out.
    const seed = 'bonus-clash';
    const twin = sandboxResultProvider(seededRandomInt(seed));
    const first = (await twin.draw({ product: 'power655', drawCode: '0', day: '', provinces: [] }))
      .numbers as { bonus: number };
    const numbers = [first.bonus, ...[1, 2, 3, 4, 5, 6].filter((n) => n !== first.bonus)].slice(
      0,
      6,
    );
    const own = await createDrawTestApp({ config: { sandbox: true }, seed });
    try {
      const run = await own.app.inject({
        method: 'POST',
        url: '/api/dev/draws/run',
        payload: { product: 'power655', numbers },
      });
      const body = run.json() as Envelope<{ result: DrawResult }>;
      expect(body.code).toBe(0);
      const result = body.data!.result.result;
      if (result.kind !== 'balls') throw new Error('power is balls');
      expect(result.numbers).toEqual([...numbers].sort((x, y) => x - y));
      expect(numbers).not.toContain(result.bonus);
      const [stored] = await own.db.orm
        .select({ numbers: drawResults.numbers })
        .from(drawResults)
        .where(eq(drawResults.product, 'power655'));
      expect(storedResultProblem('power655', stored?.numbers)).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('dev/draws/run answers code 14 and its message for a result the game cannot draw', async () => {
    for (const payload of [
      { product: 'lotto535', numbers: [1, 2, 3, 4, 5], special: 13 },
      { product: 'keno', numbers: [1, 2, 3] },
      { product: 'max3d', groups: [['001', '002'], ['003']] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dev/draws/run', payload });
      expect(res.json(), JSON.stringify(payload)).toMatchObject({
        code: 14,
        message: 'Yêu cầu không hợp lệ, vui lòng thử lại sau',
      });
    }
  });

  it('dev/draws/run can be given the Max 3D groups to draw, and refuses groups that do not fit', async () => {
    const run = async (payload: object) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/dev/draws/run', payload })
      ).json() as Envelope<{ result: DrawResult }>;
    const groups = [
      ['123', '456'],
      ['001', '002', '003', '004'],
      ['010', '020', '030', '040', '050', '060'],
      ['100', '200', '300', '400', '500', '600', '700', '123'],
    ];
    // A group too short, a 2-digit number, groups for a ball game, balls for Max 3D: refused.
    for (const payload of [
      { product: 'max3d', groups: [['123'], ...groups.slice(1)] },
      { product: 'max3d', groups: [['12', '456'], ...groups.slice(1)] },
      { product: 'keno', groups },
      { product: 'max3d', groups, numbers: [1] },
    ]) {
      expect((await run(payload)).code, JSON.stringify(payload)).toBe(14);
    }
    const { result } = (await run({ product: 'max3d', groups })).data!;
    if (result.result.kind !== 'groups') throw new Error('max3d is groups');
    expect(result.result.groups.map((g) => g.numbers)).toEqual(groups);
  });

  it('dev/draws/run can be given the northern result (XSMB, 27 numbers) in its drawn shape', async () => {
    const run = async (payload: object) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/dev/draws/run', payload })
      ).json() as Envelope<{ result: DrawResult }>;
    const digits = (n: number, width: number) => String(n).padStart(width, '0');
    // Đặc biệt, Nhất, Nhì ×2, Ba ×6 of 5 digits; Tư ×4, Năm ×6 of 4; Sáu ×3 of 3; Bảy ×4 of 2.
    const shape = [
      [1, 5],
      [1, 5],
      [2, 5],
      [6, 5],
      [4, 4],
      [6, 4],
      [3, 3],
      [4, 2],
    ] as const;
    const groups = shape.map(([count, width], g) =>
      Array.from({ length: count }, (_, i) => digits(g * 10 + i + 1, width)),
    );
    groups[0] = ['12327'];
    // A number of the wrong width, a group too short, one group missing: refused.
    for (const payload of [
      { product: 'xsmb', groups: [['1232'], ...groups.slice(1)] },
      { product: 'xsmb', groups: [...groups.slice(0, 7), ['01', '02', '03']] },
      { product: 'xsmb', groups: groups.slice(1) },
      { product: 'xsmn', groups },
    ]) {
      expect((await run(payload)).code, JSON.stringify(payload)).toBe(14);
    }
    const { result } = (await run({ product: 'xsmb', groups })).data!;
    if (result.result.kind !== 'groups') throw new Error('xsmb is groups');
    expect(result.result.groups.map((g) => g.numbers)).toEqual(groups);
  });

  it('regional draws: one result per day holding every province, filterable by province', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/dev/draws/run',
      payload: { product: 'xsmn' },
    });
    const result = (run.json() as Envelope<{ result: DrawResult }>).data!.result;
    if (result.result.kind !== 'provinces') throw new Error('provinces');
    expect(result.result.provinces.map((p) => p.province)).toEqual([
      'Đồng Nai',
      'Cần Thơ',
      'Sóc Trăng',
    ]);
    for (const p of result.result.provinces) {
      expect(p.groups.map((g) => g.numbers.length)).toEqual([1, 1, 1, 2, 7, 1, 3, 1, 1]);
      expect(p.groups[0]!.numbers[0]).toMatch(/^\d{6}$/);
    }
    const book = await get<{ items: DrawResult[] }>(t, '/api/result/xsmn?date=18/11/2026');
    expect(book.body.data!.items).toEqual([result]);
    const one = await get<{ items: DrawResult[] }>(
      t,
      `/api/xskt/customer/result/draw?region=xsmn&province=${encodeURIComponent('cần thơ')}`,
    );
    const only = one.body.data!.items[0]!.result;
    expect(only.kind === 'provinces' && only.provinces.map((p) => p.province)).toEqual(['Cần Thơ']);
  });

  it('dev/draws/run refuses an unknown product with code 14', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/draws/run',
      payload: { product: 'bingo18' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Envelope<unknown>).code).toBe(14);
  });
});

describe('the draw job started by the server', () => {
  it('keeps periods and draws on its timer when asked', async () => {
    const db = await openTestDb();
    const clock = manualClock(new Date('2026-11-18T11:30:00Z'));
    const app = await buildApp({
      config: testConfig(),
      db,
      clock,
      draws: { jobIntervalMs: 20, provider: sandboxResultProvider(seededRandomInt('timer')) },
    });
    try {
      await app.ready();
      for (let i = 0; i < 200; i += 1) {
        const [row] = await db.orm
          .select({ n: count() })
          .from(drawResults)
          .where(eq(drawResults.product, 'mega645'));
        if (row?.n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const counts = await periodCounts(db);
      expect(counts.keno).toBe(upcomingDraws('keno', clock.now()).length);
      const [mega] = await db.orm
        .select()
        .from(drawResults)
        .where(eq(drawResults.product, 'mega645'));
      expect(mega).toMatchObject({ drawCode: '01590', drawDate: '2026-11-18', source: 'sandbox' });
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('dev/draws/run outside the sandbox', () => {
  it('does not exist', async () => {
    const t = await createDrawTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/draws/run',
        payload: { product: 'mega645' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
