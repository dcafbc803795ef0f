import { Code, type BankTransfer } from '@veso/contract';
import QRCode from 'qrcode';
import type { Database, Orm } from '../../db/database';
import { ApiError, invalidRequest } from '../../http/errors';
import { findAccountByMsisdn } from '../accounts';
import type { SessionContext } from '../session';
import { SystemAccount, mainAccountOf, post } from '../wallet';
import { prizeBank } from '../withdraw';
import { insertBankTransfer } from './repo';
import { PaymentMessages, TOPUP_MAX_AMOUNT, TOPUP_MIN_AMOUNT } from './service';
import { vietQrPayload } from './vietqr';

/** The shop's receiving bank account. */
export type ShopBankAccount = { bankCode: string; accountNumber: string; accountName: string };

/** The sandbox bank's receiving account. */
export const SANDBOX_SHOP_BANK: ShopBankAccount = {
  bankCode: 'VCB',
  accountNumber: '0011001234567',
  accountName: 'CONG TY CP VESO',
};

/** The memo that identifies a customer's transfer: `VESO 84…`. */
export function transferMemo(msisdn: string): string {
  return `VESO ${msisdn}`;
}

/** The msisdn a memo names (spaces and case ignored), or undefined. */
export function msisdnFromMemo(memo: string): string | undefined {
  return /VESO\s*(84\d{9,10})(?!\d)/i.exec(memo)?.[1];
}

/** `GET /payments/bank_transfer`: the shop's account, the memo and the VietQR code. */
export async function bankTransferInfo(
  orm: Orm,
  shop: ShopBankAccount | undefined,
  session: SessionContext,
  amount: number | undefined,
): Promise<BankTransfer> {
  if (!shop) throw new ApiError(Code.SYSTEM_BUSY);
  const bank = await prizeBank(orm, shop.bankCode);
  if (!bank) throw new ApiError(Code.SYSTEM_BUSY);
  if (amount !== undefined && amount < TOPUP_MIN_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooSmall, 'amount', 'min');
  }
  if (amount !== undefined && amount > TOPUP_MAX_AMOUNT) {
    throw invalidRequest(PaymentMessages.amountTooLarge, 'amount', 'max');
  }
  const memo = transferMemo(session.msisdn);
  const payload = vietQrPayload({ bin: bank.bin, accountNumber: shop.accountNumber, amount, memo });
  return {
    bank,
    accountNumber: shop.accountNumber,
    accountName: shop.accountName,
    amount: amount ?? null,
    memo,
    payload,
    qrDataUrl: await QRCode.toDataURL(payload, { margin: 1, width: 320 }),
  };
}

export type BankCreditResult =
  { outcome: 'credited'; msisdn: string } | { outcome: 'duplicate' } | { outcome: 'unmatched' };

/**
 * A transfer arrived on the shop's account (the sandbox bank's `bank credit`): once per
 * bank reference, the memo's customer gets the amount on the main balance, in the same
 * transaction as the transfer row. A memo naming nobody is recorded as unmatched.
 */
export async function creditBankTransfer(
  db: Database,
  now: Date,
  input: { bankRef: string; memo: string; amount: number },
): Promise<BankCreditResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error('amount must be a positive whole number of đồng');
  }
  return db.orm.transaction(async (tx) => {
    const msisdn = msisdnFromMemo(input.memo);
    const account = msisdn ? await findAccountByMsisdn(tx, msisdn) : undefined;
    const row = await insertBankTransfer(tx, {
      bankRef: input.bankRef,
      memo: input.memo,
      amount: input.amount,
      accountId: account?.id ?? null,
      status: account ? 'credited' : 'unmatched',
      createdAt: now,
    });
    if (!row) return { outcome: 'duplicate' as const };
    if (!account || !msisdn) return { outcome: 'unmatched' as const };
    await post(tx, {
      kind: 'topup.bank',
      ref: `bank_transfer:${row.id}`,
      at: now,
      entries: [
        { account: SystemAccount.bank, amount: -input.amount },
        { account: mainAccountOf(account.id), amount: input.amount },
      ],
    });
    return { outcome: 'credited' as const, msisdn };
  });
}
