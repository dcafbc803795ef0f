import { appConfigSchema, type AppConfig } from '@veso/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import type { ServerConfig } from '../../env';
import { defaultAppConfig } from './default-config';
import { APP_CONFIG_KEY, readSetting } from './repo';

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
