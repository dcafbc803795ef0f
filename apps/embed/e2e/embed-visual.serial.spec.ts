import type { Locator, Page } from '@veso/e2e';
import {
  enterVisualTime,
  expect,
  expectScreen,
  installVisualClock,
  linkPaths,
  MENU_BUTTON,
  settle,
  test,
} from '@veso/e2e';
import { launchWalletCustomer } from './helpers';

// Visual regression of the webview's own screens at 360 px and 450 px against the baselines
// in embed-visual.serial.spec.ts-snapshots/ (Linux Chromium): its home tabs, its menu's
// pages and its 404, for a visitor and for a customer the wallet app opened. The product
// pages are the web shell's, compared by apps/web's visual.serial.spec.ts. A serial spec (its
// worker's own server): it moves the sandbox clock to a Saturday 10:04 (see @veso/e2e
// visual.ts). The visitor's screens and the customer's are two tests that run in parallel
// (each on whichever worker is free, with that worker's own server). After an
// intended change of the look: `pnpm --filter @veso/embed e2e:update-snapshots`.

test.describe.configure({ mode: 'parallel' });

/** The home's tabs (spec §2): 1 products, 2 cart, 3 history, 4 notifications. */
const TABS = [1, 2, 3, 4].map((tab) => `/webview/?tab=${tab}`);

/** A path no route answers: the embedded 404 'This page could not be found'. */
const NOT_FOUND_PATH = '/webview/khong-co-trang-nay';

/** The webview menu's entries (Home, Guide, Terms & policy), as the drawer links them. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto(TABS[0] ?? '/webview/');
  await settle(page);
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const menu = await linkPaths(page, '[role="dialog"] a[href]', '/webview/');
  await page.keyboard.press('Escape');
  expect(menu).toEqual(
    expect.arrayContaining(['/webview/huong-dan-choi', '/webview/dieu-khoan-chinh-sach']),
  );
  return menu;
}

const LOGIN_PATH = '/webview/dang-nhap';

/** The home tabs a visitor must sign in for (history, notifications): they open the sign-in page. */
const SIGN_IN_TABS = TABS.slice(2);

/**
 * Compares each path's first screen at every width with its baseline (`prefix` names it),
 * except the paths of `signIn`: each must send the visitor to the sign-in page (compared as
 * the menu's entry). The redirect comes after the page's first render, later than `settle`
 * on a loaded machine: it is waited for, never read off the URL of the moment.
 */
async function expectScreens(
  page: Page,
  paths: readonly string[],
  prefix: string,
  {
    masked = () => [],
    signIn = [],
  }: { masked?: (page: Page) => Locator[]; signIn?: string[] } = {},
): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    if (signIn.includes(path)) {
      await expect(page, `${path} opens the sign-in page`).toHaveURL(
        (url) => url.pathname === LOGIN_PATH,
      );
      continue;
    }
    await settle(page);
    await expectScreen(page, `${prefix}${path}`, masked(page));
  }
}

test('the webview’s own screens look as their baselines at 360 px and 450 px for a visitor', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await enterVisualTime(page);
  const screens = [...new Set([...TABS, ...(await menuPaths(page)), NOT_FOUND_PATH])];
  await expectScreens(page, screens, 'guest', { signIn: SIGN_IN_TABS });
});

test('the webview’s own screens look as their baselines at 360 px and 450 px for a customer the wallet app opened', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await enterVisualTime(page);
  // The customer the wallet app opened (on their own phone, as a wallet user always arrives):
  // their home, cart, history and notifications.
  const context = await browser.newContext();
  const wallet = await context.newPage();
  await installVisualClock(wallet);
  const { msisdn } = await launchWalletCustomer(wallet);
  const phone = `0${msisdn.slice(2)}`;
  await expectScreens(wallet, TABS, 'customer', {
    masked: (current) => [current.getByText(phone), current.getByText(msisdn)],
  });
  await context.close();
});
