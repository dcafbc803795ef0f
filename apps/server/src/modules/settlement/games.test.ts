import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  claimsInPerson,
  PRIZE_TABLES,
  generateLines,
  parseMax3dResult,
  prizeTax,
  resolveCappedPrize,
  settleMax3d,
  settleMax3dPlus,
  KENO_SIDE_BETS,
  type KenoSideBet,
  type Max3dResult,
  type PlaySelection,
  type ProductId,
} from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { call, requestId } from '../auth/auth-test-kit';
import { DATA_DIR, buyer, createPeriod, runJobs, useSandboxApp } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';

const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const pad3 = (n: number) => String(n).padStart(3, '0');

type Item = { product: ProductId; info: Record<string, unknown> };
type Settled = { position: number; gross: number; tax: number; net: number; status: number };

let day = 0;
/** 10:00 in Vietnam on a new day for every draw (Keno on sale, earlier periods closed). */
function nextMorning(): void {
  day += 1;
  t.clock.set(new Date(Date.UTC(2026, 3, day, 3, 0, 0)));
}

/**
 * One customer buys every item (one ticket each) for a new period of `calendar` through
 * the shop's order path, the agent prints them, the draw takes place with `result`, and
 * the order jobs settle it. Answers the tickets in item order.
 */
async function playDraw(
  calendar: 'keno' | 'max3d',
  result: unknown,
  items: Item[],
): Promise<{ customer: { id: number; token: string }; tickets: Settled[] }> {
  nextMorning();
  const period = await createPeriod(t, calendar, { closeInMs: 5 * 60 * 1000 });
  const customer = await buyer(t, 50_000_000);
  const url = calendar === 'keno' ? '/api/v2/keno/order/reserve' : '/api/order';
  const reserved = (
    await call(
      t,
      'POST',
      url,
      {
        requestId: requestId(),
        orderItemInfos: items.map((item) => ({
          product: item.product,
          drawCodes: [period.drawCode],
          numberInfos: [item.info],
        })),
      },
      { token: customer.token },
    )
  ).json();
  expect(reserved.code, JSON.stringify(reserved)).toBe(0);
  const paid = (
    await call(
      t,
      'POST',
      '/api/order/confirm',
      { requestId: requestId(), orderId: reserved.data.orderId },
      { token: customer.token },
    )
  ).json();
  expect(paid.code).toBe(0);
  expect((await runJobs(t)).printed).toBe(items.length);
  t.clock.advance(HOUR);
  await t.db.orm.insert(drawResults).values({
    product: calendar,
    drawCode: period.drawCode,
    drawDate: t.clock.now().toISOString().slice(0, 10),
    numbers: result,
    source: 'test',
    createdAt: t.clock.now(),
  });
  expect((await runJobs(t)).settledTickets).toBe(items.length);
  const rows = await t.db.withSession((s) =>
    s.query<Settled>(
      `SELECT i.position, t.prize_gross::bigint::text AS gross, t.prize_tax::bigint::text AS tax,
              t.prize_net::bigint::text AS net, t.status
         FROM tickets t JOIN order_items i ON i.id = t.item_id
        WHERE t.order_id = ${Number(reserved.data.orderId)} ORDER BY i.position`,
    ),
  );
  return {
    customer,
    tickets: rows.map((r) => ({
      position: r.position,
      gross: Number(r.gross),
      tax: Number(r.tax),
      net: Number(r.net),
      status: r.status,
    })),
  };
}

function expectTaxed(ticket: Settled, gross: number): void {
  expect(ticket.status).toBe(2);
  expect(ticket.gross).toBe(gross);
  expect(ticket.tax).toBe(prizeTax(gross));
  expect(ticket.net).toBe(gross - prizeTax(gross));
}

// 20 drawn numbers: 12 big (41–80), 8 small; 11 even, 9 odd.
const DRAWN = [2, 5, 9, 14, 17, 22, 31, 38, 41, 44, 47, 50, 53, 58, 62, 66, 70, 73, 76, 80];
const MISSED = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !DRAWN.includes(n));

