import { seedDemoAccount } from '../modules/auth/demo-account';
import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, insertSettingIfMissing } from '../modules/catalog/repo';
import type { Database } from './database';

export type SeedResult = {
  /** Setting keys written by this run (rows that did not exist). */
  inserted: string[];
};

/** Key reported when the sandbox demo account is created. */
export const DEMO_ACCOUNT_KEY = 'demo_account';

/**
 * Writes the default data the shop needs to open: the app configuration, and in sandbox
 * mode the demo account. Idempotent and never overwrites: a value an operator changed
 * stays as it is.
 */
export async function seed(db: Database, options: { sandbox?: boolean } = {}): Promise<SeedResult> {
  const inserted: string[] = [];
  if (await insertSettingIfMissing(db.orm, APP_CONFIG_KEY, defaultAppConfig())) {
    inserted.push(APP_CONFIG_KEY);
  }
  if (options.sandbox && (await seedDemoAccount(db.orm))) inserted.push(DEMO_ACCOUNT_KEY);
  return { inserted };
}
