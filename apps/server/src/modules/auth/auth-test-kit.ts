import { createHash } from 'node:crypto';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, SESSION_HEADER } from '@veso/contract';
import type { LightMyRequestResponse } from 'fastify';
import {
  AccountStatus,
  findOrCreateAccount,
  updateAccount,
  type AccountRow,
} from '../accounts/repo';
import { listOtpOutbox } from '../otp/repo';
import type { TestApp } from '../../test/test-app';
import { hashPassword } from './password';

/** Test helpers shared by the auth, OTP, session and embed suites. */

export function md5(text: string): string {
  return createHash('md5').update(text.trim()).digest('hex');
}

let sequence = 0;
/** A fresh valid msisdn for each call (84 + 9 digits), so tests never share accounts. */
export function uniqueMsisdn(): string {
  sequence += 1;
  return `8497${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`;
}

let requestSeq = 0;
export function requestId(): string {
  requestSeq += 1;
  return `${1_700_000_000_000 + requestSeq}`;
}

const hashes = new Map<string, Promise<string>>();
/** scrypt is slow on purpose: tests reuse one stored hash per password. */
function storedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(md5(password));
    hashes.set(password, hash);
  }
  return hash;
}

/** An active account with a password (or a pending one without). */
export async function createAccount(
  t: TestApp,
  options: {
    msisdn?: string;
    password?: string;
    status?: 'active' | 'pending';
    fullname?: string;
    birthday?: string;
  } = {},
): Promise<AccountRow & { password: string }> {
  const msisdn = options.msisdn ?? uniqueMsisdn();
  const password = options.password ?? 'matkhau123';
  const status = options.status ?? AccountStatus.active;
  const now = t.clock.now();
  const account = await t.db.orm.transaction(async (tx) => {
    const row = await findOrCreateAccount(tx, msisdn, {}, now);
    return updateAccount(
      tx,
      row.id,
      {
        status,
        passwordHash: status === AccountStatus.active ? await storedHash(password) : null,
        passwordSetAt: status === AccountStatus.active ? now : null,
        fullname: options.fullname ?? null,
        birthday: options.birthday ?? null,
      },
      now,
    );
  });
  return { ...account, password };
}

export type InjectOptions = { ip?: string; token?: string; captcha?: string | null };

function headers(options: InjectOptions): Record<string, string> {
  const result: Record<string, string> = {};
  if (options.token) result[SESSION_HEADER] = options.token;
  if (options.captcha !== null) result[CAPTCHA_HEADER] = options.captcha ?? SANDBOX_CAPTCHA_TOKEN;
  return result;
}

/** A JSON call as a client makes it. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  options: InjectOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: headers(options),
    remoteAddress: options.ip ?? '10.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Signs in through the API; the answer as it comes. */
export function signin(
  t: TestApp,
  msisdn: string,
  password: string,
  options: InjectOptions = {},
): Promise<LightMyRequestResponse> {
  return call(
    t,
    'POST',
    '/api/auth/signin',
    { msisdn, password: md5(password), requestId: requestId() },
    options,
  );
}

/** Signs in and returns the session token (fails the test otherwise). */
export async function sessionFor(
  t: TestApp,
  account: { msisdn: string; password: string },
  options: InjectOptions = {},
): Promise<string> {
  const res = await signin(t, account.msisdn, account.password, options);
  const body = res.json();
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.session as string;
}

/** The latest code the sandbox sent to a number. */
export async function latestCode(t: TestApp, msisdn: string): Promise<string> {
  const [row] = await listOtpOutbox(t.db.orm, msisdn, 1);
  if (!row) throw new Error(`no OTP sent to ${msisdn}`);
  return row.code;
}

/** Asks for a code by the messaging app. */
export function sendOtp(
  t: TestApp,
  msisdn: string,
  options: { devId?: string; type?: string; channel?: 'message' | 'call'; id?: string } = {},
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/api/otp/${options.channel ?? 'message'}`, {
    accountId: msisdn,
    deviceInfo: { devId: options.devId ?? `dev-${msisdn}`, devName: 'Test phone', osVersion: '14' },
    requestId: options.id ?? requestId(),
    ...(options.type ? { type: options.type } : {}),
  });
}

export function verifyOtp(
  t: TestApp,
  msisdn: string,
  otpCode: string,
  options: { devId?: string; id?: string; token?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  return call(
    t,
    'POST',
    `/api/otp/verify${options.query ?? ''}`,
    {
      accountId: msisdn,
      deviceInfo: {
        devId: options.devId ?? `dev-${msisdn}`,
        deviceName: 'Test phone',
        osName: 'Android',
      },
      otpCode,
      requestId: options.id ?? requestId(),
    },
    { token: options.token },
  );
}

/** Sends and verifies a code; returns the verification token. */
export async function verifiedToken(t: TestApp, msisdn: string): Promise<string> {
  const sent = await sendOtp(t, msisdn);
  if (sent.json().code !== 0) throw new Error(`send failed: ${sent.body}`);
  const res = await verifyOtp(t, msisdn, await latestCode(t, msisdn));
  if (res.json().code !== 0) throw new Error(`verify failed: ${res.body}`);
  return res.json().data.token as string;
}

/** Rows of a table (to prove a refused call changed nothing). */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows = await t.db.withSession((s) =>
    s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return rows[0]?.n ?? 0;
}

/** A snapshot of the tables a refused call must leave untouched. */
export async function snapshot(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'accounts',
    'sessions',
    'otp_requests',
    'otp_outbox',
    'idempotency_keys',
    'wallet_links',
    'embed_nonces',
    'devices',
  ];
  const counts = await Promise.all(tables.map((table) => countRows(t, table)));
  return Object.fromEntries(tables.map((table, i) => [table, counts[i] ?? 0]));
}

/** The account row as stored now. */
export async function storedAccount(t: TestApp, msisdn: string): Promise<Record<string, unknown>> {
  const rows = await t.db.withSession((s) =>
    s.query('SELECT * FROM accounts WHERE msisdn = $1', [msisdn]),
  );
  return rows[0] ?? {};
}
