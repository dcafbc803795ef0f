import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  drawPeriod,
  expectBalances,
  money,
  pad2,
  post,
  runOrderJobs,
  signInFundedCustomer,
} from './helpers';

// Serial (its worker's own server): it draws Mega's period of the group, like draws.serial.

/** The group's numbers; the draw then produces four of them: a 'Giải Nhì' of 300.000đ. */
const NUMBERS = [3, 9, 14, 27, 33, 41];
const DRAWN = [3, 9, 14, 27, 1, 2];
const PRIZE = 300_000;
/** 10 shares of 1.000đ: the leader takes 4, two others 3 each, which fills the group. */
const SHARES = { leader: 4, second: 3, third: 3 } as const;
const FUNDS = 100_000;

async function buy(page: Page, shares: number, minimum: number): Promise<void> {
  const main = page.getByRole('main');
  for (let n = minimum; n < shares; n += 1) {
    await main.getByRole('button', { name: 'Thêm 1 cổ phần' }).click();
  }
  await expect(main.getByTestId('share-total')).toHaveText(money(shares * 1_000));
  await main.getByRole('button', { name: `Thanh toán ${money(shares * 1_000)}` }).click();
  await expect(main.getByRole('region', { name: 'Góp cổ phần thành công' })).toBeVisible();
}

async function joinGroup(page: Page, groupId: string, shares: number): Promise<void> {
  await signInFundedCustomer(page, FUNDS);
  await page.goto(`/nhom-mua-chung/cung-chon-so/thong-tin-nhom/${groupId}`);
  await page.getByRole('main').getByRole('link', { name: 'Góp cổ phần' }).click();
  await expect(page).toHaveURL(new RegExp(`/gop-co-phan/${groupId}$`));
  await buy(page, shares, 1);
}

test('a Mega group: created by one customer, filled by two others, drawn, each paid their part', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Spec §9: group play is off by default; the shop turns it on in its app config.
  await post(page, '/dev/group/flag', { enabled: true });

  // The leader finds group play in the drawer and creates a group.
  await signInFundedCustomer(page, FUNDS);
  await page.goto('/');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Nhóm mua chung' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Nhóm mua chung', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Tạo nhóm cùng chọn số' }).click();
  await expect(page).toHaveURL(/\/nhom-mua-chung\/cung-chon-so\/thong-tin-khach-hang$/);
  const grid = main.getByRole('group', { name: 'Chọn 6 số' });
  for (const n of NUMBERS) {
    await grid.getByRole('button', { name: new RegExp(`^${pad2(n)}`) }).click();
  }
  await expect(main.getByTestId('create-share-price')).toHaveText(money(1_000));
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }).click();
  await expect(page).toHaveURL(/\/nhom-mua-chung\/cung-chon-so\/gop-co-phan\/\d+$/);
  const groupId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await buy(page, SHARES.leader, 1);
  await expect(main.getByText('Hoàn thành 40%', { exact: true })).toBeVisible();

  // Two other customers join from the group's page; the second fills it.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await joinGroup(second, groupId, SHARES.second);
  await expect(second.getByRole('main').getByText('Hoàn thành 70%', { exact: true })).toBeVisible();
  const thirdContext = await browser.newContext();
  const third = await thirdContext.newPage();
  await joinGroup(third, groupId, SHARES.third);
  await expect(third.getByText('Nhóm đã đủ cổ phần, vé của nhóm đã được đặt mua.')).toBeVisible();
  // The leader's open page follows live.
  await expect(main.getByText('Hoàn thành', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The agent prints the group's ticket, the draw gives four of its numbers, settlement splits.
  await runOrderJobs(page);
  await page.goto(`/thong-tin-nhom/cung-chon-so/${groupId}`);
  const drawFact = main.getByText(/^#\d+ · /);
  await expect(drawFact).toBeVisible();
  const draw = /^#(\d+)/.exec((await drawFact.textContent()) ?? '')?.[1] ?? '';
  expect(draw).toMatch(/^\d+$/);
  await drawPeriod(page, draw, { product: 'mega645', numbers: DRAWN });
  await runOrderJobs(page);

  // Each member sees 'Trúng thưởng' and their part in their prize balance (pro rata, exact).
  const members: [Page, number][] = [
    [page, SHARES.leader],
    [second, SHARES.second],
    [third, SHARES.third],
  ];
  for (const [member, shares] of members) {
    const part = (PRIZE * shares) / 10;
    await member.goto(`/thong-tin-nhom/cung-chon-so/${groupId}`);
    await expect(member.getByRole('main').getByTestId('my-prize')).toHaveText(money(part));
    await expect(member.getByRole('main').getByText('Trúng thưởng').first()).toBeVisible();
    await expectBalances(member, { prize: part, main: FUNDS - shares * 1_000 });
  }
  // The group is in the member's own history, won.
  await second.goto('/lich-su-choi-nhom');
  const history = second.getByRole('main').getByRole('list', { name: 'Nhóm của tôi' });
  const card = history
    .getByRole('article')
    .filter({ hasText: `#${draw}` })
    .first();
  await expect(card.getByText('Trúng thưởng')).toBeVisible();
  await expect(card).toContainText(money((PRIZE * SHARES.second) / 10));
  await expectNoSeriousA11yViolations(page);
  await secondContext.close();
  await thirdContext.close();
});