describe('Keno settlement', () => {
  it('pays every level × matches cell of the prize table, minus tax', async () => {
    const cells: { level: number; matches: number; amount: number }[] = [];
    for (const [level, row] of Object.entries(PRIZE_TABLES.keno.levels)) {
      for (const [matches, amount] of Object.entries(row)) {
        cells.push({ level: Number(level), matches: Number(matches), amount });
      }
    }
    // A losing line too: level 2 with one number matched.
    cells.push({ level: 2, matches: 1, amount: 0 });
    expect(cells.length).toBeLessThanOrEqual(50);
    const items = cells.map(({ level, matches }) => ({
      product: 'keno' as const,
      info: {
        numbers: [...DRAWN.slice(0, matches), ...MISSED.slice(0, level - matches)].map(pad2),
      },
    }));
    const { customer, tickets } = await playDraw('keno', { numbers: DRAWN }, items);
    let net = 0;
    let credited = 0;
    cells.forEach((cell, i) => {
      expectTaxed(tickets[i]!, cell.amount);
      net += tickets[i]!.net;
      // Above the in-person threshold the prize waits for its claim at Vietlott.
      if (!claimsInPerson(cell.amount)) credited += tickets[i]!.net;
    });
    expect(net).toBeGreaterThan(2_000_000_000 * 0.85);
    expect(credited).toBeLessThan(net);
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(credited);
  });

  it('pays the side bets by the table bands, scaled by the stake', async () => {
    const bets: KenoSideBet[] = [...KENO_SIDE_BETS];
    const { tickets } = await playDraw(
      'keno',
      { numbers: DRAWN },
      bets.map((bet) => ({
        product: 'keno' as const,
        info: { numbers: [], form: 'kenoSideBet', bet, tickQuantity: 2 },
      })),
    );
    // 12 big, 8 small, 11 even, 9 odd: Lớn pays its 11–12 band, Chẵn 11-12 pays.
    const big = PRIZE_TABLES.keno.sideBets.big!.bands.find((b) => b.min <= 12 && b.max >= 12)!;
    const even1112 = PRIZE_TABLES.keno.sideBets['even-11-12']!.bands[0]!;
    const expected: Record<KenoSideBet, number> = {
      big: big.amount * 2,
      small: 0,
      'big-small-draw': 0,
      even: 0,
      odd: 0,
      'even-11-12': even1112.amount * 2,
      'odd-11-12': 0,
      'even-odd-draw': 0,
    };
    bets.forEach((bet, i) => expectTaxed(tickets[i]!, expected[bet]));
    expect(expected.big).toBe(20_000);
  });

  it('pays a Keno bao for every combination that wins', async () => {
    // 5 numbers, 3 drawn, at level 2: C(3,2) = 3 lines win 2/2 (90,000đ each), 7 lose.
    const numbers = [...DRAWN.slice(0, 3), ...MISSED.slice(0, 2)].map(pad2);
    const { tickets } = await playDraw('keno', { numbers: DRAWN }, [
      { product: 'keno', info: { numbers, form: 'kenoBao', level: 2 } },
    ]);
    expectTaxed(tickets[0]!, 3 * 90_000);
  });

  it('keeps the 10/10 fixed prize within the cap and shares the pool above it', async () => {
    const cap = PRIZE_TABLES.keno.caps[10]!;
    const line = { product: 'keno' as const, info: { numbers: DRAWN.slice(0, 10).map(pad2) } };
    const within = await playDraw(
      'keno',
      { numbers: DRAWN },
      Array.from({ length: cap.maxWinners! }, () => line),
    );
    for (const ticket of within.tickets) expectTaxed(ticket, 2_000_000_000);

    const over = await playDraw(
      'keno',
      { numbers: DRAWN },
      Array.from({ length: cap.maxWinners! + 1 }, () => line),
    );
    const shares = resolveCappedPrize(
      Array.from({ length: cap.maxWinners! + 1 }, () => ({ amount: 2_000_000_000, stake: 10_000 })),
      cap,
    );
    const total = over.tickets.reduce((sum, ticket) => sum + ticket.gross, 0);
    expect(total).toBeLessThanOrEqual(cap.pool);
    expect(total).toBeGreaterThan(cap.pool - 100);
    over.tickets.forEach((ticket, i) => {
      expect(ticket.gross).toBeLessThan(2_000_000_000);
      expectTaxed(ticket, shares[i]!);
    });
  });
});

type RealMax3d = { id: string; result: Record<string, string[]> };

