import type { Locator, Page } from '@veso/e2e';
import { enterVisualTime, expect, expectScreen, settle, shellLinks, test } from '@veso/e2e';
import { printedMegaOrder, signInFundedCustomer } from './helpers';

// Visual regression of every route the shell links to, at 360 px and 450 px, against the
// baselines committed in visual.serial.spec.ts-snapshots/ (Linux Chromium). A serial spec (its
// worker's own server): each test moves the sandbox clock to a Saturday 10:04 Vietnam time
// (`enterVisualTime`), so the
// screens are the same whatever day the CI runs on; what still changes (dates, draw codes,
// drawn balls, jackpots, paper stock, ticket serials, the customer's phone, the order's id) is
// masked. The guest's screens and the customer's are two tests that run in parallel (each on
// whichever worker is free, with that worker's own server), so the comparison is not one long
// test on one worker. After an intended change of the look,
// regenerate the baselines with `pnpm --filter @veso/web e2e:update-snapshots` (README.md).

test.describe.configure({ mode: 'parallel' });

/**
 * A screen to compare: the path opened, the path its baseline is named after and what else
 * it masks.
 */
type Screen = { path: string; name: string; mask?: (page: Page) => Locator[] };

const screen = (path: string, name = path): Screen => ({ path, name });

const LOGIN_PATH = '/dang-nhap';

/** A path no route answers: spec §2's 404 screen. */
const NOT_FOUND_PATH = '/khong-co-trang-nay';

/**
 * Pages that no shell menu links to: the English policy and the support page
 * (its values, the version and build among them, change with every build).
 */
const GUEST_EXTRA: Screen[] = [
  screen('/policy'),
  { ...screen('/data-debug'), mask: (page) => [page.getByRole('main').locator('dd')] },
];

/**
 * Signed-in pages that the drawer does not link to: the order history, the statement, the
 * customer's information and the prize account.
 */
const SIGNED_IN_EXTRA = [
  '/lich-su-dat-mua',
  '/sao-ke',
  '/thong-tin-khach-hang',
  '/tai-khoan-tra-thuong',
];

/** The Mega 6/45 numbers of the order whose page is compared. */
const ORDER_NUMBERS = ['03', '09', '14', '27', '33', '41'];

/** The paths a guest's shell links to (home and drawer), its home and the 404 screen. */
async function guestPaths(page: Page): Promise<string[]> {
  const guest = await shellLinks(page);
  return [...new Set(['/', ...guest.home, ...guest.drawer, NOT_FOUND_PATH])];
}

/**
 * Opens each screen and compares its first screen at every width with the baseline; answers
 * the paths that sent the visitor to the sign-in page instead (compared once signed in).
 * `masked` paints over more parts (the customer's own details, an order's id).
 */
async function expectScreens(
  page: Page,
  screens: readonly Screen[],
  masked: (page: Page) => Locator[] = () => [],
): Promise<string[]> {
  const toSignIn: string[] = [];
  for (const { path, name, mask = () => [] } of screens) {
    await page.goto(path);
    await settle(page);
    if (path !== LOGIN_PATH && new URL(page.url()).pathname === LOGIN_PATH) {
      toSignIn.push(path);
      continue;
    }
    await expectScreen(page, name, [...masked(page), ...mask(page)]);
  }
  return toSignIn;
}

test("a guest's routes look as their baselines at 360 px and 450 px", async ({ page }) => {
  test.setTimeout(300_000);
  await enterVisualTime(page);
  // The paths that send a guest to the sign-in page are compared signed in (the test below).
  await expectScreens(page, [
    ...(await guestPaths(page)).map((path) => screen(path)),
    ...GUEST_EXTRA,
  ]);
});

test("the routes a guest must sign in for, the customer's own pages and an order of theirs look as their baselines at 360 px and 450 px", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await enterVisualTime(page);

  // The guest's paths that send a visitor to the sign-in page (the test above skips them).
  const guestOnes = await guestPaths(page);
  const toSignIn: string[] = [];
  for (const path of guestOnes) {
    if (path === LOGIN_PATH) continue;
    await page.goto(path);
    await settle(page);
    if (new URL(page.url()).pathname === LOGIN_PATH) toSignIn.push(path);
  }

  // A customer with a known balance: the pages that asked to sign in, the drawer's own
  // entries, the account pages and an order of theirs.
  const { msisdn } = await signInFundedCustomer(page, 1_000_000);
  const customer = await shellLinks(page);
  const signedIn = [...new Set([...toSignIn, ...customer.drawer, ...SIGNED_IN_EXTRA])].filter(
    (path) => toSignIn.includes(path) || !guestOnes.includes(path),
  );
  expect(signedIn).toEqual(expect.arrayContaining(SIGNED_IN_EXTRA));
  const orderId = await printedMegaOrder(page, ORDER_NUMBERS, 'visual');
  const phone = `0${msisdn.slice(2)}`;
  await expectScreens(
    page,
    [
      ...signedIn.map((path) => screen(path)),
      screen(`/lich-su-dat-mua/${orderId}`, '/lich-su-dat-mua/:id'),
    ],
    (current) => [
      current.getByText(phone),
      current.getByText(msisdn),
      current.getByText(new RegExp(`#${orderId}(?!\\d)`)),
    ],
  );
});
