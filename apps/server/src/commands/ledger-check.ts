import { checkLedger } from '../modules/wallet';
import type { Command } from './command';

export const ledgerCheckCommand: Command = {
  name: 'ledger check',
  summary: `verify the ledger: entries sum to zero, every customer balance equals its
entries, system accounts keep no running balance
(exit 1 and one line per problem otherwise)`,
  async run({ open, out }) {
    const { db } = await open();
    const problems = await checkLedger(db.orm);
    for (const problem of problems) console.error(`ledger: ${problem}`);
    out(problems.length ? `ledger check: ${problems.length} problem(s)` : 'ledger check: ok');
    return problems.length ? 1 : 0;
  },
};
