import { drawHistoryPath } from '@veso/draw-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { importResultFile } from '../results/import';
import { drawResults } from '../../db/schema';
import { countWhere, runJobs, useSandboxApp } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import type { TestApp } from '../../test/test-app';
import { buyTickets, get } from './xskt-test-kit';

// Real results of Wednesday 2025-10-22 (packages/draw-history: xsmn.csv, xsmt.csv, xsmb.csv).
// Cần Thơ: ĐB 834441, Nhất 68664, … Sáu 2748 9078 5689, Bảy 592, Tám 21.
// Đồng Nai: Tư 90655 68185 … 19285, Tám 85. Đà Nẵng: Ba 33262 97280, Tám 57.
// North (Bắc Ninh): ĐB 49274, Tư 3300 7747 7758 8312, Sáu 346 258 090, Bảy 78 90 69 50.
const DAY = '2025-10-22';

type PaperTicket = {
  number: string;
  province: string;
  status: number;
  winStatus: number;
  prizeGross: number | null;
  prizeTax: number | null;
  prizeNet: number | null;
  wins: { tier: string; amount: number }[];
  claimInPerson: boolean;
  claimNote: string | null;
  imagePath: string | null;
};

/** The personal income tax of a ticket: 10% of the part above 10,000,000đ. */
function tax(gross: number): number {
  return gross > 10_000_000 ? Math.floor((gross - 10_000_000) / 10) : 0;
}

async function paperTickets(t: TestApp, token: string, orderId: number): Promise<PaperTicket[]> {
  const info = await get<{ paperTickets: PaperTicket[] }>(
    t,
    `/api/order/xskt_info?orderId=${orderId}`,
    token,
  );
  return info.data?.paperTickets ?? [];
}

async function prizeBalance(t: TestApp, accountId: number): Promise<number> {
  return (await customerBalances(t.db.orm, accountId)).prizeBalance;
}

