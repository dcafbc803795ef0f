import { BackupRefusal, backupDatabase, restoreDatabase } from '../db/backup';
import { stringValue, type Command } from './command';

/** The database named in the operator's lines: its engine and where it is, never a password. */
function described(config: Parameters<Command['run']>[0]['config']): string {
  const db = config.database;
  if (db.kind === 'pglite') return `embedded database ${db.dataDir ?? '(memory)'}`;
  const url = new URL(db.url);
  return `PostgreSQL ${url.host}${url.pathname}${db.schema ? ` schema ${db.schema}` : ''}`;
}

export const backupCommand: Command = {
  name: 'backup',
  args: '--out <file>',
  summary: `write a backup of the database to <file> (a new file): the embedded database's
data folder (stop the server first: it belongs to one process), or PostgreSQL's
with pg_dump (custom format; needs pg_dump on PATH, see deploy/pg-backup.sh)`,
  options: { out: { type: 'string' } },
  async run({ config, input, out, refuse }) {
    const file = stringValue(input, 'out');
    if (!file) return refuse('--out <file> is required');
    try {
      await backupDatabase(config.database, file);
    } catch (error) {
      if (!(error instanceof BackupRefusal)) throw error;
      console.error(`backup: ${error.message}`);
      return 1;
    }
    out(`backup: ${described(config)} written to ${file}`);
    return 0;
  },
};

export const restoreCommand: Command = {
  name: 'restore',
  args: '--from <file>',
  summary: `restore a backup made by cli backup into a fresh database (an empty
VESO_DATA_DIR; or a PostgreSQL schema without tables, with pg_restore), then
check it: cli ledger check; the server migrates it on start when it is older`,
  options: { from: { type: 'string' } },
  async run({ config, input, out, refuse }) {
    const file = stringValue(input, 'from');
    if (!file) return refuse('--from <file> is required');
    try {
      await restoreDatabase(config.database, file);
    } catch (error) {
      if (!(error instanceof BackupRefusal)) throw error;
      console.error(`restore: ${error.message}`);
      return 1;
    }
    out(`restore: ${file} restored into ${described(config)}`);
    return 0;
  },
};
