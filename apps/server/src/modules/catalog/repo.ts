import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { appSettings } from '../../db/schema';

/** Key of the app configuration row in `app_settings`. */
export const APP_CONFIG_KEY = 'app_config';

/** The stored value of a setting, or undefined when the row does not exist. */
export async function readSetting(orm: Orm, key: string): Promise<unknown> {
  const rows = await orm
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return rows[0]?.value;
}

/** The logical channel on which the database announces every change of `app_settings`. */
export const SETTINGS_CHANNEL = 'settings';

let writes = 0;

/**
 * How many times this process has written a setting: the settings read before a write
 * are not served after it, even before the database's announcement arrives.
 */
export function settingsWrites(): number {
  return writes;
}

/** Stores a setting, replacing the previous value. */
export async function writeSetting(orm: Orm, key: string, value: unknown): Promise<void> {
  writes += 1;
  try {
    await orm
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  } finally {
    writes += 1;
  }
}

/** Stores a setting only when it does not exist yet; true when it was written. */
export async function insertSettingIfMissing(
  orm: Orm,
  key: string,
  value: unknown,
): Promise<boolean> {
  writes += 1;
  try {
    const rows = await orm
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoNothing({ target: appSettings.key })
      .returning({ key: appSettings.key });
    return rows.length > 0;
  } finally {
    writes += 1;
  }
}
