import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from './tables';

describe('PRIZE_TABLES', () => {
  it('lists the tiers of highest-tier games from the highest down', () => {
    for (const table of [
      PRIZE_TABLES.mega645,
      PRIZE_TABLES.power655,
      PRIZE_TABLES.lotto535,
      PRIZE_TABLES.dientoan636,
    ]) {
      const fixed = table.tiers.map((t) => t.amount).filter((a): a is number => a !== null);
      expect(fixed).toEqual([...fixed].sort((a, b) => b - a));
      const jackpots = table.tiers.filter((t) => t.amount === null).map((t) => t.id);
      expect(Object.keys(table.jackpots).sort()).toEqual(jackpots.sort());
    }
  });

  it('splits the Power jackpot fund 90/10 and the Lotto 5/35 pot 1/3 + 4 × 1/6', () => {
    const { jackpot1, jackpot2 } = PRIZE_TABLES.power655.jackpots;
    expect((jackpot1?.fundPercent ?? 0) + (jackpot2?.fundPercent ?? 0)).toBe(100);
    const weights = PRIZE_TABLES.lotto535.split.weights;
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    expect((weights['first'] ?? 0) / total).toBeCloseTo(1 / 3);
    expect(Object.keys(weights)).not.toContain('consolation');
  });

  it('draws 27 northern numbers and 18 regional ones', () => {
    expect(PRIZE_TABLES.xsmb.groups.reduce((n, g) => n + g.count, 0)).toBe(27);
    expect(PRIZE_TABLES.regional.groups.reduce((n, g) => n + g.count, 0)).toBe(18);
  });

  it('prices Loto 5 số as the northern prize table divided by the 10,000đ ticket', () => {
    for (const group of PRIZE_TABLES.xsmb.groups) {
      expect(PRIZE_TABLES.loto.loto5[group.id]).toBe(group.amount / 10_000);
    }
    expect(PRIZE_TABLES.loto.loto5['consolation']).toBe(
      PRIZE_TABLES.xsmb.consolation.amount / 10_000,
    );
  });

  it('caps Keno top prizes so the fixed prizes of the allowed winners fit the shared pool', () => {
    for (const [level, cap] of Object.entries(PRIZE_TABLES.keno.caps)) {
      const top = PRIZE_TABLES.keno.levels[Number(level)]?.[Number(level)] ?? 0;
      expect(top * (cap.maxWinners ?? 0)).toBeLessThanOrEqual(cap.pool);
    }
  });

  it('cannot be changed by a consumer', () => {
    const levels = PRIZE_TABLES.keno.levels as Record<number, Record<number, number>>;
    expect(() => {
      (levels[10] as Record<number, number>)[10] = 1;
    }).toThrow(TypeError);
    expect(Object.isFrozen(PRIZE_TABLES.mega645.tiers[0])).toBe(true);
  });

  it('has a Keno row for every level 1–10', () => {
    for (let level = 1; level <= 10; level += 1) {
      expect(Object.keys(PRIZE_TABLES.keno.levels[level] ?? {}).length).toBeGreaterThan(0);
    }
  });
});
