import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../commands';
import type { AppDeps } from '../../deps';
import { testDatabaseUrl } from '../../test/test-app';
import { signVnp, vnpIpn, vnpayTestApp, type VnpayTestApp } from '../../test/vnpay-test-kit';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { checkGatewayDay } from './day-check';
import { RECONCILE_AFTER_MS, reconcilePending } from './reconcile';

/**
 * `payments reconcile`: the provider's statement of a day (the VNPay emulator serves it)
 * against the ledger, on a listening server and its database.
 */
let t: VnpayTestApp;
const origin = { url: '' };
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await vnpayTestApp({}, origin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const vnpay = () => t.gateways.gateways!.named('vnpay')!;
const emulator = () => t.gateways.vnpayEmulator!;
const check = async () =>
  checkGatewayDay(t.db.orm, vnpay(), DAY, await vnpay().dayTransactions!(DAY));

async function paidTopUp(amount: number, ipn: 'normal' | 'lost' = 'normal') {
  const account = await createAccount(t);
  const token = await sessionFor(t, account);
  const body = { requestId: requestId(), method: 'vnpay', amount };
  const { data } = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
  const opened = emulator().open(Object.fromEntries(new URL(data.payUrl).searchParams));
  if (!opened.ok) throw new Error(opened.message);
  await emulator().finish(data.id, 'pay', ipn);
  return data.id as string;
}

/** The CLI against this database (PostgreSQL: a second process-like client of the same schema). */
async function cli(args: string[]) {
  const lines: string[] = [];
  const env = {
    DATABASE_URL: testDatabaseUrl(),
    VESO_DB_SCHEMA: t.db.schema,
    VESO_SANDBOX: '1',
    VESO_GATEWAYS: 'vnpay',
    VESO_PUBLIC_URL: origin.url,
  };
  const code = await runCli(['payments', 'reconcile', ...args], env, (line) => lines.push(line));
  return { code, lines };
}

describe('a VNPay day against the ledger', () => {
  it('passes on a clean day, finds a lost IPN (missing) until the job settles it', async () => {
    const first = await paidTopUp(50_000);
    await paidTopUp(20_000);
    const clean = await check();
    expect(clean).toMatchObject({ providerCount: 2, ledgerCount: 2, differences: [] });

    const lost = await paidTopUp(30_000, 'lost');
    const ref = emulator().transaction(lost)!.transactionNo;
    expect((await check()).differences).toEqual([
      {
        kind: 'missing',
        paymentId: lost,
        providerAmount: 30_000,
        ledgerAmount: null,
        providerRef: ref,
      },
    ]);
    t.clock.advance(RECONCILE_AFTER_MS);
    const deps: AppDeps = { config: t.config, db: t.db, clock: t.clock, families: t.families };
    await reconcilePending(deps, t.gateways.gateways!, []);
    expect((await check()).differences).toEqual([]);

    // A planted mismatch: the provider's record of a payment says another amount.
    const txn = emulator().transaction(first)!;
    txn.amount = 4_500_000;
    try {
      expect((await check()).differences).toEqual([
        {
          kind: 'mismatch',
          paymentId: first,
          providerAmount: 45_000,
          ledgerAmount: 50_000,
          providerRef: txn.transactionNo,
        },
      ]);
    } finally {
      txn.amount = 5_000_000;
    }
  });

  it('finds a credit the provider never took (extra), e.g. an IPN signed with a leaked key', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    const body = { requestId: requestId(), method: 'vnpay', amount: 15_000 };
    const { data } = (await call(t, 'POST', '/api/payments/create', body, { token })).json();
    const forged = new URLSearchParams(signVnp(vnpIpn(data.id, 15_000)));
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/ipn/vnpay?${forged}` });
    expect(res.json().RspCode).toBe('00');
    const differences = (await check()).differences;
    expect(differences).toEqual([
      {
        kind: 'extra',
        paymentId: data.id,
        providerAmount: null,
        ledgerAmount: 15_000,
        providerRef: '14422574',
      },
    ]);
  });

  it.skipIf(!testDatabaseUrl())(
    'the CLI exits 1 on a difference and 0 on a clean day',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const dirty = await cli(['--date', DAY, '--gateway', 'vnpay']);
      expect(dirty.code).toBe(1);
      expect(dirty.lines).toEqual([
        expect.stringMatching(/^extra\t[0-9a-f]{32}\t-\t15000\t14422574$/),
      ]);
      const other = await cli(['--date', '2026-03-05', '--gateway', 'vnpay']);
      expect(other).toEqual({ code: 0, lines: [] });
      expect((await cli(['--date', '2026-02-30', '--gateway', 'vnpay'])).code).toBe(1);
      expect((await cli(['--date', DAY, '--gateway', 'sandbox'])).code).toBe(1);
      expect((await cli(['--date', DAY])).code).toBe(1);
    },
  );
});
