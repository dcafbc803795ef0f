import { importResultFile } from '../modules/results';
import { systemClock } from '../providers/clock';
import type { Command } from './command';

export const importResultsCommand: Command = {
  name: 'import-results',
  positionals: 1,
  args: '<file>',
  summary: `store the draws of a result file (mega645.jsonl, power655.jsonl, lotto535.jsonl,
max3d.jsonl, max3dpro.jsonl, xsmb.csv, xsmn.csv or xsmt.csv); real draws already
stored are skipped; a generated (sandbox) draw is replaced by the real one and
named, unless tickets were settled on it (kept, named on stderr)`,
  async run({ input, open, out, refuse }) {
    const [file] = input.positionals;
    if (!file) return refuse('a result file is required');
    const { db } = await open();
    const summary = await importResultFile(db.orm, file, systemClock.now());
    for (const row of summary.rejected) console.error(`import-results: rejected ${row}`);
    for (const draw of summary.replaced)
      out(`import-results: replaced the generated result of ${draw}`);
    for (const draw of summary.keptSettled) {
      console.error(
        `import-results: kept the generated result of ${draw}: tickets were settled on it`,
      );
    }
    out(
      `import-results: ${summary.inserted} inserted, ${summary.replaced.length} generated replaced, ${summary.skipped} already stored, ${summary.rejected.length} rejected`,
    );
    return 0;
  },
};
