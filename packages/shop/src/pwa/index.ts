// The web shell's installed app (service worker, offline mark, update prompt). Its own
// entry point: the shell imports it dynamically after load, out of the first download.
export { startInstalledApp } from './start-installed-app';
export type { InstalledAppOptions } from './start-installed-app';
export type { PwaStatus, PwaState } from './pwa-status';
