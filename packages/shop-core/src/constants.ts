/**
 * Client constants of spec §9. The contract holds the same values next to its zod
 * schemas; they are repeated here (and tested equal in constants.test.ts) so the client
 * bundle never pulls zod in through a value import.
 */

/** Package version shown at the bottom of the drawer. */
export const SHOP_VERSION = '1.6.6';
/** Sent with the config call: os type 0, app version 61. */
export const CONFIG_QUERY = { os_type: 0, current_version: 61 } as const;
/** The config call gives up after 10 s. */
export const CONFIG_TIMEOUT_MS = 10_000;
/** Channel of the app state (orders use WEB_PUBLIC, banners and results WEBVIEW). */
export const APP_CHANNEL = 'WEB';

/** Routes the shared guards and the drawer send people to. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/dang-nhap';
export const REGISTER_PATH = '/dang-ky';
/** In the webview, the home screen is `/` with `tab=1`. */
export const HOME_TAB_PARAM = 'tab';
export const HOME_TAB_VALUE = '1';
