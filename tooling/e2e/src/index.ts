export { blockingViolations, expectNoSeriousA11yViolations, formatViolations } from './a11y';
export type { A11yOptions, AxeViolation } from './a11y';
export { CHROMIUM_ARGS, findChromium } from './chromium';
export { defineE2eConfig } from './config';
export type { E2eConfigOptions } from './config';
export { expect, test } from './fixtures';
export { PHONE_CONTEXT } from './phone';
export {
  addDays,
  parseDrawDateTime,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from './vietnam';
export { freePort, startVesoServer } from './server';
export type { StartVesoServerOptions, VesoServer } from './server';
export type { BrowserContext, Locator, Page } from '@playwright/test';
