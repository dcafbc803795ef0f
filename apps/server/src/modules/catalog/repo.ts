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

/** Stores a setting, replacing the previous value. */
export async function writeSetting(orm: Orm, key: string, value: unknown): Promise<void> {
  await orm
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Stores a setting only when it does not exist yet; true when it was written. */
export async function insertSettingIfMissing(
  orm: Orm,
  key: string,
  value: unknown,
): Promise<boolean> {
  const rows = await orm
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoNothing({ target: appSettings.key })
    .returning({ key: appSettings.key });
  return rows.length > 0;
}
