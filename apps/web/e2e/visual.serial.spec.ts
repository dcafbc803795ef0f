import type { Page } from '@veso/e2e';
import {
  dynamicParts,
  enterVisualTime,
  expect,
  screenName,
  settle,
  shellLinks,
  test,
  VISUAL_HEIGHT,
  VISUAL_WIDTHS,
} from '@veso/e2e';
import { signInFundedCustomer } from './helpers';

// Visual regression of every route the shell links to, at 360 px and 450 px, against the
// baselines committed in visual.serial.spec.ts-snapshots/. A serial spec: it moves the shared
// sandbox clock to a fixed hour. After an intended change of the look, regenerate the
// baselines with `pnpm --filter @veso/web e2e:update-snapshots` (apps/web/README.md).

/** Signed-in pages that the drawer does not link to: the order history and the statement. */
const SIGNED_IN_EXTRA = ['/lich-su-dat-mua', '/sao-ke'];

const LOGIN_PATH = '/dang-nhap';

/**
 * Opens each path and compares its first screen at every width with the baseline; answers
 * the paths that sent the visitor to the sign-in page instead (compared once signed in).
 * `masked` paints over the customer's own details as well (their random phone number).
 */
async function expectScreens(
  page: Page,
  paths: readonly string[],
  masked: string[] = [],
): Promise<string[]> {
  const toSignIn: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    if (path !== LOGIN_PATH && new URL(page.url()).pathname === LOGIN_PATH) {
      toSignIn.push(path);
      continue;
    }
    for (const width of VISUAL_WIDTHS) {
      // toHaveScreenshot waits until two screenshots in a row agree (the relayout is done).
      await page.setViewportSize({ width, height: VISUAL_HEIGHT });
      await expect.soft(page, `${path} at ${width} px`).toHaveScreenshot(screenName(path, width), {
        mask: [...dynamicParts(page), ...masked.map((text) => page.getByText(text))],
        scale: 'css',
        maxDiffPixelRatio: 0.01,
      });
    }
  }
  return toSignIn;
}

test('every route of the shell looks as its baseline at 360 px and 450 px', async ({ page }) => {
  test.setTimeout(180_000);
  await enterVisualTime(page);

  const guest = await shellLinks(page);
  const guestPaths = [...new Set(['/', ...guest.home, ...guest.drawer])];
  const toSignIn = await expectScreens(page, guestPaths);

  // A customer with a known balance: the pages that asked to sign in, the drawer's own
  // entries and the account pages.
  const { msisdn } = await signInFundedCustomer(page, 1_000_000);
  const customer = await shellLinks(page);
  const signedIn = [...new Set([...toSignIn, ...customer.drawer, ...SIGNED_IN_EXTRA])].filter(
    (path) => toSignIn.includes(path) || !guestPaths.includes(path),
  );
  expect(signedIn).toEqual(expect.arrayContaining(SIGNED_IN_EXTRA));
  const phone = `0${msisdn.slice(2)}`;
  await expectScreens(page, signedIn, [phone, msisdn]);
});
