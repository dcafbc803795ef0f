import { seedDemoAccount } from './modules/auth';
import { defaultAppConfig } from './modules/catalog';
import { APP_CONFIG_KEY, insertSettingIfMissing } from './modules/catalog';
import { seedContent } from './modules/content';
import { importResultsDirIfChanged, type ImportSummary } from './modules/results';
import type { Database } from './db/database';

export type SeedResult = {
  /** Setting keys written by this run (rows that did not exist). */
  inserted: string[];
  /**
   * Result history imported per file when a results folder was given; `undefined` when
   * none was given or the folder does not exist (`resultsMissing` tells which).
   */
  results?: Record<string, ImportSummary>;
  /** The results folder that was given but does not exist (the seed goes on without it). */
  resultsMissing?: string;
  /** The results folder whose files did not change since the last import (not re-read). */
  resultsUnchanged?: string;
};

/** Key reported when the sandbox demo account is created. */
export const DEMO_ACCOUNT_KEY = 'demo_account';

/**
 * Writes the default data the shop needs to open: the app configuration, the shipped
 * content (`apps/server/content/`), and in sandbox
 * mode the demo account, and the real result history of `resultsDir` (bulk, skipping draws
 * already stored; not re-read when its files' names, sizes and times did not change). Idempotent and never overwrites: a value an operator changed
 * stays as it is.
 */
export async function seed(
  db: Database,
  options: { sandbox?: boolean; resultsDir?: string; now?: Date } = {},
): Promise<SeedResult> {
  const inserted: string[] = [];
  if (await insertSettingIfMissing(db.orm, APP_CONFIG_KEY, defaultAppConfig())) {
    inserted.push(APP_CONFIG_KEY);
  }
  for (const key of await seedContent(db.orm)) inserted.push(`content:${key}`);
  if (options.sandbox && (await seedDemoAccount(db.orm))) inserted.push(DEMO_ACCOUNT_KEY);
  if (!options.resultsDir) return { inserted };
  const results = await importResultsDirIfChanged(
    db.orm,
    options.resultsDir,
    options.now ?? new Date(),
  );
  if (results === 'unchanged') return { inserted, resultsUnchanged: options.resultsDir };
  return results ? { inserted, results } : { inserted, resultsMissing: options.resultsDir };
}
