export {
  a11yReport,
  blockingViolations,
  expectNoSeriousA11yViolations,
  formatViolations,
  reviewItems,
  settleAnimations,
  SETTLE_TIMEOUT_MS,
} from './a11y';
export type { A11yOptions, AxeViolation } from './a11y';
export { CHROMIUM_ARGS, findChromium } from './chromium';
export { defineE2eConfig } from './config';
export type { E2eConfigOptions } from './config';
export { expect, test } from './fixtures';
export type { E2eWorkerOptions } from './fixtures';
export { linkPaths, MENU_BUTTON, NOT_FOUND_TEXT, shellLinks, walkLinks } from './link-walk';
export type { ShellLinks } from './link-walk';
export {
  DYNAMIC_PARTS,
  DYNAMIC_TEXTS,
  dynamicParts,
  enterVisualTime,
  expectScreen,
  installVisualClock,
  screenName,
  settle,
  VISUAL_HEIGHT,
  VISUAL_MAX_DIFF_PIXEL_RATIO,
  VISUAL_WEEKDAY,
  VISUAL_WIDTHS,
  visualInstant,
} from './visual';
export { watchRemovedMarkup } from './hydration';
export { PHONE_CONTEXT, shiftPhoneClock } from './phone';
export { searchPaperNumber } from './paper';
export { enterKenoSalesHours, moveClockTo, serverNow } from './sandbox-clock';
export { copyDataDir, freePort, startVesoServer } from './server';
export type { ServerExit, StartVesoServerOptions, VesoServer } from './server';
export { buildStamp, makeSnapshot, runSnapshot } from './snapshot';
export type { RunSnapshotOptions, SnapshotServerOptions } from './snapshot';
export type { BrowserContext, Locator, Page } from '@playwright/test';
// Vietnam wall-clock time for specs (draw times, sales hours, cut-offs), from the domain's
// calendar rather than an offset of a spec's own: `vnDayOf`/`vnDayStart`/`vnMinuteOfDay` of
// an instant, `vnInstant(day, minutes)`, `addDays`/`weekdayOf` of a `YYYY-MM-DD` day and
// `parseDrawDateTime` of an `openDate` (`DD/MM/YYYY HH:mm:ss`, Vietnam time).
export {
  addDays,
  parseDrawDateTime,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from '@veso/domain';
