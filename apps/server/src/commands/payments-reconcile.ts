import { readFile } from 'node:fs/promises';
import { isDay } from '@veso/domain';
import { checkGatewayDay } from '../modules/payments';
import { systemClock } from '../providers/clock';
import { serverGateways } from '../providers/gateways';
import { parseVnpStatement } from '../providers/vnpay';
import { stringValue, type Command } from './command';

export const paymentsReconcileCommand: Command = {
  name: 'payments reconcile',
  args: '--date YYYY-MM-DD --gateway vnpay [--file statement.csv]',
  summary: `compares a payment provider's statement of that Vietnam day with the ledger:
every payment it took must be credited with its amount, every payment of it
credited that day must be one it took; one tab-separated line per difference
(missing|extra|mismatch, payment id, provider amount, ledger amount, provider
reference); exit 1 on any difference. The statement is downloaded from the
provider (the sandbox's emulator serves it) or read from --file (VNPay's CSV)`,
  options: {
    date: { type: 'string' },
    gateway: { type: 'string' },
    file: { type: 'string' },
  },
  async run({ config, input, open, out, refuse }) {
    const day = stringValue(input, 'date');
    const name = stringValue(input, 'gateway');
    const file = stringValue(input, 'file');
    if (day === undefined || !isDay(day)) return refuse('--date takes a day, YYYY-MM-DD');
    const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const { gateways } = serverGateways(config, systemClock, () => origin);
    const gateway = name === undefined ? undefined : gateways?.named(name);
    if (!gateway || name === 'sandbox') {
      return refuse(`--gateway names a configured provider (VESO_GATEWAYS): ${name ?? '(none)'}`);
    }
    if (!file && !gateway.dayTransactions) {
      return refuse(`${name} serves no statement: download the day's file and pass --file`);
    }
    const statement = file
      ? parseVnpStatement(await readFile(file, 'utf8'))
      : await gateway.dayTransactions!(day);
    const { db } = await open();
    const check = await checkGatewayDay(db.orm, gateway, day, statement);
    for (const d of check.differences) {
      out(
        [
          d.kind,
          d.paymentId,
          d.providerAmount ?? '-',
          d.ledgerAmount ?? '-',
          d.providerRef ?? '-',
        ].join('\t'),
      );
    }
    console.error(
      `payments reconcile: ${name} ${day}: ${check.providerCount} at the provider, ${check.ledgerCount} credited that day, ${check.differences.length} difference(s)`,
    );
    return check.differences.length === 0 ? 0 : 1;
  },
};
