/** The phone every spec runs on: a 390×844 screen, Vietnamese locale and time zone. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
} as const;
