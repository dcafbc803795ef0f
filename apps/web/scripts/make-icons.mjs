// Renders the installed app's PNG icons from the brand mark (public/favicon.svg's
// drawing) with the system Chromium: `node scripts/make-icons.mjs` from apps/web.
// "any" icons keep the round mark on a transparent ground; the maskable one fills the
// square with the brand red and keeps the mark inside the 80 % safe zone.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const MARK =
  '<circle cx="16" cy="16" r="15" fill="#d0021b"/>' +
  '<circle cx="16" cy="16" r="11.5" fill="none" stroke="#f5b800" stroke-width="2"/>' +
  '<path d="M10.5 10.5 16 22l5.5-11.5" fill="none" stroke="#fff" stroke-width="3" ' +
  'stroke-linecap="round" stroke-linejoin="round"/>';

const svg = (size, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${body}</svg>`;
// Maskable: red square, the mark scaled to 70 % around the centre (inside the safe zone).
const maskable = (size) =>
  svg(
    size,
    `<rect width="32" height="32" fill="#d0021b"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g>`,
  );
// Apple touch icon: opaque (iOS fills transparency with black), white ground.
const apple = (size) =>
  svg(
    size,
    `<rect width="32" height="32" fill="#ffffff"/><g transform="translate(1.6 1.6) scale(0.9)">${MARK}</g>`,
  );

const ICONS = [
  ['public/icons/icon-192.png', 192, (s) => svg(s, MARK)],
  ['public/icons/icon-512.png', 512, (s) => svg(s, MARK)],
  ['public/icons/icon-maskable-512.png', 512, maskable],
  ['public/icons/apple-touch-icon.png', 180, apple],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? 'chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [file, size, draw] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${draw(size)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(file, png);
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