function realMax3d(): RealMax3d[] {
  return readFileSync(path.join(DATA_DIR, 'max3d.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RealMax3d);
}

/** Gross of a selection on a result, every line staked `stake` units, by the domain rules. */
function expectedGross(
  product: ProductId,
  result: Max3dResult,
  selection: PlaySelection,
  stake: number,
): number {
  let gross = 0;
  for (const line of generateLines(product, selection)) {
    const wins =
      product === 'max3d'
        ? settleMax3d(result, { number: pad3(line.numbers[0]!) }, stake * 10_000)
        : settleMax3dPlus(result, { numbers: line.numbers.map(pad3) }, stake * 10_000);
    gross += wins.reduce((sum, w) => sum + (w.amount ?? 0), 0);
  }
  return gross;
}

describe('Max 3D family settlement on real draws', () => {
  it('pays every matching tier of Max 3D, Max 3D+, đảo số, bao vị trí and Ôm Max 3D+', async () => {
    const draws = realMax3d();
    const draw = draws.at(-1)!;
    const result = parseMax3dResult(draw.result);
    const [a, b] = result.groups[0]!.map(Number) as [number, number];
    const c = Number(result.groups[1]![0]);
    const drawnAll = new Set(result.groups.flat().map(Number));
    const miss = Array.from({ length: 1000 }, (_, i) => i).find((n) => !drawnAll.has(n))!;
    const cases: { product: ProductId; selection: PlaySelection; info: Record<string, unknown> }[] =
      [
        {
          product: 'max3d',
          selection: { kind: 'single', numbers: [a] },
          info: { numbers: [pad3(a)] },
        },
        {
          product: 'max3d',
          selection: { kind: 'single', numbers: [miss] },
          info: { numbers: [pad3(miss)] },
        },
        {
          product: 'max3d',
          selection: { kind: 'permutation', numbers: [c] },
          info: { numbers: [pad3(c)], form: 'permutation' },
        },
        {
          product: 'max3dplus',
          selection: { kind: 'single', numbers: [a, b] },
          info: { numbers: [pad3(a), pad3(b)], tickQuantity: 2 },
        },
        {
          product: 'max3dplus',
          selection: { kind: 'wildcard', patterns: [pad3(a), `${pad3(b).slice(0, 2)}*`] },
          info: { numbers: [pad3(a), `${pad3(b).slice(0, 2)}*`], form: 'wildcard' },
        },
        {
          product: 'ommax3dplus',
          selection: {
            kind: 'range',
            fixed: a,
            from: Math.max(0, b - 3),
            to: Math.min(999, b + 3),
          },
          info: {
            numbers: [pad3(a)],
            form: 'range',
            from: pad3(Math.max(0, b - 3)),
            to: pad3(Math.min(999, b + 3)),
          },
        },
      ];
    const { tickets } = await playDraw(
      'max3d',
      result,
      cases.map((x) => ({ product: x.product, info: x.info })),
    );
    cases.forEach((x, i) => {
      const stake = (x.info.tickQuantity as number | undefined) ?? 1;
      expectTaxed(tickets[i]!, expectedGross(x.product, result, x.selection, stake));
    });
    // Max 3D: at least Giải Nhất; a missed number nothing; Max 3D+ in draw order: Giải Nhất.
    expect(tickets[0]!.gross).toBeGreaterThanOrEqual(1_000_000);
    expect(tickets[1]!.gross).toBe(0);
    expect(tickets[3]!.gross).toBeGreaterThanOrEqual(2 * 1_000_000_000);
    expect(tickets[5]!.gross).toBeGreaterThanOrEqual(1_000_000_000);
  });

  it('doubles Max 3D+ prizes for two identical numbers drawn twice', async () => {
    const draw = realMax3d().find((d) => {
      const all = Object.values(d.result).flat();
      return all.some((n, i) => all.indexOf(n) !== i);
    })!;
    const result = parseMax3dResult(draw.result);
    const all = result.groups.flat();
    const twice = all.find((n, i) => all.indexOf(n) !== i)!;
    const { tickets } = await playDraw('max3d', result, [
      { product: 'max3dplus', info: { numbers: [twice, twice] } },
    ]);
    const single = settleMax3dPlus(result, { numbers: [twice, twice] }, 10_000);
    const gross = single.reduce((sum, w) => sum + (w.amount ?? 0), 0);
    expectTaxed(tickets[0]!, gross);
    // Giải Năm (both numbers among the 20) at least, doubled.
    expect(gross).toBeGreaterThanOrEqual(2 * 1_000_000);
  });
});
