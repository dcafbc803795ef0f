import { Code } from '@veso/contract';
import { PRIZE_EXCHANGE_STATUS_LABELS } from '@veso/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayoutProvider, SANDBOX_PAYOUT_DELAY_MS } from '../../providers/payout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { getContent, loadContent } from '../content/service';
import { customerBalances } from '../wallet/ledger';
import { creditPrize, expectLedgerClean } from '../wallet/wallet-test-kit';
import { WITHDRAW_FEES, settleDuePayouts } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandbox: true } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerClean(t));

const payout = sandboxPayoutProvider();
const BANK = { bankCode: 'VCB', accountNumber: '0123456789', accountName: 'NGUYEN VAN A' };

async function customer(prize: number) {
  const account = await createAccount(t);
  if (prize > 0) await creditPrize(t, account.id, prize);
  return { account, token: await sessionFor(t, account) };
}

function withdraw(token: string, body: Record<string, unknown>) {
  return call(
    t,
    'POST',
    '/api/withdraw/makeWithdraw',
    { requestId: requestId(), ...body },
    { token },
  );
}

function history(token: string, body: Record<string, unknown> = {}) {
  return call(t, 'POST', '/api/withdraw/getWithdrawHistory', body, { token });
}

describe('withdraw fees and banks', () => {
  it('lists the fee of every method with its label and slug', async () => {
    const body = (await call(t, 'GET', '/api/withdraw/getRewardFee')).json();
    expect(body.code).toBe(0);
    expect(body.data.fees).toHaveLength(5);
    expect(body.data.fees[1]).toMatchObject({
      method: 2,
      label: 'Chuyển khoản ngân hàng',
      slug: 'chuyen-khoan-ngan-hang',
      fee: WITHDRAW_FEES[2],
    });
  });

  it('answers the withdraw-fee call for the signed-in number only (error.code 0)', async () => {
    const { account, token } = await customer(0);
    const local = `0${account.msisdn.slice(2)}`;
    const mine = (
      await call(t, 'GET', `/api/withdraw/getWithdrawFee?msisdn=${local}`, undefined, { token })
    ).json();
    expect(mine.data.error.code).toBe(0);
    expect(mine.data.withdrawFee).toHaveLength(5);
    const other = (
      await call(t, 'GET', '/api/withdraw/getWithdrawFee?msisdn=0912000111', undefined, { token })
    ).json();
    expect(other.code).toBe(Code.SIGNED_IN_PHONE_MISMATCH);
  });

  it('lists the banks prizes can be paid to', async () => {
    const body = (await call(t, 'GET', '/api/customer/bank_prize_payment')).json();
    expect(body.data.banks).toContainEqual(expect.objectContaining({ code: 'VCB' }));
  });

  it('follows the operator’s bank list: a bank taken off it is neither offered nor accepted', async () => {
    const shipped = await getContent(t.db.orm, 'bank');
    const onlyVcb = { banks: shipped.banks.filter((bank) => bank.code === 'VCB') };
    await loadContent(
      t.db.orm,
      [{ key: 'bank', value: onlyVcb, file: 'bank.json' }],
      t.clock.now(),
    );
    try {
      const body = (await call(t, 'GET', '/api/customer/bank_prize_payment')).json();
      expect(body.data.banks.map((bank: { code: string }) => bank.code)).toEqual(['VCB']);
      const { token } = await customer(50_000);
      const refused = (
        await withdraw(token, { method: 2, amount: 10_000, ...BANK, bankCode: 'STB' })
      ).json();
      expect(refused).toMatchObject({ code: 14, message: 'Ngân hàng không được hỗ trợ' });
      expect((await withdraw(token, { method: 2, amount: 10_000, ...BANK })).json().code).toBe(0);
    } finally {
      await loadContent(
        t.db.orm,
        [{ key: 'bank', value: shipped, file: 'bank.json' }],
        t.clock.now(),
      );
    }
  });
});

