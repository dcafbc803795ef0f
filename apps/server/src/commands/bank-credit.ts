import { randomUUID } from 'node:crypto';
import { creditBankTransfer } from '../modules/payments';
import { systemClock } from '../providers/clock';
import { stringValue, type Command } from './command';

export const bankCreditCommand: Command = {
  name: 'bank credit',
  args: '--memo <memo> --amount <đồng> [--ref <bank reference>]',
  summary: `sandbox bank (VESO_SANDBOX=1): a transfer arrives; the memo's customer is
credited once per reference (a new reference when none is given)`,
  options: { memo: { type: 'string' }, amount: { type: 'string' }, ref: { type: 'string' } },
  async run({ config, input, open, out, refuse }) {
    if (!config.sandbox) {
      console.error('bank credit: only the sandbox bank (VESO_SANDBOX=1) credits by command');
      return 1;
    }
    const memo = stringValue(input, 'memo');
    const amountText = stringValue(input, 'amount');
    const amount = Number(amountText);
    if (!memo || !amountText || !Number.isSafeInteger(amount) || amount <= 0) {
      return refuse('--memo and a positive whole --amount are required');
    }
    const bankRef = stringValue(input, 'ref') ?? `SBX-BANK-${randomUUID()}`;
    const { db } = await open();
    const result = await creditBankTransfer(db, systemClock.now(), { bankRef, memo, amount });
    if (result.outcome === 'unmatched') {
      console.error(`bank credit: memo "${memo}" names no customer (recorded ${bankRef})`);
      return 1;
    }
    out(
      result.outcome === 'credited'
        ? `bank credit: ${amount} credited to ${result.msisdn} (${bankRef})`
        : `bank credit: ${bankRef} already processed, nothing credited`,
    );
    return 0;
  },
};
