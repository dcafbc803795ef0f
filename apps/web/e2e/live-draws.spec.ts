import { expect, expectNoSeriousA11yViolations, shiftPhoneClock, test } from '@veso/e2e';
import type { Page } from '@veso/e2e';
import { serverNow } from './helpers';

/** An hour, in ms: how far the phone's clock is set off in the second run of each check. */
const HOUR_MS = 3_600_000;

/** 'Còn 1 ngày 02:03:04' / 'Còn 02:03:04' → seconds left. */
function secondsLeft(text: string | null): number {
  const match = /^Còn (?:(\d+) ngày )?(\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, days = '0', h, m, s] = match;
  return Number(days) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Mega 6/45's next cut-off as the server tells it (the test runs on the server's machine). */
async function megaCutOff(page: Page): Promise<number> {
  const answer = await page.request.get('/api/result/latest');
  const body = (await answer.json()) as {
    data: { items: { product: string; next: { salesCloseAt: string } | null }[] };
  };
  const next = body.data.items.find((item) => item.product === 'mega645')?.next;
  if (!next) throw new Error('Mega 6/45 has no period on sale');
  return Date.parse(next.salesCloseAt);
}

/**
 * The countdown ticks, and says what the server's clock says (the sandbox clock): within
 * 3 s (the Date header's whole second, the one-second tick, the read), where an hour off
 * is 3600 s. Specs running alongside move the sandbox clock on (a minute for an OTP
 * resend): the page learns of that only with its next answer, so a page that disagrees is
 * reloaded and read again; a page counting on the phone's clock disagrees every time.
 */
async function expectServerCountdown(page: Page, timer: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await expect(timer).toHaveText(/^Còn /);
    const cutOff = await megaCutOff(page);
    const before = await serverNow(page);
    const first = secondsLeft(await timer.textContent());
    const after = await serverNow(page);
    const off = Math.min(
      ...[before, after].map((now) => Math.abs(first - Math.floor((cutOff - now) / 1000))),
    );
    if (off > 3) await page.reload();
    expect(off).toBeLessThanOrEqual(3);
  }).toPass({ timeout: 30_000 });
  const first = secondsLeft(await timer.textContent());
  await expect
    .poll(async () => secondsLeft(await timer.textContent()), { timeout: 4000 })
    .toBeLessThan(first);
}

for (const offset of [0, HOUR_MS]) {
  const label = offset === 0 ? 'the phone clock right' : 'the phone clock an hour ahead';

  test(`home cards show the Mega jackpot and a server-clock countdown (${label})`, async ({
    page,
  }) => {
    await shiftPhoneClock(page, offset);
    await page.goto('/');
    const mega = page.getByRole('article', { name: 'Mega 6/45' });
    // The jackpot in the house format for screen readers ('12.000.000.000đ'), abbreviated on screen.
    await expect(mega.getByText(/^\d{1,3}(\.\d{3})+đ$/)).toHaveCount(1);
    await expect(mega.getByText(/^\d+(,\d+)? tỷ$/)).toBeVisible();
    await expect(mega.getByText(/^Kỳ #\d+ · Quay \d{2}:\d{2} \d{2}\/\d{2}$/)).toBeVisible();
    await expectServerCountdown(page, mega.getByRole('timer'));
  });

  test(`the Mega page keeps its draw, jackpot and countdown at the top (${label})`, async ({
    page,
  }) => {
    await shiftPhoneClock(page, offset);
    await page.goto('/mega-645');
    const bar = page.getByRole('region', { name: 'Kỳ quay đang bán' });
    await expect(bar.getByText(/^\d{1,3}(\.\d{3})+đ$/)).toBeVisible();
    await expectServerCountdown(page, bar.getByRole('timer'));
    // Scrolled down to the ticket's buttons, the bar is still on screen.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await bar.boundingBox();
    expect(box && box.y >= 0 && box.y < 200).toBeTruthy();
    if (offset === 0) await expectNoSeriousA11yViolations(page);
  });
}

test('games without a jackpot show their top prize and countdown on the home card and at the top of their page', async ({
  page,
}) => {
  await page.goto('/');
  // Xổ số miền Nam: Giải Đặc biệt 2.000.000.000đ a ticket (docs/domain.md §3), abbreviated on the card.
  const south = page.getByRole('article', { name: 'Xổ số kiến thiết miền Nam' });
  await expect(south.getByText('Giải cao nhất')).toBeVisible();
  await expect(south.getByText('2.000.000.000đ')).toHaveCount(1);
  await expect(south.getByRole('timer')).toHaveText(/^(Còn |Đã hết giờ bán)/);

  await page.goto('/lo-to-2-so');
  const loto = page.getByRole('region', { name: 'Kỳ quay đang bán' });
  await expect(loto.getByText('70 lần tiền cược')).toBeVisible();
  await expect(loto.getByRole('timer')).toHaveText(/^Còn /);

  await page.goto('/xo-so-kien-thiet-mien-bac');
  const north = page.getByRole('region', { name: 'Kỳ quay đang bán' });
  await expect(north.getByText('Giải cao nhất')).toBeVisible();
  await expect(north.getByRole('timer')).toHaveText(/^(Còn |Đã hết giờ bán)/);
  await expectNoSeriousA11yViolations(page);
});
