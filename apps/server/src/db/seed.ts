import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, insertSettingIfMissing } from '../modules/catalog/repo';
import type { Database } from './database';

export type SeedResult = {
  /** Setting keys written by this run (rows that did not exist). */
  inserted: string[];
};

/**
 * Writes the default data the shop needs to open: the app configuration. Idempotent and
 * never overwrites: a value an operator changed stays as it is.
 */
export async function seed(db: Database): Promise<SeedResult> {
  const inserted: string[] = [];
  if (await insertSettingIfMissing(db.orm, APP_CONFIG_KEY, defaultAppConfig())) {
    inserted.push(APP_CONFIG_KEY);
  }
  return { inserted };
}
