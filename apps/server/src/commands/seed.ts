import { seed } from '../seed';
import { systemClock } from '../providers/clock';
import type { Command } from './command';

export const seedCommand: Command = {
  name: 'seed',
  summary: `apply migrations, then write missing default data and import the result
history of VESO_RESULTS_DIR (idempotent)`,
  async run({ open, out, config }) {
    const { db, migrations } = await open();
    out(
      `migrate: ${migrations.applied.length} applied, ${migrations.skipped.length} already applied`,
    );
    const seeded = await seed(db, {
      sandbox: config.sandbox,
      resultsDir: config.resultsDir,
      now: systemClock.now(),
    });
    out(`seed: ${seeded.inserted.length ? seeded.inserted.join(', ') : 'nothing to write'}`);
    if (seeded.results) {
      const files = Object.entries(seeded.results).map(
        ([file, { inserted, skipped, rejected }]) =>
          `${file} ${inserted} new, ${skipped} stored, ${rejected.length} rejected`,
      );
      out(`seed: results ${files.join('; ')}`);
    }
    if (seeded.resultsUnchanged)
      out(`seed: result files unchanged since the last import; not re-read`);
    if (seeded.resultsMissing) {
      console.error(`seed: no result files at ${seeded.resultsMissing}; history not imported`);
    }
    return 0;
  },
};
