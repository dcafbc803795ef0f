import { createHmac } from 'node:crypto';
import { checkSumMessage } from '@veso/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus } from '../accounts/repo';
import {
  call,
  createAccount,
  latestCode,
  md5,
  requestId,
  sendOtp,
  sessionFor,
  signin,
  storedAccount,
  uniqueMsisdn,
  verifiedToken,
  verifyOtp,
} from '../auth/auth-test-kit';
import { SANDBOX_EMBED_SECRET } from '../embed/partners';
import { ensurePartners } from '../embed/repo';
import { encodeEmbedData } from '../embed/signature';
import {
  GROUP,
  buyShares,
  megaLines,
  openGroup,
  setGroupFlag,
  type Customer,
} from '../group-play/group-test-kit';
import {
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import { creditPrize } from '../wallet/wallet-test-kit';
import { WITHDRAW_FEES } from '../withdraw/service';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import { hold, loadStock, saleList, type StockItem } from '../xskt/xskt-test-kit';

/**
 * A client that retries before its first call answered sends twins of
 * one call (one requestId) at once. Every idempotent call must answer all of them with
 * the first call's answer (never "busy"), and do its work once: one payment, order,
 * withdrawal, one charge. Each case fires its twins at once through the real HTTP app,
 * then a late retry, and reads what was done from the database. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL (where the twins really run concurrently).
 */

const t = useSandboxApp();
const TWINS = 8;

beforeAll(async () => {
  await ensurePartners(t.db.orm, ['sandbox']);
  await setGroupFlag(t, true);
});

type Prepared = {
  send: () => Promise<LightMyRequestResponse>;
  /** What the twins did, read once they all answered. */
  effect: () => Promise<unknown>;
  expected: unknown;
};

const post =
  (url: string, body: Record<string, unknown>, token?: string, method: 'POST' | 'PUT' = 'POST') =>
  () =>
    call(t, method, url, body, token ? { token } : {});

const rows = async (sql: string, params: unknown[] = []) =>
  t.db.withSession((s) => s.query(sql, params));

async function balances(accountId: number) {
  return customerBalances(t.db.orm, accountId);
}

/** The orders of an account, their payments and what its main balance paid for them. */
async function ordersOf(accountId: number, startBalance: number) {
  const [row] = await rows(
    `SELECT count(*)::int AS orders,
       count(*) FILTER (WHERE state = 'paid')::int AS paid,
       coalesce(sum(amount) FILTER (WHERE state = 'paid'), 0)::int AS "paidAmount"
     FROM orders WHERE account_id = $1`,
    [accountId],
  );
  const charges = await countWhere(
    t,
    'ledger_transactions',
    `ref IN (SELECT 'order:' || id FROM orders WHERE account_id = ${accountId})`,
  );
  const { balance } = await balances(accountId);
  return {
    orders: row?.orders,
    paid: row?.paid,
    charges,
    // The balance went down by exactly what the paid orders cost.
    balanceMatches: startBalance - balance === row?.paidAmount,
  };
}

const embedBase = '/api/app-service';

function hmac(message: string): string {
  return createHmac('sha256', SANDBOX_EMBED_SECRET).update(message).digest('hex');
}

/** Signed launch parameters of the sandbox wallet. */
function launch(msisdn: string, mid: string) {
  const data = encodeEmbedData({ msisdn, fullName: '', mid, time: t.clock.now().getTime() });
  return { source: 'sandbox', data, sig: hmac(data) };
}

async function embedSession(msisdn: string, mid: string) {
  const arrival = launch(msisdn, mid);
  const res = (await call(t, 'POST', `${embedBase}/auth/signin`, arrival)).json();
  if (res.code !== 0) throw new Error(`embed sign-in: ${JSON.stringify(res)}`);
  return { arrival, token: res.data.session as string };
}

const usedStock = new Set<number>();
let stockLoaded = false;
/** A paper ticket of the stock nobody has used in this file yet. */
async function freeTicket(): Promise<StockItem> {
  if (!stockLoaded) {
    expect((await loadStock(t, 20)).code).toBe(0);
    stockLoaded = true;
  }
  const items = (await saleList(t, { category: 4, page_size: 100 })).data?.items ?? [];
  const ticket = items.find((i) => i.status === 'available' && !usedStock.has(i.ticketId));
  if (!ticket) throw new Error('no free stock ticket');
  usedStock.add(ticket.ticketId);
  return ticket;
}

function paperItem(ticket: StockItem) {
  return {
    product: ticket.product,
    lotteryType: 2,
    category: 4,
    drawArea: ticket.province,
    drawCodes: [ticket.drawCode],
    numberInfos: [{ numbers: [ticket.number], ticketId: ticket.ticketId }],
  };
}

async function leaderGroup() {
  const leader: Customer = await buyer(t, 1_000_000);
  return {
    leader,
    ...(await openGroup(t, {
      leader,
      totalShares: 10,
      leaderShares: 1,
      numberInfos: megaLines(1),
    })),
  };
}

const CASES: Record<string, () => Promise<Prepared>> = {
  'payments/create (a top-up)': async () => {
    const c = await buyer(t, 0);
    const body = { requestId: requestId(), method: 'momo', amount: 50_000 };
    return {
      send: post('/api/payments/create', body, c.token),
      effect: async () => ({
        payments: await countWhere(t, 'payments', `account_id = ${c.id}`),
        ...(await balances(c.id)),
      }),
      expected: { payments: 1, balance: 0, prizeBalance: 0 },
    };
  },

  'withdraw/makeWithdraw to the main balance': async () => {
    const c = await buyer(t, 0);
    await creditPrize(t, c.id, 100_000);
    const body = { requestId: requestId(), method: 1, amount: 30_000 };
    return {
      send: post('/api/withdraw/makeWithdraw', body, c.token),
      effect: async () => ({
        withdrawals: await countWhere(t, 'withdrawals', `account_id = ${c.id}`),
        ...(await balances(c.id)),
      }),
      expected: {
        withdrawals: 1,
        balance: 30_000,
        prizeBalance: 100_000 - 30_000 - WITHDRAW_FEES[1],
      },
    };
  },

  'withdraw/makeWithdraw to a bank (held)': async () => {
    const c = await buyer(t, 0);
    await creditPrize(t, c.id, 100_000);
    const body = {
      requestId: requestId(),
      method: 2,
      amount: 30_000,
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'NGUYEN VAN A',
    };
    return {
      send: post('/api/withdraw/makeWithdraw', body, c.token),
      effect: async () => ({
        withdrawals: await countWhere(t, 'withdrawals', `account_id = ${c.id}`),
        ...(await balances(c.id)),
      }),
      expected: { withdrawals: 1, balance: 0, prizeBalance: 100_000 - 30_000 - WITHDRAW_FEES[2] },
    };
  },

  ...Object.fromEntries(
    (['message', 'call'] as const).map((channel) => [
      `otp/${channel} (one code sent)`,
      async (): Promise<Prepared> => {
        const msisdn = uniqueMsisdn();
        const body = {
          accountId: msisdn,
          deviceInfo: { devId: `dev-${msisdn}`, devName: 'Test phone', osVersion: '14' },
          requestId: requestId(),
        };
        return {
          send: post(`/api/otp/${channel}`, body),
          effect: async () => ({
            requests: await countWhere(t, 'otp_requests', `msisdn = '${msisdn}'`),
            sent: await countWhere(t, 'otp_outbox', `msisdn = '${msisdn}'`),
          }),
          expected: { requests: 1, sent: 1 },
        };
      },
    ]),
  ),

  'auth/register (plain)': async () => {
    const msisdn = uniqueMsisdn();
    const body = { msisdn, password: md5('matkhau1'), requestId: requestId() };
    return {
      send: post('/api/auth/register', body),
      effect: async () => ({
        accounts: await countWhere(t, 'accounts', `msisdn = '${msisdn}'`),
        status: (await storedAccount(t, msisdn)).status,
      }),
      expected: { accounts: 1, status: AccountStatus.pending },
    };
  },

  'auth/register (with an OTP token)': async () => {
    const msisdn = uniqueMsisdn();
    const token = await verifiedToken(t, msisdn);
    const body = {
      msisdn,
      password: md5('matkhau2'),
      requestId: requestId(),
      deviceId: `device-${msisdn}`,
      activeMethod: 'sms',
      token,
    };
    return {
      send: post('/api/auth/register', body),
      effect: async () => ({
        status: (await storedAccount(t, msisdn)).status,
        tokensUsed: await countWhere(
          t,
          'otp_requests',
          `msisdn = '${msisdn}' AND token_used_at IS NOT NULL`,
        ),
      }),
      expected: { status: AccountStatus.active, tokensUsed: 1 },
    };
  },

  'auth/reset_password': async () => {
    const account = await createAccount(t);
    await sendOtp(t, account.msisdn, { type: 'forgot-password' });
    const verified = await verifyOtp(t, account.msisdn, await latestCode(t, account.msisdn));
    const body = {
      msisdn: account.msisdn,
      password: md5('moi-123'),
      token: verified.json().data.token,
      requestId: requestId(),
    };
    return {
      send: post('/api/auth/reset_password', body),
      effect: async () => ({
        tokensUsed: await countWhere(
          t,
          'otp_requests',
          `msisdn = '${account.msisdn}' AND token_used_at IS NOT NULL`,
        ),
        signedIn: (await signin(t, account.msisdn, 'moi-123', { ip: '10.9.0.1' })).json().code,
      }),
      expected: { tokensUsed: 1, signedIn: 0 },
    };
  },

  'auth/update (profile)': async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    const body = {
      fullname: 'Lê Văn C',
      birthday: '1995-06-15',
      accountId: account.msisdn,
      requestId: requestId(),
    };
    return {
      send: post('/api/auth/update', body, token),
      effect: async () => (await storedAccount(t, account.msisdn)).fullname,
      expected: 'Lê Văn C',
    };
  },

  'update_account_info (a password change)': async () => {
    const account = await createAccount(t);
    const token = await sessionFor(t, account);
    const body = {
      oldPassword: md5(account.password),
      newPassword: md5('doi-mat-khau'),
      requestId: requestId(),
    };
    return {
      send: post('/api/update_account_info', body, token, 'PUT'),
      effect: async () => ({
        // No twin was judged against the new password (a wrong try counts to the lockout).
        wrongTries: await countWhere(
          t,
          'signin_attempts',
          `msisdn = '${account.msisdn}' AND NOT success`,
        ),
        signedIn: (await signin(t, account.msisdn, 'doi-mat-khau', { ip: '10.9.0.2' })).json().code,
      }),
      expected: { wrongTries: 0, signedIn: 0 },
    };
  },

  'app-service/active_data (link a wallet)': async () => {
    const account = await createAccount(t);
    const mid = `MID-A-${account.msisdn}`;
    const { arrival, token } = await embedSession(account.msisdn, mid);
    const body = { ...arrival, requestDate: t.clock.now().getTime(), requestId: requestId() };
    return {
      send: post(`${embedBase}/active_data`, body, token),
      effect: () => countWhere(t, 'wallet_links', `account_id = ${account.id} AND mid = '${mid}'`),
      expected: 1,
    };
  },

  'app-service/update_mid (partner call)': async () => {
    const account = await createAccount(t);
    const mid = `MID-U-${account.msisdn}`;
    const requestDate = t.clock.now().getTime();
    const body = {
      source: 'sandbox',
      msisdn: account.msisdn,
      mid,
      requestDate,
      checkSum: hmac(checkSumMessage([account.msisdn, mid, requestDate])),
      requestId: requestId(),
    };
    return {
      send: post(`${embedBase}/update_mid`, body),
      effect: () => countWhere(t, 'wallet_links', `account_id = ${account.id} AND mid = '${mid}'`),
      expected: 1,
    };
  },

  'app-service/user/register (the wallet user’s password)': async () => {
    const msisdn = uniqueMsisdn();
    const { token } = await embedSession(msisdn, `MID-R-${msisdn}`);
    await sendOtp(t, msisdn, { type: 'link' });
    const verified = await verifyOtp(t, msisdn, await latestCode(t, msisdn), { token });
    const body = {
      accountId: msisdn,
      password: md5('vi-123'),
      token: verified.json().data.token,
      requestId: requestId(),
    };
    return {
      send: post(`${embedBase}/user/register`, body, token),
      effect: async () => ({
        status: (await storedAccount(t, msisdn)).status,
        tokensUsed: await countWhere(
          t,
          'otp_requests',
          `msisdn = '${msisdn}' AND token_used_at IS NOT NULL`,
        ),
      }),
      expected: { status: AccountStatus.active, tokensUsed: 1 },
    };
  },

  'app-service/user/web_update_account': async () => {
    const account = await createAccount(t);
    const { token } = await embedSession(account.msisdn, `MID-W-${account.msisdn}`);
    const body = {
      accountId: account.msisdn,
      fullName: 'Phạm Thị E',
      email: 'e@example.vn',
      birthday: '1990-02-03',
      requestId: requestId(),
    };
    return {
      send: post(`${embedBase}/user/web_update_account`, body, token),
      effect: async () => (await storedAccount(t, account.msisdn)).fullname,
      expected: 'Phạm Thị E',
    };
  },

  'customer/send_support_request': async () => {
    const c = await buyer(t, 0);
    const body = { topic: 'order', message: 'Đơn hàng chưa in vé', requestId: requestId() };
    return {
      send: post('/api/customer/send_support_request', body, c.token),
      effect: () => countWhere(t, 'support_requests', `account_id = ${c.id}`),
      expected: 1,
    };
  },

  'customer/play_limits': async () => {
    const c = await buyer(t, 0);
    const body = { weekly: 20_000, requestId: requestId() };
    return {
      send: post('/api/customer/play_limits', body, c.token),
      effect: async () =>
        rows('SELECT weekly_limit::int AS weekly FROM play_limits WHERE account_id = $1', [c.id]),
      expected: [{ weekly: 20_000 }],
    };
  },

  'customer/self_exclusion': async () => {
    const c = await buyer(t, 0);
    const body = { period: '24h', requestId: requestId() };
    return {
      send: post('/api/customer/self_exclusion', body, c.token),
      effect: async () =>
        rows(
          'SELECT (excluded_until IS NOT NULL) AS excluded FROM play_limits WHERE account_id = $1',
          [c.id],
        ),
      expected: [{ excluded: true }],
    };
  },

  'customer/subscriptions/create': async () => {
    const c = await buyer(t, 0);
    const body = {
      product: 'mega645',
      numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
      requestId: requestId(),
    };
    return {
      send: post('/api/customer/subscriptions/create', body, c.token),
      effect: () => countWhere(t, 'subscriptions', `account_id = ${c.id}`),
      expected: 1,
    };
  },

  'order (reserve)': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const body = { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] };
    return {
      send: post('/api/order', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 0, charges: 0, balanceMatches: true },
    };
  },

  'order/confirm (pay a reserved order)': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const reserved = (await reserve(t, c.token, { orderItemInfos: [megaItem([drawCode])] })).json();
    expect(reserved.code).toBe(0);
    const body = { requestId: requestId(), orderId: reserved.data.orderId };
    return {
      send: post('/api/order/confirm', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 1, charges: 1, balanceMatches: true },
    };
  },

  'order/reserve_and_pay (Vietlott, the purchase function)': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const body = { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] };
    return {
      send: post('/api/order/reserve_and_pay', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 1, charges: 1, balanceMatches: true },
    };
  },

  'order/reserve_and_pay (a paper ticket)': async () => {
    const c = await buyer(t, 50_000);
    const ticket = await freeTicket();
    expect((await hold(t, c.token, { ticketIds: [ticket.ticketId] })).code).toBe(0);
    const body = { requestId: requestId(), orderItemInfos: [paperItem(ticket)] };
    return {
      send: post('/api/order/reserve_and_pay', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 1, charges: 1, balanceMatches: true },
    };
  },

  'xsdt/order/report (a ticket report, its own requestId record)': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const paid = (
      await call(
        t,
        'POST',
        '/api/order/reserve_and_pay',
        { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] },
        { token: c.token },
      )
    ).json();
    expect(paid.code).toBe(0);
    const ticketId = paid.data.order.tickets[0].id as number;
    const body = { requestId: requestId(), ticketId, reason: 'Sai số' };
    return {
      send: post('/api/xsdt/order/report', body, c.token),
      effect: async () => ({
        reports: await countWhere(t, 'ticket_reports', `ticket_id = ${ticketId}`),
        notices: await countWhere(t, 'notifications', `account_id = ${c.id} AND kind = 'report'`),
      }),
      expected: { reports: 1, notices: 1 },
    };
  },

  'v2/keno/order/reserve': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'keno', { closeInMs: 5 * 60_000 });
    const body = {
      requestId: requestId(),
      orderItemInfos: [
        { product: 'keno', drawCodes: [drawCode], numberInfos: [{ numbers: ['01'] }] },
      ],
    };
    return {
      send: post('/api/v2/keno/order/reserve', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 0, charges: 0, balanceMatches: true },
    };
  },

  'v2/keno/order/reserve_and_pay': async () => {
    const c = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'keno', { closeInMs: 5 * 60_000 });
    const body = {
      requestId: requestId(),
      orderItemInfos: [
        { product: 'keno', drawCodes: [drawCode], numberInfos: [{ numbers: ['01'] }] },
      ],
    };
    return {
      send: post('/api/v2/keno/order/reserve_and_pay', body, c.token),
      effect: () => ordersOf(c.id, 50_000),
      expected: { orders: 1, paid: 1, charges: 1, balanceMatches: true },
    };
  },

  'xskt/cart/hold': async () => {
    const c = await buyer(t, 0);
    const ticket = await freeTicket();
    const body = { requestId: requestId(), ticketIds: [ticket.ticketId] };
    return {
      send: post('/api/xskt/cart/hold', body, c.token),
      effect: () => rows('SELECT status FROM xskt_stock WHERE hold_account_id = $1', [c.id]),
      expected: [{ status: 'held' }],
    };
  },

  'xsdt/xskt/order/create (paper tickets)': async () => {
    const c = await buyer(t, 0);
    const ticket = await freeTicket();
    expect((await hold(t, c.token, { ticketIds: [ticket.ticketId] })).code).toBe(0);
    const body = { requestId: requestId(), orderItemInfos: [paperItem(ticket)] };
    return {
      send: post('/api/xsdt/xskt/order/create', body, c.token),
      effect: () => ordersOf(c.id, 0),
      expected: { orders: 1, paid: 0, charges: 0, balanceMatches: true },
    };
  },

  'xsdt/xsdt/order/create (the wallet’s reserve)': async () => {
    const c = await embeddedBuyer(t);
    const { drawCode } = await createPeriod(t, 'mega645');
    const body = { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] };
    return {
      send: post('/api/xsdt/xsdt/order/create', body, c.token),
      effect: () => ordersOf(c.id, 0),
      expected: { orders: 1, paid: 0, charges: 0, balanceMatches: true },
    };
  },

  'gateway/create_pay (a wallet capture of an order)': async () => {
    const c = await embeddedBuyer(t);
    const { drawCode } = await createPeriod(t, 'mega645');
    const created = (
      await call(
        t,
        'POST',
        '/api/xsdt/xsdt/order/create',
        { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] },
        { token: c.token },
      )
    ).json();
    expect(created.code).toBe(0);
    const body = { requestId: requestId(), orderId: created.data.orderId };
    return {
      send: post('/api/gateway/api/gateway/create_pay', body, c.token),
      effect: () => countWhere(t, 'payments', `account_id = ${c.id}`),
      expected: 1,
    };
  },

  'group/order/reserve (a new group)': async () => {
    const leader = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const body = {
      requestId: requestId(),
      kind: 'cung-chon-so',
      product: 'mega645',
      drawCode,
      totalShares: 10,
      numberInfos: megaLines(1),
    };
    return {
      send: post(`${GROUP}/order/reserve`, body, leader.token),
      effect: () => countWhere(t, 'group_play_groups', `leader_account_id = ${leader.id}`),
      expected: 1,
    };
  },

  'group/add_ticket': async () => {
    const leader = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const reserved = (
      await call(
        t,
        'POST',
        `${GROUP}/order/reserve`,
        {
          requestId: requestId(),
          kind: 'cung-chon-so',
          product: 'mega645',
          drawCode,
          totalShares: 10,
          numberInfos: megaLines(1),
        },
        { token: leader.token },
      )
    ).json();
    expect(reserved.code).toBe(0);
    const groupId = reserved.data.groupId as number;
    const body = { requestId: requestId(), groupId, numberInfos: megaLines(1, 10) };
    return {
      send: post(`${GROUP}/add_ticket`, body, leader.token),
      effect: async () =>
        rows(
          'SELECT jsonb_array_length(items)::int AS tickets FROM group_play_groups WHERE id = $1',
          [groupId],
        ),
      expected: [{ tickets: 2 }],
    };
  },

  'group/confirm_order (buy shares)': async () => {
    const { groupId, sharePrice } = await leaderGroup();
    const member = await buyer(t, 50_000);
    const body = { requestId: requestId(), groupId, shares: 2 };
    return {
      send: post(`${GROUP}/confirm_order`, body, member.token),
      effect: async () => ({
        members: await countWhere(t, 'group_play_members', `account_id = ${member.id}`),
        balance: (await balances(member.id)).balance,
      }),
      expected: { members: 1, balance: 50_000 - 2 * sharePrice },
    };
  },

  'group/leave_group (a refund)': async () => {
    const { groupId } = await leaderGroup();
    const member = await buyer(t, 50_000);
    expect((await buyShares(t, member, groupId, 2)).json().code).toBe(0);
    const body = { requestId: requestId(), groupId };
    return {
      send: post(`${GROUP}/leave_group`, body, member.token),
      effect: async () => ({
        refunds: await countWhere(
          t,
          'ledger_transactions',
          `kind = 'group.leave' AND ref LIKE 'group:${groupId}:member:%'`,
        ),
        balance: (await balances(member.id)).balance,
      }),
      expected: { refunds: 1, balance: 50_000 },
    };
  },

  'group/share_pay (shares paid through the wallet)': async () => {
    const { groupId } = await leaderGroup();
    const member = await embeddedBuyer(t);
    const body = { requestId: requestId(), groupId, shares: 1 };
    return {
      send: post(`${GROUP}/share_pay`, body, member.token),
      effect: async () => ({
        links: await countWhere(t, 'group_share_payments', `account_id = ${member.id}`),
        payments: await countWhere(t, 'payments', `account_id = ${member.id}`),
      }),
      expected: { links: 1, payments: 1 },
    };
  },
};

