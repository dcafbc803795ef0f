import type { Bank } from '@veso/contract';
import type { Orm } from '../../db/database';
import { getContent } from '../content';

/**
 * Banks prizes can be paid to: the operator's list (`content/bank.json`, loaded with
 * `cli content load`; `/config/bank` answers the same), NAPAS short codes as used in
 * VietQR payloads. One list: a bank the operator removes can no longer be chosen.
 */
export async function prizeBanks(orm: Orm): Promise<Bank[]> {
  return (await getContent(orm, 'bank')).banks;
}

/** The bank with this code in the operator's list, or undefined. */
export async function prizeBank(orm: Orm, code: string): Promise<Bank | undefined> {
  const wanted = code.toUpperCase();
  return (await prizeBanks(orm)).find((bank) => bank.code === wanted);
}