describe('paper lottery settlement on the real results', () => {
  const t = useSandboxApp();

  beforeAll(async () => {
    // The real history, as the seed imports it (VESO_RESULTS_DIR).
    for (const file of ['xsmb.csv', 'xsmn.csv', 'xsmt.csv'] as const) {
      const summary = await importResultFile(t.db.orm, drawHistoryPath(file), t.clock.now());
      expect(summary.rejected).toEqual([]);
    }
  });

  it('imports the southern and central results the settlement reads', async () => {
    expect(await countWhere(t, 'draw_results', `product = 'xsmn'`)).toBe(102);
    expect(await countWhere(t, 'draw_results', `product = 'xsmt'`)).toBe(102);
  });

  it('south and centre: each tier, phụ đặc biệt, khuyến khích, several tiers, tax, in person', async () => {
    const { token, id, orderId } = await buyTickets(t, DAY, [
      { product: 'xsmn', province: 'Cần Thơ', number: '834441' }, // Đặc biệt
      { product: 'xsmn', province: 'Cần Thơ', number: '968664' }, // Nhất
      { product: 'xsmn', province: 'Cần Thơ', number: '734441' }, // phụ Đặc biệt
      { product: 'xsmn', province: 'Cần Thơ', number: '834449' }, // khuyến khích
      { product: 'xsmn', province: 'Cần Thơ', number: '705689' }, // Sáu
      { product: 'xsmn', province: 'Cần Thơ', number: '100592' }, // Bảy
      { product: 'xsmn', province: 'Cần Thơ', number: '000021' }, // Tám
      { product: 'xsmn', province: 'Đồng Nai', number: '068185' }, // Tư and Tám
      { product: 'xsmt', province: 'Đà Nẵng', number: '133262' }, // Ba
      { product: 'xsmt', province: 'Đà Nẵng', number: '000058' }, // nothing
    ]);
    const won = await paperTickets(t, token, orderId);
    // The order detail carries the results the tickets were checked on, for their screens.
    const detail = await get<{ results: { product: string; result: { kind: string } }[] }>(
      t,
      `/api/order/xskt_info?orderId=${orderId}`,
      token,
    );
    expect(detail.data?.results.map((r) => [r.product, r.result.kind])).toEqual([
      ['xsmn', 'provinces'],
      ['xsmt', 'provinces'],
    ]);
    const byNumber = new Map(won.map((w) => [`${w.province}:${w.number}`, w]));
    const expected: [string, Record<string, number>][] = [
      ['Cần Thơ:834441', { special: 2_000_000_000 }],
      ['Cần Thơ:968664', { first: 30_000_000 }],
      ['Cần Thơ:734441', { 'special-runner-up': 50_000_000 }],
      ['Cần Thơ:834449', { consolation: 6_000_000 }],
      ['Cần Thơ:705689', { sixth: 400_000 }],
      ['Cần Thơ:100592', { seventh: 200_000 }],
      ['Cần Thơ:000021', { eighth: 100_000 }],
      ['Đồng Nai:068185', { fourth: 3_000_000, eighth: 100_000 }],
      ['Đà Nẵng:133262', { third: 10_000_000 }],
      ['Đà Nẵng:000058', {}],
    ];
    let credited = 0;
    for (const [key, tiers] of expected) {
      const ticket = byNumber.get(key);
      const gross = Object.values(tiers).reduce((a, b) => a + b, 0);
      expect(Object.fromEntries((ticket?.wins ?? []).map((w) => [w.tier, w.amount])), key).toEqual(
        tiers,
      );
      expect(ticket, key).toMatchObject({
        status: 2,
        winStatus: gross > 0 ? 1 : 0,
        prizeGross: gross,
        prizeTax: tax(gross),
        prizeNet: gross - tax(gross),
        claimInPerson: gross > 10_000_000,
      });
      expect(ticket?.imagePath, key).toMatch(/\/order\/ticket_image\/\d+$/);
      if (gross <= 10_000_000) credited += gross - tax(gross);
      else expect(ticket?.claimNote).toContain('lĩnh trực tiếp');
    }
    // Only the prizes the shop pays reach the prize balance: 3,000,000 + 100,000 + … = 19,900,000.
    expect(credited).toBe(6_000_000 + 400_000 + 200_000 + 100_000 + 3_100_000 + 10_000_000);
    expect(await prizeBalance(t, id)).toBe(credited);
    // Idempotent: settling again changes nothing.
    expect((await runJobs(t)).settledTickets).toBe(0);
    expect(await prizeBalance(t, id)).toBe(credited);

    // One notice per result of the order (the south's eight tickets, the centre's two), each
    // summing its tickets: what was credited and what is claimed in person.
    const notes = await get<{ items: { kind: string; body: string; orderId: number }[] }>(
      t,
      '/api/core/webview/notifications/list',
      token,
    );
    const results = (notes.data?.items ?? []).filter((n) => n.kind !== 'printed');
    expect(results).toHaveLength(2);
    expect(results.map((n) => [n.kind, n.orderId])).toEqual([
      ['won', orderId],
      ['won', orderId],
    ]);
    const south = results.find((n) => n.body.includes('miền Nam'))?.body;
    expect(south).toMatch(
      new RegExp(
        `^Đơn hàng #${orderId} có 8/8 vé Xổ số kiến thiết miền Nam kỳ #\\S+ trúng thưởng, tổng 2\\.089\\.800\\.000đ\\. Đã cộng 9\\.800\\.000đ vào tài khoản trả thưởng\\. Giải 2\\.080\\.000\\.000đ cần lĩnh trực tiếp: Giải thưởng trên 10\\.000\\.000đ phải được lĩnh trực tiếp`,
      ),
    );
    const centre = results.find((n) => n.body.includes('miền Trung'))?.body;
    expect(centre).toMatch(
      new RegExp(
        `^Đơn hàng #${orderId} có 1/2 vé Xổ số kiến thiết miền Trung kỳ #\\S+ trúng thưởng, tổng 10\\.000\\.000đ\\. Đã cộng 10\\.000\\.000đ vào tài khoản trả thưởng\\.$`,
      ),
    );
  });

  it('north: every tier by trailing digits, Đặc biệt needing the series when it is published', async () => {
    const plain = await buyTickets(t, DAY, [
      { product: 'xsmb', province: 'Bắc Ninh', number: '12374', series: '3AN' }, // khuyến khích
      { product: 'xsmb', province: 'Bắc Ninh', number: '11090', series: '3AN' }, // Sáu and Bảy
      { product: 'xsmb', province: 'Bắc Ninh', number: '07747', series: '3AN' }, // Tư
    ]);
    const north = await paperTickets(t, plain.token, plain.orderId);
    expect(
      north.map((p) => [p.number, Object.fromEntries(p.wins.map((w) => [w.tier, w.amount]))]),
    ).toEqual([
      ['12374', { consolation: 40_000 }],
      ['11090', { sixth: 100_000, seventh: 40_000 }],
      ['07747', { fourth: 400_000 }],
    ]);
    expect(await prizeBalance(t, plain.id)).toBe(580_000);

    // A draw after the history, published with its winning series (the 2025-10-22 numbers).
    const day = '2026-09-02';
    const groups = [
      ['49274'],
      ['40078'],
      ['75515', '04948'],
      ['01151', '13907', '46897', '62686', '30189', '10638'],
      ['3300', '7747', '7758', '8312'],
      ['1365', '4005', '7901', '1665', '7845', '9933'],
      ['346', '258', '090'],
      ['78', '90', '69', '50'],
    ];
    await t.db.orm.insert(drawResults).values({
      product: 'xsmb',
      drawCode: day,
      drawDate: day,
      numbers: { groups, specialSeries: ['3AN', '7AN'] },
      source: 'test',
      createdAt: new Date(`${day}T11:20:00Z`),
    });
    const series = await buyTickets(t, day, [
      { product: 'xsmb', province: 'Bắc Ninh', number: '49274', series: '7AN' },
      { product: 'xsmb', province: 'Bắc Ninh', number: '49274', series: '5AN' },
    ]);
    const [winner, other] = await paperTickets(t, series.token, series.orderId);
    expect(winner?.wins).toEqual([
      expect.objectContaining({ tier: 'special', amount: 200_000_000 }),
    ]);
    expect(winner?.claimInPerson).toBe(true);
    expect(other?.wins).toEqual([expect.objectContaining({ tier: 'consolation', amount: 40_000 })]);
    expect(await prizeBalance(t, series.id)).toBe(40_000);
  });
});