describe(`${TWINS} twins of an idempotent call (one requestId, at once)`, () => {
  for (const [name, prepare] of Object.entries(CASES)) {
    it(`${name}: all answer the first's answer, one effect`, async () => {
      const { send, effect, expected } = await prepare();
      const answers = await Promise.all(Array.from({ length: TWINS }, () => send()));
      const first = answers[0]!.json();
      expect(first, JSON.stringify(first)).toMatchObject({ code: 0 });
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual(first);
      }
      // A late retry is a replay too.
      expect((await send()).json()).toEqual(first);
      expect(await effect()).toEqual(expected);
    });
  }
});

describe('a refusal stores nothing: a corrected retry with the same requestId is judged afresh', () => {
  it(`${TWINS} twins refused inside the call (a prize balance too small) all answer the refusal`, async () => {
    const c = await buyer(t, 0);
    await creditPrize(t, c.id, 20_000);
    const id = requestId();
    const body = { requestId: id, method: 1, amount: 30_000 };
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => post('/api/withdraw/makeWithdraw', body, c.token)()),
    );
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ code: 14, message: expect.stringMatching(/không đủ/) });
    }
    expect(await countWhere(t, 'idempotency_keys', `request_id = '${id}'`)).toBe(0);
    expect(await countWhere(t, 'withdrawals', `account_id = ${c.id}`)).toBe(0);

    // Corrected (a smaller amount), same requestId: done once, then replayed.
    const corrected = { ...body, amount: 10_000 };
    const done = await Promise.all(
      Array.from({ length: TWINS }, () => post('/api/withdraw/makeWithdraw', corrected, c.token)()),
    );
    const first = done[0]!.json();
    expect(first).toMatchObject({ code: 0, data: { balance: 10_000 } });
    for (const answer of done) expect(answer.json()).toEqual(first);
    expect(await countWhere(t, 'withdrawals', `account_id = ${c.id}`)).toBe(1);
    expect(await balances(c.id)).toEqual({
      balance: 10_000,
      prizeBalance: 20_000 - 10_000 - WITHDRAW_FEES[1],
    });
  });

  it('a top-up refused for its amount, then corrected under the same requestId', async () => {
    const c = await buyer(t, 0);
    const id = requestId();
    const small = await post(
      '/api/payments/create',
      { requestId: id, method: 'momo', amount: 5_000 },
      c.token,
    )();
    expect(small.json()).toMatchObject({ code: 14 });
    expect(await countWhere(t, 'idempotency_keys', `request_id = '${id}'`)).toBe(0);
    const body = { requestId: id, method: 'momo', amount: 50_000 };
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => post('/api/payments/create', body, c.token)()),
    );
    const first = answers[0]!.json();
    expect(first).toMatchObject({ code: 0, data: { amount: 50_000, status: 'pending' } });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countWhere(t, 'payments', `account_id = ${c.id}`)).toBe(1);
  });

  it('an order refused by its plan (sales closed), then corrected under the same requestId', async () => {
    const c = await buyer(t, 50_000);
    const closed = await createPeriod(t, 'mega645', { closeInMs: -60_000 });
    const open = await createPeriod(t, 'mega645');
    const id = requestId();
    const refused = await post(
      '/api/order',
      { requestId: id, orderItemInfos: [megaItem([closed.drawCode])] },
      c.token,
    )();
    expect(refused.json()).toMatchObject({ code: 14 });
    const body = { requestId: id, orderItemInfos: [megaItem([open.drawCode])] };
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => post('/api/order', body, c.token)()),
    );
    const first = answers[0]!.json();
    expect(first).toMatchObject({ code: 0 });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await ordersOf(c.id, 50_000)).toEqual({
      orders: 1,
      paid: 0,
      charges: 0,
      balanceMatches: true,
    });
    // Now that an answer is stored, a retry (the same request) answers it even though its
    // plan is refused now: the period's sales have closed since.
    await rows('UPDATE draw_periods SET sales_close_at = $1 WHERE draw_code = $2', [
      new Date(t.clock.now().getTime() - 60_000),
      open.drawCode,
    ]);
    const late = await post('/api/order', body, c.token)();
    expect(late.json()).toEqual(first);
  });
});

