import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Code } from '@veso/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../commands';
import { openDatabase } from '../../db/database';
import { createTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../../test/test-app';
import { call, createAccount, sessionFor } from '../auth/auth-test-kit';
import { checkLedger, customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { creditBankTransfer, msisdnFromMemo } from './bank-transfer';
import { crc16, vietQrPayload } from './vietqr';

describe('VietQR', () => {
  it('uses CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds the NAPAS payload with bank BIN, account, amount and memo', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0011001234567',
      amount: 50_000,
      memo: 'VESO 84912345678',
    });
    expect(payload).toBe(
      '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA' +
        '5303704540550000' +
        '5802VN' +
        '62200816VESO 84912345678' +
        `6304${crc16(payload.slice(0, -4))}`,
    );
  });

  it('reads the customer from a memo as banks pass it on', () => {
    expect(msisdnFromMemo('VESO 84912345678')).toBe('84912345678');
    expect(msisdnFromMemo('chuyen tien veso84912345678 ')).toBe('84912345678');
    expect(msisdnFromMemo('VESO 849123456789012')).toBeUndefined();
    expect(msisdnFromMemo('hello')).toBeUndefined();
  });
});

describe('bank transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerClean(t));

  it('shows the shop account, the customer’s memo and the QR; credits once per reference', async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    const res = (
      await call(t, 'GET', '/api/payments/bank_transfer?amount=50000', undefined, { token })
    ).json();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      accountNumber: '0011001234567',
      amount: 50_000,
      memo: `VESO ${account.msisdn}`,
    });
    expect(res.data.bank).toMatchObject({ code: 'VCB', bin: '970436' });
    expect(res.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(
      (await call(t, 'GET', '/api/payments/bank_transfer?amount=5', undefined, { token })).json()
        .code,
    ).toBe(Code.INVALID_REQUEST);

    const transfer = { bankRef: 'FT-0001', memo: res.data.memo, amount: 50_000 };
    expect(await creditBankTransfer(t.db, t.clock.now(), transfer)).toEqual({
      outcome: 'credited',
      msisdn: account.msisdn,
    });
    expect(await creditBankTransfer(t.db, t.clock.now(), transfer)).toEqual({
      outcome: 'duplicate',
    });
    expect(
      await creditBankTransfer(t.db, t.clock.now(), { ...transfer, bankRef: 'FT-2', memo: 'x' }),
    ).toEqual({ outcome: 'unmatched' });
    expect((await customerBalances(t.db.orm, account.id)).balance).toBe(50_000);
  });
});

describe('cli bank credit', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  // Bank credits need no draw history: skip the seed's import of the real results.
  const base = { VESO_SANDBOX: '1', VESO_RESULTS_DIR: path.join(tmpdir(), 'veso-no-results') };

  async function freshEnv(): Promise<Record<string, string>> {
    const url = testDatabaseUrl();
    if (url) {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      cleanups.push(() => dropSchema(url, schema));
      return { DATABASE_URL: url, VESO_DB_SCHEMA: schema, ...base };
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-bank-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return { VESO_DATA_DIR: dir, ...base };
  }

  it('credits the demo account once per reference and refuses a memo naming nobody', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = await freshEnv();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['seed'], env, out)).toBe(0);
    const args = ['bank', 'credit', '--memo', 'VESO 84912345678', '--amount', '70000'];
    expect(await runCli([...args, '--ref', 'FT-9'], env, out)).toBe(0);
    expect(await runCli([...args, '--ref', 'FT-9'], env, out)).toBe(0);
    expect(lines.slice(-2)).toEqual([
      'bank credit: 70000 credited to 84912345678 (FT-9)',
      'bank credit: FT-9 already processed, nothing credited',
    ]);
    expect(await runCli(['bank', 'credit', '--memo', 'nobody', '--amount', '1'], env, out)).toBe(1);
    expect(await runCli(['bank', 'credit', '--memo', 'VESO 1', '--amount', '-5'], env, out)).toBe(
      1,
    );
    expect(await runCli([...args], { ...env, VESO_SANDBOX: '0' }, out)).toBe(1);
    const db = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
        : { kind: 'pglite', dataDir: env.VESO_DATA_DIR },
    );
    try {
      expect(await checkLedger(db.orm)).toEqual([]);
    } finally {
      await db.close();
    }
    errors.mockRestore();
  });
});
