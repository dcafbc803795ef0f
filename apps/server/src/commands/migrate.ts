import type { Command } from './command';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'apply pending SQL migrations',
  async run({ open, out }) {
    const { migrations } = await open();
    out(
      `migrate: ${migrations.applied.length} applied, ${migrations.skipped.length} already applied`,
    );
    return 0;
  },
};
