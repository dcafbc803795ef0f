import {
  claimsInPerson,
  parseXsmbResult,
  prizeTax,
  settleLoto2,
  settleLoto3,
  settleLoto5,
  settlePairedLoto,
  type PrizeWin,
  type XsmbResult,
} from '@veso/domain';
import { readCsv } from '@veso/draw-history';
import { describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { call } from '../auth/auth-test-kit';
import { buy, buyer, createPeriod, runJobs, useSandboxApp } from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import { settleDrawnPeriods } from '../settlement/service';

/**
 * Loto settlement on the real northern (XSMB) history of `@veso/draw-history`: for every
 * tier a ticket is built from a real draw so that it hits that tier alone, bought, printed
 * and settled when the draw's result arrives; it must win exactly the tier's multiplier ×
 * the stake in đồng, minus the personal income tax when the law takes some.
 */
const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;
const UNIT = 10_000;

type Draw = { date: string; result: XsmbResult };

/** The real northern draws, newest first. */
const DRAWS: Draw[] = readCsv('xsmb.csv')
  .rows.filter((row) => row.length === 28)
  .map(([date = '', ...values]) => ({ date, result: parseXsmbResult(values) }))
  .reverse();

type Case = {
  name: string;
  product: string;
  form?: 'lotoBao';
  /** Stake units. */
  stake: number;
  /** The prize as a multiple of the stake in đồng (the domain's tables, spelled out). */
  multiplier: number;
  /** Tier ids the ticket must win (one line each); empty: a losing ticket. */
  tiers: string[];
  /** The ticket's numbers for a draw, or null when this draw cannot isolate the tier. */
  build(result: XsmbResult): string[] | null;
};

const digitPrefixes = (width: number): string[] =>
  width === 0
    ? ['']
    : Array.from({ length: 10 ** width }, (_, i) => String(i).padStart(width, '0'));

function endings(result: XsmbResult): string[] {
  return result.groups.flat().map((n) => n.slice(-2));
}

function appearances(result: XsmbResult, n: string): number {
  return endings(result).filter((e) => e === n).length;
}

/** The distinct endings appearing exactly `times` (or at least, with `atLeast`) times. */
function endingsSeen(result: XsmbResult, test: (count: number) => boolean): string[] {
  return [...new Set(endings(result))].filter((n) => test(appearances(result, n))).sort();
}

const tierIds = (wins: readonly PrizeWin[]) => wins.map((w) => w.tier);
const only = (wins: readonly PrizeWin[], tier: string) =>
  wins.length === 1 && wins[0]?.tier === tier;

/** A single loto number built by `candidates`, kept when the domain pays `tier` alone. */
function single(
  settle: typeof settleLoto2,
  tier: string,
  candidates: (result: XsmbResult) => string[],
): (result: XsmbResult) => string[] | null {
  return (result) => {
    const found = candidates(result).find((n) => only(settle(result, { number: n }, UNIT), tier));
    return found === undefined ? null : [found];
  };
}

const special = (r: XsmbResult) => r.groups[0]?.[0] ?? '';
const first = (r: XsmbResult) => r.groups[1]?.[0] ?? '';

/** Loto 5 số: `prefix + number` for every prefix filling 5 digits. */
const widen = (numbers: readonly string[]) =>
  numbers.flatMap((n) => digitPrefixes(5 - n.length).map((p) => p + n));

function pairsOf(size: number, test: (count: number) => boolean, tier: string) {
  return (result: XsmbResult): string[] | null => {
    const seen = endingsSeen(result, test);
    if (seen.length < size) return null;
    const numbers = seen.slice(0, size);
    return only(settlePairedLoto(result, { numbers }, UNIT), tier) ? numbers : null;
  };
}

const CASES: Case[] = [
  {
    name: 'loto 2 số, last 2 of Đặc biệt ×70',
    product: 'loto2',
    stake: 2,
    multiplier: 70,
    tiers: ['special'],
    build: single(settleLoto2, 'special', (r) => [special(r).slice(-2)]),
  },
  {
    name: 'loto 2 số, last 2 of Giải Nhất ×1',
    product: 'loto2',
    stake: 1,
    multiplier: 1,
    tiers: ['first'],
    build: single(settleLoto2, 'first', (r) => [first(r).slice(-2)]),
  },
  {
    name: 'loto 3 số, last 3 of Đặc biệt ×420',
    product: 'loto3',
    stake: 1,
    multiplier: 420,
    tiers: ['special'],
    build: single(settleLoto3, 'special', (r) => [special(r).slice(-3)]),
  },
  {
    name: 'loto 3 số, last 2 of Đặc biệt ×5',
    product: 'loto3',
    stake: 1,
    multiplier: 5,
    tiers: ['special-last2'],
    build: single(settleLoto3, 'special-last2', (r) =>
      digitPrefixes(1).map((d) => d + special(r).slice(-2)),
    ),
  },
  {
    name: 'loto 3 số, last 3 of Giải Nhất ×20',
    product: 'loto3',
    stake: 1,
    multiplier: 20,
    tiers: ['first'],
    build: single(settleLoto3, 'first', (r) => [first(r).slice(-3)]),
  },
  {
    name: 'loto 3 số, a Giải Sáu number ×5',
    product: 'loto3',
    stake: 1,
    multiplier: 5,
    tiers: ['sixth'],
    build: single(settleLoto3, 'sixth', (r) => [...(r.groups[6] ?? [])]),
  },
  ...(
    [
      ['special', 20_000, 0],
      ['first', 2_000, 1],
      ['second', 500, 2],
      ['third', 200, 3],
      ['fourth', 40, 4],
      ['fifth', 20, 5],
      ['sixth', 10, 6],
      ['seventh', 4, 7],
    ] as const
  ).map(([tier, multiplier, group]): Case => ({
    name: `loto 5 số, ${tier} ×${multiplier}`,
    product: 'loto5',
    stake: 1,
    multiplier,
    tiers: [tier],
    build: single(settleLoto5, tier, (r) => widen(r.groups[group] ?? [])),
  })),
  {
    name: 'loto 5 số, Khuyến khích (last 2 of Đặc biệt) ×4',
    product: 'loto5',
    stake: 1,
    multiplier: 4,
    tiers: ['consolation'],
    build: single(settleLoto5, 'consolation', (r) => widen([special(r).slice(-2)])),
  },
  {
    name: 'lô tô 2 cặp ×10',
    product: 'loto2cap',
    stake: 1,
    multiplier: 10,
    tiers: ['paired-2'],
    build: pairsOf(2, (c) => c === 1, 'paired-2'),
  },
  {
    name: 'lô tô 2 cặp, each twice ×15',
    product: 'loto2cap',
    stake: 1,
    multiplier: 15,
    tiers: ['paired-2-twice'],
    build: pairsOf(2, (c) => c >= 2, 'paired-2-twice'),
  },
  {
    name: 'lô tô 3 cặp ×45',
    product: 'loto3cap',
    stake: 1,
    multiplier: 45,
    tiers: ['paired-3'],
    build: pairsOf(3, (c) => c === 1, 'paired-3'),
  },
  {
    name: 'lô tô 3 cặp, each twice ×60',
    product: 'loto3cap',
    stake: 1,
    multiplier: 60,
    tiers: ['paired-3-twice'],
    build: pairsOf(3, (c) => c >= 2, 'paired-3-twice'),
  },
  {
    name: 'lô tô 4 cặp ×110',
    product: 'loto4cap',
    stake: 1,
    multiplier: 110,
    tiers: ['paired-4'],
    build: pairsOf(4, (c) => c === 1, 'paired-4'),
  },
  {
    name: 'lô tô 4 cặp, each twice ×1000',
    product: 'loto4cap',
    stake: 1,
    multiplier: 1_000,
    tiers: ['paired-4-twice'],
    build: pairsOf(4, (c) => c >= 2, 'paired-4-twice'),
  },
  {
    // Bao 3 numbers that each appear once: 3 pairs ×10 and the triple ×45.
    name: 'bao lô tô 3 số, every combination ×(3 × 10 + 45)',
    product: 'baoloto2',
    form: 'lotoBao',
    stake: 1,
    multiplier: 75,
    tiers: ['paired-2', 'paired-3'],
    build: (r) => {
      const seen = endingsSeen(r, (c) => c === 1);
      return seen.length >= 3 ? seen.slice(0, 3) : null;
    },
  },
  {
    name: 'loto 2 số that misses',
    product: 'loto2',
    stake: 1,
    multiplier: 0,
    tiers: [],
    build: (r) => {
      const n = digitPrefixes(2).find((x) => settleLoto2(r, { number: x }, UNIT).length === 0);
      return n === undefined ? null : [n];
    },
  },
  {
    name: 'lô tô 2 cặp with one number absent',
    product: 'loto2cap',
    stake: 1,
    multiplier: 0,
    tiers: [],
    build: (r) => {
      const absent = digitPrefixes(2).find((n) => appearances(r, n) === 0);
      const present = endingsSeen(r, (c) => c >= 1)[0];
      return absent === undefined || present === undefined ? null : [present, absent].sort();
    },
  },
];

/** Every case on the newest real draw that can isolate it, few draws in all. */
function assign(): Map<Draw, { c: Case; numbers: string[] }[]> {
  const byDraw = new Map<Draw, { c: Case; numbers: string[] }[]>();
  const left = new Set(CASES);
  for (const draw of DRAWS) {
    for (const c of [...left]) {
      const numbers = c.build(draw.result);
      if (!numbers) continue;
      left.delete(c);
      byDraw.set(draw, [...(byDraw.get(draw) ?? []), { c, numbers }]);
    }
    if (left.size === 0) break;
  }
  expect([...left].map((c) => c.name)).toEqual([]);
  return byDraw;
}

describe('loto settlement on the real northern history', () => {
  it('pays every tier exactly multiplier × stake, minus tax where due, above the threshold in person; a miss wins nothing', async () => {
    let checked = 0;
    for (const [draw, cases] of assign()) {
      const period = await createPeriod(t, 'xsmb');
      const bought: { c: Case; id: number; token: string; orderId: number }[] = [];
      for (const { c, numbers } of cases) {
        const customer = await buyer(t, 1_000_000);
        const { orderId } = await buy(t, customer.token, {
          orderItemInfos: [
            {
              product: c.product,
              drawCodes: [period.drawCode],
              numberInfos: [{ numbers, form: c.form ?? 'single', tickQuantity: c.stake }],
            },
          ],
        });
        bought.push({ c, ...customer, orderId });
      }
      expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(cases.length);
      t.clock.advance(2 * HOUR);
      await t.db.orm.insert(drawResults).values({
        product: 'xsmb',
        drawCode: period.drawCode,
        drawDate: draw.date,
        numbers: draw.result,
        source: 'import',
        createdAt: t.clock.now(),
      });
      expect((await runJobs(t)).settledTickets).toBeGreaterThanOrEqual(cases.length);
      for (const { c, id, token, orderId } of bought) {
        const gross = c.multiplier * c.stake * UNIT;
        const tax = prizeTax(gross);
        const order = (
          await call(t, 'GET', `/api/order/xsdt_info?orderId=${orderId}`, undefined, { token })
        ).json().data;
        const [ticket] = order.tickets;
        expect(ticket, `${c.name} on ${draw.date}`).toMatchObject({
          status: 2,
          winStatus: gross > 0 ? 1 : 0,
          prizeGross: gross,
          prizeTax: tax,
          prizeNet: gross - tax,
        });
        expect(tierIds(ticket.wins).sort(), c.name).toEqual([...c.tiers].sort());
        // Above the in-person threshold the Thủ Đô company pays it: nothing credited.
        const inPerson = claimsInPerson(gross);
        expect(ticket.claimInPerson, c.name).toBe(inPerson);
        if (inPerson) expect(ticket.claimNote).toContain('Công ty Xổ số Kiến thiết Thủ Đô');
        expect((await customerBalances(t.db.orm, id)).prizeBalance).toBe(
          inPerson ? 0 : gross - tax,
        );
        checked += 1;
      }
    }
    expect(checked).toBe(CASES.length);
    // Đặc biệt of loto 5 số (200,000,000đ) is taxed: 10% of the part above 10,000,000đ.
    expect(prizeTax(20_000 * UNIT)).toBe(19_000_000);
  });

  it('settles a draw once, even with two settlement runs at the same time', async () => {
    const period = await createPeriod(t, 'xsmb');
    const [draw] = DRAWS;
    const customer = await buyer(t, 100_000);
    await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'loto2',
          drawCodes: [period.drawCode],
          numberInfos: [{ numbers: [special(draw!.result).slice(-2)] }],
        },
      ],
    });
    await runJobs(t);
    t.clock.advance(2 * HOUR);
    await t.db.orm.insert(drawResults).values({
      product: 'xsmb',
      drawCode: period.drawCode,
      drawDate: draw!.date,
      numbers: draw!.result,
      source: 'import',
      createdAt: t.clock.now(),
    });
    const runs = await Promise.all([settleDrawnPeriods(t), settleDrawnPeriods(t)]);
    expect(runs.reduce((sum, r) => sum + r.tickets, 0)).toBe(1);
    expect((await runJobs(t)).settledTickets).toBe(0);
    const gross = settleLoto2(
      draw!.result,
      { number: special(draw!.result).slice(-2) },
      UNIT,
    ).reduce((sum, w) => sum + (w.amount ?? 0), 0);
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(gross);
  });
});
