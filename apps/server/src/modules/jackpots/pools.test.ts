import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDatabase } from '../../test/test-app';
import { nextJackpot, poolsOf, recordPool } from './service';

const NOW = new Date('2026-11-18T11:00:00Z');

describe('jackpot pools', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db.dispose());

  /** Records the pool of a draw at {@link NOW}. */
  type RecordArgs = Parameters<typeof recordPool>;
  const record = (product: RecordArgs[1], drawCode: string, pool: RecordArgs[3]) =>
    recordPool(db.orm, product, drawCode, pool, NOW);

  it('Mega starts at 12 tỷ, grows by each draw’s fund until won, then restarts at the minimum', async () => {
    expect(await nextJackpot(db.orm, 'mega645')).toEqual({
      jackpot: 12_000_000_000,
      jackpot2: null,
    });
    await record('mega645', '00001', { fund: 1_000_000_000, won: false, won2: false });
    expect(await nextJackpot(db.orm, 'mega645')).toEqual({
      jackpot: 13_000_000_000,
      jackpot2: null,
    });
    await record('mega645', '00002', { fund: 500_000_000, won: true, won2: false });
    expect((await poolsOf(db.orm, 'mega645', ['00002'])).get('00002')).toEqual({
      jackpot: 13_500_000_000,
      jackpot2: null,
    });
    expect(await nextJackpot(db.orm, 'mega645')).toEqual({
      jackpot: 12_000_000_000,
      jackpot2: null,
    });
    // Recording a draw again changes nothing.
    await record('mega645', '00002', { fund: 9_000_000_000, won: false, won2: false });
    expect((await poolsOf(db.orm, 'mega645', ['00002'])).get('00002')!.jackpot).toBe(
      13_500_000_000,
    );
  });

  it('Power splits the fund 90/10 and resets each jackpot on its own', async () => {
    expect(await nextJackpot(db.orm, 'power655')).toEqual({
      jackpot: 30_000_000_000,
      jackpot2: 3_000_000_000,
    });
    await record('power655', '00001', { fund: 2_000_000_000, won: false, won2: true });
    expect(await nextJackpot(db.orm, 'power655')).toEqual({
      jackpot: 31_800_000_000,
      jackpot2: 3_000_000_000,
    });
  });

  it('Power’s Jackpot 1 stays at 300 tỷ when only Jackpot 2 is won above it', async () => {
    await record('power655', '00002', { fund: 300_000_000_000, won: false, won2: false });
    expect((await nextJackpot(db.orm, 'power655')).jackpot).toBe(301_800_000_000);
    await record('power655', '00003', { fund: 1_000_000_000, won: false, won2: true });
    expect((await nextJackpot(db.orm, 'power655')).jackpot).toBe(300_000_000_000);
  });

  it('Lotto 5/35 starts at 6 tỷ; other products have no pools', async () => {
    expect(await nextJackpot(db.orm, 'lotto535')).toEqual({
      jackpot: 6_000_000_000,
      jackpot2: null,
    });
    expect((await poolsOf(db.orm, 'keno', ['1'])).size).toBe(0);
  });
});
