import { APP_VERSION, CONFIG_TIMEOUT_MS, OS_TYPE, PACKAGE_VERSION } from '@veso/contract';

/** Package version shown at the bottom of the drawer. */
export const SHOP_VERSION = PACKAGE_VERSION;
/** Sent with the config call: os type 0, app version 61. */
export const CONFIG_QUERY = { os_type: OS_TYPE, current_version: APP_VERSION } as const;
export { CONFIG_TIMEOUT_MS };
/** Channel of the app state (orders use WEB_PUBLIC, banners and results WEBVIEW). */
export const APP_CHANNEL = 'WEB';

/** Routes the shared guards and the drawer send people to. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/dang-nhap';
export const REGISTER_PATH = '/dang-ky';
/** In the webview, the home screen is `/` with `tab=1`. */
export const HOME_TAB_PARAM = 'tab';
export const HOME_TAB_VALUE = '1';
