import { createHash } from 'node:crypto';
import { SANDBOX_EMBED_SOURCE } from '@veso/contract';
import type { Orm } from '../../db/database';
import { AccountStatus, findAccountByMsisdn, insertAccount } from '../accounts';
import { hashPassword } from './password';
import { linkDemoWallet } from './repo';

/** The sandbox demo account (printed at start, documented in the README). */
export const DEMO_ACCOUNT = {
  msisdn: '84912345678',
  phone: '0912345678',
  password: '123456',
  fullname: 'Nguyễn Văn Demo',
  /** Well over 18, so the demo account may buy. */
  birthday: '1990-01-01',
  /** Its wallet user at the sandbox partner: signed parameters with this MID sign it on. */
  sandboxMid: 'SANDBOX-MID-0001',
} as const;

/**
 * Creates the demo account (password stored as scrypt of its MD5, as a client sends it)
 * and links it to the sandbox partner's MID. Never overwrites: false when it exists.
 */
export async function seedDemoAccount(orm: Orm): Promise<boolean> {
  if (await findAccountByMsisdn(orm, DEMO_ACCOUNT.msisdn)) return false;
  const md5 = createHash('md5').update(DEMO_ACCOUNT.password).digest('hex');
  const passwordHash = await hashPassword(md5);
  return orm.transaction(async (tx) => {
    const accountId = await insertAccount(tx, {
      msisdn: DEMO_ACCOUNT.msisdn,
      passwordHash,
      passwordSetAt: new Date(),
      status: AccountStatus.active,
      fullname: DEMO_ACCOUNT.fullname,
      birthday: DEMO_ACCOUNT.birthday,
    });
    if (accountId === undefined) return false;
    await linkDemoWallet(tx, {
      source: SANDBOX_EMBED_SOURCE,
      mid: DEMO_ACCOUNT.sandboxMid,
      accountId,
    });
    return true;
  });
}
