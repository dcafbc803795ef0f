import { appConfigSchema, type AppConfig } from '@veso/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Orm } from '../../db/database';
import type { ServerConfig } from '../../env';
import { defaultAppConfig } from './default-config';
import { APP_CONFIG_KEY, SETTINGS_CHANNEL, readSetting, settingsWrites } from './repo';

/** The parts of the app configuration that deployment settings override. */
export type ConfigOverrides = Pick<ServerConfig, 'domainNotice' | 'supportPhone'>;

/**
 * The app configuration answered by `get_config_v2`: the stored setting (the seeded
 * default until an operator edits it), with the host names and support phone of the
 * environment on top when those are set. A missing or unreadable row falls back to the
 * default so the shop still opens.
 */
export async function getAppConfig(
  orm: Orm,
  overrides: ConfigOverrides,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AppConfig> {
  const config = await storedAppConfig(orm, log);
  return {
    ...config,
    supportPhone: overrides.supportPhone ?? config.supportPhone,
    domainNotice: {
      oldHost: overrides.domainNotice.oldHost ?? config.domainNotice.oldHost,
      newHost: overrides.domainNotice.newHost ?? config.domainNotice.newHost,
    },
  };
}

/**
 * The operator's stored app configuration (the seeded default until edited; the default
 * when the row is missing or unreadable): what the shop shows and what the order service
 * enforces (paused products, payment limits) read the same setting.
 */
export async function storedAppConfig(
  orm: Orm,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AppConfig> {
  const stored = appConfigSchema.safeParse(await readSetting(orm, APP_CONFIG_KEY));
  if (!stored.success) {
    log?.warn(
      { issues: stored.error.issues },
      `app_settings.${APP_CONFIG_KEY} is missing or invalid; serving the default`,
    );
  }
  return stored.success ? stored.data : defaultAppConfig();
}

type ConfigCache = {
  /** Bumped by every announced change of `app_settings` (and a listener reconnect). */
  changes: number;
  /** Resolves true once the database announces changes to this process. */
  listening?: Promise<boolean>;
  /** True while the database announces changes to this process. */
  heard?: boolean;
  /** Stops listening (see {@link stopListeningForSettings}). */
  stop?: () => Promise<void>;
  entry?: { key: string; config: Promise<AppConfig> };
};

/**
 * One cache per database handle, found by its `listen` function: a handle copied with
 * another `orm` (a transaction's) shares its original's listener, so it shares the cache.
 */
const caches = new WeakMap<Database['listen'], ConfigCache>();

function listenForChanges(
  db: Database,
  cache: ConfigCache,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  const changed = () => {
    cache.changes += 1;
  };
  return db.listen(SETTINGS_CHANNEL, changed, { onReconnect: changed }).then(
    (stop) => {
      cache.heard = true;
      cache.stop = stop;
      return true;
    },
    (error: unknown) => {
      // Served uncached meanwhile; the next read tries to listen again.
      cache.listening = undefined;
      cache.heard = false;
      log?.warn({ err: error }, 'app settings: cannot listen for changes; reading every time');
      return false;
    },
  );
}

function configCache(db: Database): ConfigCache {
  let cache = caches.get(db.listen);
  if (!cache) {
    cache = { changes: 0 };
    caches.set(db.listen, cache);
  }
  return cache;
}

/**
 * Starts hearing the database's announcements of `app_settings` changes (once per
 * database handle); resolves true once they are heard.
 */
export function listenForSettings(
  db: Database,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  const cache = configCache(db);
  cache.listening ??= listenForChanges(db, cache, log);
  return cache.listening;
}

/**
 * Stops hearing `app_settings` changes on this handle (the app that started listening
 * closes, and the handle's last listener ends its connection); the next read of the
 * settings listens again, and nothing read before is served after.
 */
export async function stopListeningForSettings(db: Database): Promise<void> {
  const cache = caches.get(db.listen);
  if (!cache?.listening || !(await cache.listening)) return;
  const { stop } = cache;
  cache.listening = undefined;
  cache.heard = false;
  cache.stop = undefined;
  cache.changes += 1;
  await stop?.();
}

/**
 * What changes whenever the app settings may have (an announced change, a write of this
 * process), or null while no change would be heard (nothing derived from the settings may
 * then be kept: the rendered pages' cache asks).
 */
export function appSettingsVersion(db: Database): string | null {
  const cache = caches.get(db.listen);
  if (!cache?.heard) return null;
  return `${cache.changes}:${settingsWrites()}`;
}

/**
 * {@link storedAppConfig} kept in memory per server process: read and parsed once, read
 * again after any change of `app_settings` (a trigger announces every change, an
 * operator's own SQL included, on commit; this process's writes drop it at once). What
 * the order service enforces on every purchase, without a query and a parse per order.
 * Until the database listener is up, every call reads the setting.
 */
export async function cachedAppConfig(
  db: Database,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AppConfig> {
  const cache = configCache(db);
  if (!(await listenForSettings(db, log))) return storedAppConfig(db.orm, log);
  const key = `${cache.changes}:${settingsWrites()}`;
  if (cache.entry?.key === key) return cache.entry.config;
  const entry = { key, config: storedAppConfig(db.orm, log) };
  cache.entry = entry;
  entry.config.catch(() => {
    if (cache.entry === entry) cache.entry = undefined;
  });
  return entry.config;
}
