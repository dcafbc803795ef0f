import { importStockFile } from '../modules/xskt';
import { systemClock } from '../providers/clock';
import type { Command } from './command';

export const xsktImportStockCommand: Command = {
  name: 'xskt import-stock',
  positionals: 1,
  args: '<file>',
  summary: `store a paper-ticket agent's stock (CSV: region,province,date,number,series,copy;
see src/modules/xskt/stock-import.ts); tickets already stored are skipped,
refused lines are named on stderr (exit 1 when any is refused)`,
  async run({ input, open, out, refuse }) {
    const [file] = input.positionals;
    if (!file) return refuse('a stock file is required');
    const { db } = await open();
    const summary = await importStockFile(db.orm, file, systemClock.now());
    for (const row of summary.rejected) console.error(`xskt import-stock: rejected line ${row}`);
    out(
      `xskt import-stock: ${summary.inserted} inserted, ${summary.skipped} already stored, ${summary.rejected.length} rejected`,
    );
    return summary.rejected.length ? 1 : 0;
  },
};
