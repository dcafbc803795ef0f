/**
 * The front door of the `catalog` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { defaultAppConfig } from './default-config';
export { APP_CONFIG_KEY, insertSettingIfMissing, writeSetting } from './repo';
export { catalogRoutes } from './routes';
export {
  appSettingsVersion,
  cachedAppConfig,
  getAppConfig,
  listenForSettings,
  stopListeningForSettings,
  storedAppConfig,
} from './service';