describe('makeWithdraw', () => {
  it('needs a session', async () => {
    const res = await call(t, 'POST', '/api/withdraw/makeWithdraw', {
      requestId: requestId(),
      method: 1,
      amount: 10_000,
    });
    expect(res.json().code).not.toBe(0);
  });

  it('method 1 moves prize money to the main balance at once, once per requestId', async () => {
    const { account, token } = await customer(100_000);
    const id = requestId();
    const first = (await withdraw(token, { requestId: id, method: 1, amount: 30_000 })).json();
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ balance: 30_000, prizeBalance: 70_000 });
    expect(first.data.withdrawal).toMatchObject({
      status: 1,
      statusLabel: PRIZE_EXCHANGE_STATUS_LABELS[1],
      methodLabel: 'Nạp tài khoản sản phẩm',
    });
    const replay = (await withdraw(token, { requestId: id, method: 1, amount: 30_000 })).json();
    expect(replay).toEqual(first);
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 30_000,
      prizeBalance: 70_000,
    });
    const info = (await call(t, 'GET', '/api/auth/info', undefined, { token })).json();
    expect(info.data).toMatchObject({ balance: 30_000, prizeBalance: 70_000 });
  });

  it('refuses bad input with code 14 and a Vietnamese message, changing nothing', async () => {
    const { account, token } = await customer(50_000);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ method: 1, amount: 9_999 }, 'Số tiền rút tối thiểu là 10.000đ'],
      [{ method: 1, amount: 50_000_001 }, 'Số tiền rút tối đa là 50.000.000đ'],
      [{ method: 1, amount: 50_001 }, /không đủ/],
      [{ method: 2, amount: 50_000 - WITHDRAW_FEES[2] + 1, ...BANK }, /không đủ/],
      [{ method: 2, amount: 10_000 }, /số tài khoản/],
      [{ method: 2, amount: 10_000, ...BANK, bankCode: 'XYZ' }, 'Ngân hàng không được hỗ trợ'],
      [{ method: 2, amount: 10_000, ...BANK, accountNumber: '12ab' }, /accountNumber/],
      [{ method: 2, amount: 10_000, ...BANK, accountName: 'nguyen 1' }, /accountName/],
      [{ method: 3, amount: 10_000, walletProvider: 'paypal', phone: '0912345678' }, /Ví điện tử/],
      [{ method: 6, amount: 10_000 }, /method/],
      [{ method: 1, amount: 10_000.5 }, /amount/],
      [{ method: 1, amount: -10_000 }, /amount/],
    ];
    for (const [body, message] of cases) {
      const res = (await withdraw(token, body)).json();
      expect(res.code, JSON.stringify(body)).toBe(Code.INVALID_REQUEST);
      expect(res.message).toMatch(message);
    }
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 0,
      prizeBalance: 50_000,
    });
    expect((await history(token)).json().data.total).toBe(0);
  });

  it('bank transfer is held (Đang trả thưởng), then paid after the delay (Hoàn tất)', async () => {
    const { account, token } = await customer(100_000);
    const res = (await withdraw(token, { method: 2, amount: 50_000, ...BANK })).json();
    expect(res.code).toBe(0);
    expect(res.data.prizeBalance).toBe(100_000 - 50_000 - WITHDRAW_FEES[2]);
    expect(res.data.withdrawal).toMatchObject({ status: 0, statusLabel: 'Đang trả thưởng' });

    expect(await settleDuePayouts(t, payout)).toBe(0);
    expect((await history(token)).json().data.items[0].statusLabel).toBe('Đang trả thưởng');
    t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    expect(await settleDuePayouts(t, payout)).toBeGreaterThanOrEqual(1);
    const item = (await history(token)).json().data.items[0];
    expect(item).toMatchObject({ status: 1, statusLabel: 'Hoàn tất', amount: 50_000 });
    expect(item.completedAt).not.toBeNull();
    expect((await customerBalances(t.db.orm, account.id)).prizeBalance).toBe(
      100_000 - 50_000 - WITHDRAW_FEES[2],
    );
  });

  it('a refused payout is refunded in full (Rút thưởng lỗi)', async () => {
    const { account, token } = await customer(40_000);
    const res = (
      await withdraw(token, {
        method: 3,
        amount: 20_000,
        walletProvider: 'momo',
        phone: '0912345000',
      })
    ).json();
    expect(res.code).toBe(0);
    expect(res.data.prizeBalance).toBe(40_000 - 20_000 - WITHDRAW_FEES[3]);
    t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    await settleDuePayouts(t, payout);
    expect((await history(token)).json().data.items[0]).toMatchObject({
      status: 2,
      statusLabel: 'Rút thưởng lỗi',
    });
    expect((await customerBalances(t.db.orm, account.id)).prizeBalance).toBe(40_000);
  });

  it('phone credit (method 4) needs a valid phone number', async () => {
    const { token } = await customer(40_000);
    expect((await withdraw(token, { method: 4, amount: 10_000 })).json().code).toBe(14);
    expect((await withdraw(token, { method: 4, amount: 10_000, phone: '12345' })).json().code).toBe(
      Code.PHONE_INVALID,
    );
    const ok = (await withdraw(token, { method: 4, amount: 10_000, phone: '0987654321' })).json();
    expect(ok.data.withdrawal.destination).toEqual({ phone: '84987654321' });
    // Typed after the +84 prefix without its 0: the same number.
    const bare = (
      await withdraw(token, { method: 4, amount: 10_000, phone: '987 654 321' })
    ).json();
    expect(bare.data.withdrawal.destination).toEqual({ phone: '84987654321' });
  });

  it('50 parallel withdrawals against a balance covering 10: exactly 10 succeed', async () => {
    const { account, token } = await customer(100_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(token, { method: 1, amount: 10_000 })),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === Code.INVALID_REQUEST)).toHaveLength(40);
    expect(await customerBalances(t.db.orm, account.id)).toEqual({
      balance: 100_000,
      prizeBalance: 0,
    });
    expect((await history(token, { pageSize: 100 })).json().data.total).toBe(10);
  });
});

describe('getWithdrawHistory', () => {
  it('pages the caller’s own withdrawals, newest first, never another customer’s', async () => {
    const { token } = await customer(100_000);
    const other = await customer(100_000);
    for (let i = 1; i <= 3; i += 1) {
      await withdraw(token, { method: 1, amount: 10_000 * i });
      t.clock.advance(1_000);
    }
    await withdraw(other.token, { method: 1, amount: 10_000 });
    const page1 = (await history(token, { page: 1, pageSize: 2 })).json().data;
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page1.items.map((w: { amount: number }) => w.amount)).toEqual([30_000, 20_000]);
    const page2 = (await history(token, { page: 2, pageSize: 2 })).json().data;
    expect(page2.items.map((w: { amount: number }) => w.amount)).toEqual([10_000]);
  });
});
