import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { manualClock } from '../../providers/clock';
import { testConfig, testDatabaseUrl, type TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { buyer, confirm, useSandboxApp } from '../orders/orders-test-kit';
import { withdrawUnsold } from './stock-jobs';
import { storeStock } from './stock';
import { createOrder, hold, loadStock, type StockItem } from './xskt-test-kit';
import { notificationsDelivered as delivered } from '../../test/notifications';

// TEST_NOW: Wednesday 2026-03-04 10:00 in Vietnam. South: Đồng Nai, Cần Thơ, Sóc Trăng
// (sales close 16:00); centre: Đà Nẵng, Khánh Hòa (17:00); north: Bắc Ninh (18:00).
const DAY = '2026-03-04';
const NEXT_DAY = '2026-03-05';
const PER_PROVINCE = 40;

type Envelope<T> = { code: number; message: string; data: T };
type NumberSet = {
  product: string;
  province: string;
  drawCode: string;
  number: string;
  setSize: number;
  available: number;
  tickets: StockItem[];
};
type Sets = { items: NumberSet[]; total: number };
type Province = { province: string; onSale: boolean; available: number; total: number };
type XsttList = {
  items: { product: string; days: { date: string; provinces: Province[] }[] }[];
};

/** Every public list of the paper stock (paths under `/api`). */
const STOCK_LISTS = [
  '/core/api/webview/utility/xstt/list',
  `/core/webview/xskt/ticket/sale/list?category=4&date=${DAY}`,
  '/group/sale/by_category',
  '/hot_category?category=4',
  '/by_number?tail=68&page_size=3',
  '/core/api/webview/product/hot',
  '/xskt/ticket/whole_set/list?category=4',
];

const WHOLE_SETS = `/xskt/ticket/whole_set/list?category=4&date=${DAY}&minSize=2&page_size=100`;
const SOUTH_TODAY = '/core/api/webview/utility/xstt/list?category=4&days=2';

/** The statements a test app's database runs, and reads through the API with their cost. */
function useReads(t: TestApp) {
  let queries = 0;
  let stop = () => {};
  beforeAll(async () => {
    stop = t.db.onQuery(() => {
      queries += 1;
    });
    await loadStock(t, PER_PROVINCE);
    await loadStock(t, PER_PROVINCE, NEXT_DAY);
  });
  afterAll(() => stop());

  /** A GET as a client sends it: its answer, and the statements it cost the database. */
  async function read<T>(path: string, token?: string) {
    const before = queries;
    const response = await call(t, 'GET', `/api${path}`, undefined, token ? { token } : {});
    return {
      response,
      body: response.json<Envelope<T>>(),
      queries: queries - before,
    };
  }

  const notificationsDelivered = () => delivered(t.db);

  /**
   * The answer of the next read of `path`; then, once the announcements of the writes before
   * it have arrived (on PostgreSQL they may drop it after it was computed), the same answer
   * again from memory at no cost.
   */
  async function readThenWarm<T>(path: string): Promise<Envelope<T>> {
    const next = await read<T>(path);
    await notificationsDelivered();
    await read(path);
    const warm = await read<T>(path);
    expect({ path, queries: warm.queries }).toEqual({ path, queries: 0 });
    expect(warm.body).toEqual(next.body);
    return next.body;
  }

  /** The whole sets of `DAY` in the south in the next read (then from memory). */
  async function wholeSets(): Promise<NumberSet[]> {
    return (await readThenWarm<Sets>(WHOLE_SETS)).data.items;
  }

  /** A province's stock of `day` in the south's list in the next read (then from memory). */
  async function southern(province: string, day = DAY): Promise<Province> {
    const found = (await readThenWarm<XsttList>(SOUTH_TODAY)).data.items[0]?.days
      .find((d) => d.date === day)
      ?.provinces.find((p) => p.province === province);
    if (!found) throw new Error(`${province} does not draw on ${day}`);
    return found;
  }

  return { read, readThenWarm, notificationsDelivered, wholeSets, southern };
}

/** Whether a set (province, number) is among the lists' sets. */
const listed = (sets: readonly NumberSet[], set: NumberSet) =>
  sets.some((s) => s.province === set.province && s.number === set.number);

describe('paper stock lists from memory', () => {
  const t = useSandboxApp();
  const { read, readThenWarm, notificationsDelivered, wholeSets, southern } = useReads(t);

  it('every public stock list is computed once, then free, with its ETag', async () => {
    await notificationsDelivered();
    for (const path of STOCK_LISTS) {
      const cold = await read(path);
      expect({ path, code: cold.body.code }).toEqual({ path, code: 0 });
      expect(cold.queries).toBeGreaterThan(0);
      const warm = await read(path);
      expect({ path, queries: warm.queries }).toEqual({ path, queries: 0 });
      expect(warm.response.body).toBe(cold.response.body);
      expect(warm.response.headers.etag).toBe(cold.response.headers.etag);
      expect(warm.response.headers['cache-control']).toBe('public, no-cache');
    }
    // A caller's transaction id does not make another answer.
    const tagged = await read(
      `/core/api/webview/utility/xstt/list?channel=WEBVIEW&transid=${requestId()}`,
    );
    expect(tagged.queries).toBe(0);
  });

  it('a hold and its release through the API are in the very next read', async () => {
    const [set] = await wholeSets();
    if (!set) throw new Error('no whole set on sale');
    const before = await southern(set.province);
    const customer = await buyer(t, 0);

    expect((await hold(t, customer.token, { ticketIds: [set.tickets[0]?.ticketId] })).code).toBe(0);
    expect(listed(await wholeSets(), set)).toBe(false);
    expect((await southern(set.province)).available).toBe(before.available - 1);
    const byNumber = await read<Sets>(`/by_number?number=${set.number}&date=${DAY}`);
    const ticket = byNumber.body.data.items
      .find((s) => s.province === set.province)
      ?.tickets.find((i) => i.ticketId === set.tickets[0]?.ticketId);
    expect(ticket).toMatchObject({ status: 'held', heldByMe: false });

    const released = await call(
      t,
      'POST',
      '/api/xskt/cart/release',
      { requestId: requestId() },
      { token: customer.token },
    );
    expect(released.json()).toMatchObject({ code: 0, data: { released: 1 } });
    expect(listed(await wholeSets(), set)).toBe(true);
    expect((await southern(set.province)).available).toBe(before.available);
  });

  it('a sale through the order path is in the very next read, from the reserve on', async () => {
    const [, set] = await wholeSets();
    if (!set) throw new Error('no second whole set on sale');
    const before = await southern(set.province);
    const customer = await buyer(t, 100_000);

    const order = await createOrder(t, customer.token, [set.tickets[0]!]);
    expect(order.code).toBe(0);
    expect(listed(await wholeSets(), set)).toBe(false);
    expect((await southern(set.province)).available).toBe(before.available - 1);

    expect((await confirm(t, customer.token, order.data?.orderId ?? 0)).json().code).toBe(0);
    expect(listed(await wholeSets(), set)).toBe(false);
    expect(await southern(set.province)).toMatchObject({
      available: before.available - 1,
      total: before.total,
    });
  });

  it('a signed-in caller’s own hold is marked in its own answer, never in the shared one', async () => {
    const [set] = await wholeSets();
    if (!set) throw new Error('no whole set on sale');
    const customer = await buyer(t, 0);
    const ticketId = set.tickets[0]?.ticketId;
    expect((await hold(t, customer.token, { ticketIds: [ticketId] })).code).toBe(0);
    const url = `/by_number?number=${set.number}&date=${DAY}`;
    const heldByMe = async (token?: string) =>
      (await read<Sets>(url, token)).body.data.items
        .flatMap((s) => s.tickets)
        .find((i) => i.ticketId === ticketId)?.heldByMe;
    expect(await heldByMe()).toBe(false);
    expect(await heldByMe(customer.token)).toBe(true);
    expect(await heldByMe()).toBe(false);
  });

  it('stock delivered or imported for a day is listed at once', async () => {
    const day = '2026-03-06';
    const list = `/core/api/webview/utility/xstt/list?category=4&days=3`;
    const stockOf = async () =>
      (await readThenWarm<XsttList>(list)).data.items[0]!.days.find(
        (d) => d.date === day,
      )!.provinces.reduce((n, p) => n + p.total, 0);
    expect(await stockOf()).toBe(0);
    // The sandbox agent's delivery (POST /api/dev/xskt/stock).
    expect((await loadStock(t, 5, day)).code).toBe(0);
    const delivered = await stockOf();
    expect(delivered).toBeGreaterThan(0);
    // A stock file's import (the CLI's service call, no request).
    const [province] = (await read<XsttList>(list)).body.data.items[0]!.days.find(
      (d) => d.date === day,
    )!.provinces;
    await storeStock(
      t.db.orm,
      [
        {
          product: 'xsmn',
          province: province!.province,
          drawDate: day,
          number: '000001',
          series: '',
          copy: 1,
        },
      ],
      'csv:test',
      t.clock.now(),
    );
    expect(await stockOf()).toBe(delivered + 1);
  });

  it('a write by anyone else (an operator’s SQL) is heard and served', async () => {
    const [set] = await wholeSets();
    if (!set) throw new Error('no whole set on sale');
    // Not through the server's code: only the database's announcement tells the cache.
    await t.db.orm.execute(
      sql`update xskt_stock set status = 'withdrawn' where province = ${set.province} and draw_date = ${DAY}`,
    );
    await expect
      .poll(async () => listed((await read<Sets>(WHOLE_SETS)).body.data.items, set), {
        timeout: 5_000,
      })
      .toBe(false);
  });
});

describe('paper stock lists and the clock', () => {
  const t = useSandboxApp();
  const { read, wholeSets, southern } = useReads(t);

  it('a hold that ends puts its ticket back in the next read, with no write', async () => {
    const [set] = await wholeSets();
    if (!set) throw new Error('no whole set on sale');
    const customer = await buyer(t, 0);
    const held = await hold(t, customer.token, { ticketIds: [set.tickets[0]?.ticketId] });
    expect(held.code).toBe(0);
    expect(listed(await wholeSets(), set)).toBe(false);
    t.clock.set(new Date(held.data!.items[0]!.heldUntil));
    expect(listed(await wholeSets(), set)).toBe(true);
  });

  it('the cut-off takes a region off sale in the next read; the withdrawal keeps it off', async () => {
    const [set] = await wholeSets();
    if (!set) throw new Error('no whole set on sale');
    expect((await southern(set.province)).onSale).toBe(true);
    t.clock.set(new Date(`${DAY}T16:00:00+07:00`));
    expect(await wholeSets()).toEqual([]);
    expect(await southern(set.province)).toMatchObject({ onSale: false, available: 0 });
    await withdrawUnsold({ config: t.config, db: t.db, clock: t.clock, families: t.families });
    expect(await wholeSets()).toEqual([]);
    expect((await southern(set.province)).total).toBe(PER_PROVINCE);
  });

  it('a new day moves the days listed at midnight', async () => {
    const days = async () =>
      (await read<XsttList>(SOUTH_TODAY)).body.data.items[0]!.days.map((d) => d.date);
    expect(await days()).toEqual([DAY, NEXT_DAY]);
    t.clock.set(new Date(`${NEXT_DAY}T00:00:00+07:00`));
    expect(await days()).toEqual([NEXT_DAY, '2026-03-06']);
  });
});

describe('paper stock and draws are cached apart', () => {
  const t = useSandboxApp();
  const { read, notificationsDelivered, wholeSets } = useReads(t);

  it('a change of the stock keeps the draws’ answers', async () => {
    await read('/result/latest');
    expect((await read('/result/latest')).queries).toBe(0);
    const [set] = await wholeSets();
    const customer = await buyer(t, 0);
    expect((await hold(t, customer.token, { ticketIds: [set?.tickets[0]?.ticketId] })).code).toBe(
      0,
    );
    await notificationsDelivered();
    expect((await read('/result/latest')).queries).toBe(0);
    expect((await read(WHOLE_SETS)).queries).toBeGreaterThan(0);
  });

  it.runIf(testDatabaseUrl())(
    'two server processes on one database: a hold in one is served by the other',
    async () => {
      const db = await openDatabase({
        kind: 'postgres',
        url: testDatabaseUrl()!,
        schema: t.db.schema,
      });
      const other = await buildApp({
        config: testConfig(),
        db,
        clock: manualClock(t.clock.now()),
        draws: { jobIntervalMs: 0 },
      });
      let queries = 0;
      const stop = db.onQuery(() => {
        queries += 1;
      });
      try {
        await other.ready();
        const setsThere = async () =>
          (await other.inject({ method: 'GET', url: `/api${WHOLE_SETS}` })).json<Envelope<Sets>>()
            .data.items;
        const [set] = await setsThere();
        if (!set) throw new Error('no whole set on sale');
        const warmFrom = queries;
        expect(listed(await setsThere(), set)).toBe(true);
        expect(queries).toBe(warmFrom);
        const customer = await buyer(t, 0);
        expect(
          (await hold(t, customer.token, { ticketIds: [set.tickets[0]?.ticketId] })).code,
        ).toBe(0);
        await expect
          .poll(async () => listed(await setsThere(), set), { timeout: 5_000 })
          .toBe(false);
      } finally {
        stop();
        await other.close();
        await db.close();
      }
    },
  );
});
