import type { Page } from '@playwright/test';

/** The phone every spec runs on: a 390×844 screen, Vietnamese locale and time zone. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
} as const;

/**
 * Sets the phone's clock `offsetMs` off before any of the page's scripts run: `Date.now()`
 * and `new Date()` are off, timers are not. What the shop shows must not depend on it.
 */
export async function shiftPhoneClock(page: Page, offsetMs: number): Promise<void> {
  await page.addInitScript((shift) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as [string]));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, offsetMs);
}
