import { parseArgs } from 'node:util';
import { cliConfig } from '../cli-config';
import { openDatabase, type Database } from '../db/database';
import { migrate, type MigrationResult } from '../db/migrator';
import { backupCommand, restoreCommand } from './backup';
import { bankCreditCommand } from './bank-credit';
import { claimsDoneCommand, claimsListCommand } from './claims';
import type { Command, CommandContext } from './command';
import { contentListCommand, contentLoadCommand } from './content';
import { importResultsCommand } from './import-results';
import { jobsDeadCommand, jobsListCommand, jobsRetryCommand } from './jobs';
import { ledgerCheckCommand } from './ledger-check';
import { migrateCommand } from './migrate';
import { paymentsLateCommand } from './payments-late';
import { paymentsReconcileCommand } from './payments-reconcile';
import { payoutsDeadCommand, payoutsRetryCommand } from './payouts';
import { seedCommand } from './seed';
import { supportListCommand, supportReplyCommand } from './support';
import { xsktImportStockCommand } from './xskt-import-stock';

/** The operator CLI's commands (`node dist/cli.js <command>`), in the order the usage lists them. */
export const COMMANDS: readonly Command[] = [
  migrateCommand,
  seedCommand,
  importResultsCommand,
  xsktImportStockCommand,
  ledgerCheckCommand,
  backupCommand,
  restoreCommand,
  bankCreditCommand,
  paymentsLateCommand,
  paymentsReconcileCommand,
  payoutsDeadCommand,
  payoutsRetryCommand,
  contentLoadCommand,
  contentListCommand,
  supportListCommand,
  supportReplyCommand,
  claimsListCommand,
  claimsDoneCommand,
  jobsListCommand,
  jobsDeadCommand,
  jobsRetryCommand,
];

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/** One command's entry of the usage. */
export function usageOf(command: Command): string {
  return `  ${command.name}${command.args ? ` ${command.args}` : ''}\n${indent(command.summary, ' '.repeat(12))}`;
}

export const USAGE = `Usage: node dist/cli.js <command>\n\nCommands:\n${COMMANDS.map(usageOf).join('\n')}\n`;

/** The command the arguments name (a group's word and a word, or one word), and its words. */
function commandOf(args: string[]): { command?: Command; words: number } {
  const [first = '', second = ''] = args;
  const pair = COMMANDS.find((c) => c.name === `${first} ${second}`);
  if (pair) return { command: pair, words: 2 };
  const single = COMMANDS.find((c) => c.name === first);
  if (single) return { command: single, words: 1 };
  const isGroup = COMMANDS.some((c) => c.name.startsWith(`${first} `));
  return { words: isGroup && second ? 2 : 1 };
}

/** Runs one CLI command; resolves with the process exit code. */
export async function runCli(
  args: string[],
  env?: Record<string, string | undefined>,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const { command, words } = commandOf(args);
  if (!command) {
    console.error(
      args.length > 0 ? `Unknown command "${args.slice(0, words).join(' ')}"\n\n${USAGE}` : USAGE,
    );
    return 1;
  }
  const refuse = (reason: string) => {
    console.error(`${command.name}: ${reason}\n\n${usageOf(command)}`);
    return 1;
  };
  let input: CommandContext['input'];
  try {
    input = parseArgs({
      args: args.slice(words),
      options: command.options ?? {},
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  const extra = input.positionals.slice(command.positionals ?? 0);
  if (extra.length > 0) return refuse(`unexpected argument "${extra.join(' ')}"`);
  const config = cliConfig(env);
  if (!config) return 1;
  let opened: { db: Database; migrations: MigrationResult } | undefined;
  let db: Database | undefined;
  const open = async () => {
    if (!opened) {
      db = await openDatabase(config.database);
      opened = { db, migrations: await migrate(db) };
    }
    return opened;
  };
  try {
    return await command.run({ config, input, out, open, refuse });
  } catch (error) {
    console.error(`${command.name} failed:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db?.close();
  }
}
