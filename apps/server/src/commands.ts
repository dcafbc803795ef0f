import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { seed } from './db/seed';
import { ConfigError, loadConfig } from './env';

const USAGE = `Usage: node dist/cli.js <command>

Commands:
  migrate   apply pending SQL migrations
  seed      apply migrations, then write missing default data (idempotent)
`;

/** Runs one CLI command; resolves with the process exit code. */
export async function runCli(
  args: string[],
  env?: Record<string, string | undefined>,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [command] = args;
  if (command !== 'migrate' && command !== 'seed') {
    console.error(command ? `Unknown command "${command}"\n\n${USAGE}` : USAGE);
    return 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const db = await openDatabase(config.database);
  try {
    const migrations = await migrate(db);
    out(
      `migrate: ${migrations.applied.length} applied, ${migrations.skipped.length} already applied`,
    );
    if (command === 'seed') {
      const seeded = await seed(db, { sandbox: config.sandbox });
      out(`seed: ${seeded.inserted.length ? seeded.inserted.join(', ') : 'nothing to write'}`);
    }
    return 0;
  } catch (error) {
    console.error(`${command} failed:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}
