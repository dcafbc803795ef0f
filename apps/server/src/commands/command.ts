import type { ParseArgsOptionsConfig } from 'node:util';
import type { Database } from '../db/database';
import type { MigrationResult } from '../db/migrator';
import type { ServerConfig } from '../env';

/** What `node:util` `parseArgs` made of the words after a command's name. */
export type CommandInput = {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
};

export type CommandContext = {
  config: ServerConfig;
  input: CommandInput;
  /** One line on stdout (the command's result, for scripts). */
  out: (line: string) => void;
  /** The database, migrated; opened on the first call, closed by the runner after `run`. */
  open: () => Promise<{ db: Database; migrations: MigrationResult }>;
  /** Refuses the arguments: prints the reason with the command's usage; answers exit code 1. */
  refuse: (reason: string) => number;
};

/**
 * One operator command: its name, usage and options (parsed strictly: an unknown option
 * is refused before anything runs), and what it does. `run` checks its arguments before it
 * opens the database, and resolves with the process exit code.
 */
export type Command = {
  /** One word (`migrate`) or a group and a word (`ledger check`). */
  name: string;
  /** The arguments after the name, as the usage shows them. */
  args?: string;
  /** What it does, for the usage (lines without indentation). */
  summary: string;
  options?: ParseArgsOptionsConfig;
  /** How many words it takes besides its options (none when absent); more are refused. */
  positionals?: number;
  run: (ctx: CommandContext) => Promise<number>;
};

/** A positive whole number written in decimal, or undefined. */
export function positiveId(text: string | undefined): number | undefined {
  const id = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0
    ? id
    : undefined;
}

/** A string option's value (parseArgs answers strings for `type: 'string'`). */
export function stringValue(input: CommandInput, name: string): string | undefined {
  const value = input.values[name];
  return typeof value === 'string' ? value : undefined;
}
