import { formatVnIso, isDay, vnInstant } from '@veso/domain';
import { latePayments } from '../modules/payments';
import { stringValue, type Command } from './command';

export const paymentsLateCommand: Command = {
  name: 'payments late',
  args: '[--since YYYY-MM-DD]',
  summary: `reconciliation: the top-ups the gateway reported paid after they had failed
or expired (credited all the same), paid since that Vietnam day (all without
it), oldest first; one tab-separated line each: account, amount, gateway
reference, failed-at, paid-at (Vietnam time), failed|expired, payment id`,
  options: { since: { type: 'string' } },
  async run({ input, open, out, refuse }) {
    const day = stringValue(input, 'since');
    if (day !== undefined && !isDay(day)) return refuse('--since takes a day, YYYY-MM-DD');
    const since = day === undefined ? undefined : vnInstant(day, 0);
    const { db } = await open();
    const late = await latePayments(db.orm, { since });
    for (const p of late) {
      out(
        [
          p.msisdn,
          p.amount,
          p.gatewayRef ?? '-',
          formatVnIso(p.failedAt),
          formatVnIso(p.paidAt),
          p.reason,
          p.paymentId,
        ].join('\t'),
      );
    }
    console.error(`payments late: ${late.length} late payment(s)${day ? ` since ${day}` : ''}`);
    return 0;
  },
};