/**
 * The spec's requestId is the epoch in milliseconds, so two devices of one
 * account can send two different requests under one requestId. The second is refused with a
 * reason a client can act on (send again under a new requestId), never answered with the
 * first's answer, and changes nothing.
 */
describe('one requestId, two different requests of one account (two devices in one millisecond)', () => {
  const reused = {
    code: 14,
    message: 'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác. Vui lòng gửi lại với mã mới.',
    data: { reason: { field: 'requestId', rule: 'reused' } },
  };

  it('a withdrawal: the other amount is refused (409), one withdrawal, then done under a new requestId', async () => {
    const c = await buyer(t, 0);
    await creditPrize(t, c.id, 100_000);
    const id = requestId();
    const first = await post(
      '/api/withdraw/makeWithdraw',
      { requestId: id, method: 1, amount: 10_000 },
      c.token,
    )();
    expect(first.json()).toMatchObject({ code: 0, data: { balance: 10_000 } });
    const other = await post(
      '/api/withdraw/makeWithdraw',
      { requestId: id, method: 1, amount: 20_000 },
      c.token,
    )();
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(reused);
    expect(await countWhere(t, 'withdrawals', `account_id = ${c.id}`)).toBe(1);
    expect(await balances(c.id)).toEqual({
      balance: 10_000,
      prizeBalance: 100_000 - 10_000 - WITHDRAW_FEES[1],
    });
    // The first device's retry still gets its own answer.
    const retry = await post(
      '/api/withdraw/makeWithdraw',
      { requestId: id, method: 1, amount: 10_000 },
      c.token,
    )();
    expect(retry.json()).toEqual(first.json());

    const again = await post(
      '/api/withdraw/makeWithdraw',
      { requestId: requestId(), method: 1, amount: 20_000 },
      c.token,
    )();
    expect(again.json()).toMatchObject({ code: 0, data: { balance: 30_000 } });
    expect(await countWhere(t, 'withdrawals', `account_id = ${c.id}`)).toBe(2);
  });

  it('two orders at once: one is reserved, the other refused with the reason, neither answered with the other', async () => {
    const c = await buyer(t, 100_000);
    const period = await createPeriod(t, 'mega645');
    const id = requestId();
    const bodies = [
      {
        requestId: id,
        orderItemInfos: [megaItem([period.drawCode], ['01', '02', '03', '04', '05', '06'])],
      },
      {
        requestId: id,
        orderItemInfos: [megaItem([period.drawCode], ['11', '12', '13', '14', '15', '16'])],
      },
    ];
    const answers = await Promise.all(bodies.map((body) => post('/api/order', body, c.token)()));
    const done = answers.filter((answer) => answer.json().code === 0);
    const refused = answers.filter((answer) => answer.json().code !== 0);
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.statusCode).toBe(409);
    expect(refused[0]!.json()).toEqual(reused);
    expect(await countWhere(t, 'orders', `account_id = ${c.id}`)).toBe(1);
    // The reserved order holds the numbers of the request that was done, and its retry gets it.
    const winner = bodies[answers.indexOf(done[0]!)]!;
    const items = await rows(
      'SELECT i.number_infos FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.account_id = $1',
      [c.id],
    );
    expect(items.map((item) => item.number_infos)).toMatchObject([
      [{ numbers: winner.orderItemInfos[0]!.numberInfos[0]!.numbers.map(Number) }],
    ]);
    const retry = await post('/api/order', winner, c.token)();
    expect(retry.json()).toEqual(done[0]!.json());
  });
});

describe('otp/verify: retried, not replayed (a verification token is never stored)', () => {
  it(`${TWINS} twins all succeed; exactly one of the tokens they answer registers the number`, async () => {
    const msisdn = uniqueMsisdn();
    expect((await sendOtp(t, msisdn)).json().code).toBe(0);
    const code = await latestCode(t, msisdn);
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => verifyOtp(t, msisdn, code, { id })),
    );
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ code: 0, data: { account_id: msisdn } });
    }
    // Each twin minted a fresh token in turn; the last one minted is the live one.
    const tokens = answers.map((a) => a.json().data.token as string);
    expect(new Set(tokens).size).toBe(TWINS);
    const registered = await Promise.all(
      tokens.map((token) =>
        post('/api/auth/register', { msisdn, password: md5('x'), requestId: requestId(), token })(),
      ),
    );
    expect(registered.filter((r) => r.json().code === 0)).toHaveLength(1);
  });
});
