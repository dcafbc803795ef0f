// Kept free of zod so a client importing a constant does not bundle the schemas.

/** App version sent with the config call (spec §9). */
export const APP_VERSION = 61;
/** OS type sent with the config call (spec §9). */
export const OS_TYPE = 0;
/** Package version shown at the bottom of the drawer (spec §9). */
export const PACKAGE_VERSION = '1.6.6';
/** The config call gives up after 10 s (spec §9). */
export const CONFIG_TIMEOUT_MS = 10_000;
