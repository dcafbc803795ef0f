import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock, offsetClock, type ManualClock } from '../../providers/clock';
import {
  openTestDb,
  TEST_NOW,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';
import { createAccount, signin, uniqueMsisdn } from './auth-test-kit';
import { LOCKOUT, recordAttempt } from './lockout';
import { PRODUCT_FAMILIES } from '../../families';

const DAY = 24 * 3600_000;
const LOCALHOST = '127.0.0.1';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.dispose());

/** A sandbox app on the shared database with its own clock: a "restart" is a new one. */
async function start(clock: ManualClock): Promise<TestApp> {
  const config = testConfig({ sandbox: true });
  const app = await buildApp({ config, db, clock });
  return { app, db, clock, config, families: PRODUCT_FAMILIES, close: () => app.close() };
}

/** The IP's lockout: enough failures on unknown numbers, stamped now on the app's clock. */
async function lockAddress(t: TestApp, ip: string): Promise<void> {
  for (let i = 0; i < LOCKOUT.ip.lockAfter; i += 1) {
    await recordAttempt(db.orm, { msisdn: uniqueMsisdn(), ip }, false, t.clock.now());
  }
}

/** The account's lockout, through the API (waiting out each delay on the app's clock). */
async function lockAccount(t: TestApp, msisdn: string, ip: string): Promise<void> {
  for (let i = 0; i < LOCKOUT.account.lockAfter; i += 1) {
    const res = await signin(t, msisdn, 'wrong-password', { ip });
    expect(res.json().code).toBe(303);
    t.clock.advance(LOCKOUT.maxDelayMs);
  }
}

describe('sign-in lockouts and a clock that moves', () => {
  it('a restart at real time frees an address and an account locked while the sandbox clock was days ahead', async () => {
    const ahead = await start(offsetClock());
    const account = await createAccount(ahead);
    ahead.clock.advance(3 * DAY);
    await lockAddress(ahead, LOCALHOST);
    await lockAccount(ahead, account.msisdn, '10.9.0.1');
    // Locked while that clock runs: the address, and the account from anywhere.
    expect(
      (await signin(ahead, account.msisdn, account.password, { ip: LOCALHOST })).json().code,
    ).toBe(4);
    expect(
      (await signin(ahead, account.msisdn, account.password, { ip: '10.9.0.2' })).json().code,
    ).toBe(4);
    await ahead.close();

    const restarted = await start(offsetClock());
    const res = await signin(restarted, account.msisdn, account.password, { ip: LOCALHOST });
    expect(res.json().code).toBe(0);
    await restarted.close();
  });

  it('a lockout lasts its window on the clock that recorded it, and moving ahead ends it', async () => {
    const t = await start(offsetClock());
    try {
      const account = await createAccount(t);
      t.clock.advance(10 * DAY);
      await lockAddress(t, '10.9.1.1');
      t.clock.advance(LOCKOUT.lockMs - 60_000);
      expect(
        (await signin(t, account.msisdn, account.password, { ip: '10.9.1.1' })).json().code,
      ).toBe(4);
      t.clock.advance(60_000);
      expect(
        (await signin(t, account.msisdn, account.password, { ip: '10.9.1.1' })).json().code,
      ).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('attempts a few seconds ahead (another server) still count; a clock set back ignores later ones', async () => {
    const clock = manualClock(TEST_NOW);
    const t = await start(clock);
    try {
      const account = await createAccount(t);
      await lockAddress(t, '10.9.2.1');
      clock.advance(-3_000);
      expect(
        (await signin(t, account.msisdn, account.password, { ip: '10.9.2.1' })).json().code,
      ).toBe(4);
      // Never longer than the window from now on this clock, nor from attempts it has not reached.
      clock.advance(-DAY);
      expect(
        (await signin(t, account.msisdn, account.password, { ip: '10.9.2.1' })).json().code,
      ).toBe(0);
    } finally {
      await t.close();
    }
  });
});
