import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

type MegaRow = { date: string; id: string; result: number[] };

/** The newest real Mega 6/45 draw of the history the server imports at start (packages/draw-history). */
function latestRealMega(): MegaRow {
  const lines = readFileSync(
    resolve(import.meta.dirname, '../../../packages/draw-history/data/mega645.jsonl'),
    'utf8',
  )
    .trim()
    .split('\n');
  const rows = lines.map((line) => JSON.parse(line) as MegaRow);
  return rows.reduce((latest, row) => (row.id > latest.id ? row : latest));
}

const pad = (n: number) => String(n).padStart(2, '0');

test('/ket-qua shows a Mega 6/45 result drawn up to today, labelled generated', async ({
  page,
}) => {
  // The server started months after the bundled history ends: its sandbox drew every draw
  // since, so the latest result is of the last draw day (or later: other specs move the clock).
  const mega = latestRealMega();
  await page.goto('/ket-qua');
  const card = page.getByRole('article', { name: 'Mega 6/45' });
  await expect(card).toContainText('Kết quả mô phỏng');
  const shown = /Kỳ #(\d+)/.exec((await card.textContent()) ?? '')?.[1];
  expect(Number(shown)).toBeGreaterThan(Number(mega.id));
  const day = /Kỳ #\d+ · (\d{2})\/(\d{2})\/(\d{4})/.exec((await card.textContent()) ?? '');
  const drawn = Date.parse(`${day?.[3]}-${day?.[2]}-${day?.[1]}T00:00:00+07:00`);
  // Mega draws three times a week: the last draw day is at most 3 days ago.
  expect(Date.now() - drawn).toBeLessThan(4 * 86_400_000);
  await expectNoSeriousA11yViolations(page);
});

test('a real Mega 6/45 result shows without the label, the generated draw after it with it', async ({
  page,
}) => {
  const mega = latestRealMega();
  await page.goto(`/ket-qua/mega/${mega.id}`);
  await expect(
    page.getByRole('heading', { name: `Kết quả Mega 6/45 kỳ #${mega.id}` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Các số trúng thưởng Mega 6/45' })).toHaveText(
    mega.result.map(pad).join(''),
  );
  await expect(page.getByText('Kết quả mô phỏng')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '‹ Kỳ trước' }).click();
  const previous = String(Number(mega.id) - 1).padStart(mega.id.length, '0');
  await expect(
    page.getByRole('heading', { name: `Kết quả Mega 6/45 kỳ #${previous}` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Các số trúng thưởng Mega 6/45' })).toBeVisible();

  const next = String(Number(mega.id) + 1).padStart(mega.id.length, '0');
  await page.goto(`/ket-qua/mega/${next}`);
  await expect(page.getByRole('heading', { name: `Kết quả Mega 6/45 kỳ #${next}` })).toBeVisible();
  await expect(page.getByText('Kết quả mô phỏng')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the statistics page shows a frequency table counted from real results', async ({ page }) => {
  await page.goto('/thong-ke-so/bo-so');
  await expect(page.getByText(/chỉ tính kết quả quay thưởng thật/)).toBeVisible();
  // The real history ends months before the server's day: the period line says why the
  // counted days end there (the newer draws are the sandbox's, left out).
  const mega = latestRealMega();
  const [year, month, day] = mega.date.split('-');
  await expect(
    page.getByText(
      new RegExp(
        `đến ${day}/${month}/${year} .*Không tính \\d+ kỳ có kết quả mô phỏng sau ngày ${day}/${month}/${year}\\.`,
      ),
    ),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Tần suất xuất hiện trong 30 kỳ/ });
  await expect(table).toBeVisible();
  // Mega 6/45: one row per number 01–45 plus the header.
  await expect(table.getByRole('row')).toHaveCount(46);
  await page.getByLabel('Số kỳ thống kê').selectOption('90');
  await expect(page.getByRole('table', { name: /Tần suất xuất hiện trong 90 kỳ/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the ticket checker finds Đặc biệt on the real northern result of 22/08/2026', async ({
  page,
}) => {
  await page.goto('/so-ket-qua-xo-so-kien-thiet');
  const checker = page.getByRole('region', { name: 'Dò vé' });
  await checker.getByLabel('Ngày quay').fill('2026-08-22');
  await checker.getByLabel('Số vé (5 chữ số)').fill('60213');
  await checker.getByRole('button', { name: 'Dò vé' }).click();
  await expect(checker.getByRole('list', { name: 'Kết quả dò vé' })).toContainText('Giải Đặc biệt');
});

test('a Keno draw run now appears on /ket-qua/keno', async ({ page }) => {
  const run = await page.request.post('/api/dev/draws/run', { data: { product: 'keno' } });
  expect(run.ok()).toBe(true);
  const body = (await run.json()) as {
    data: { result: { drawCode: string; result: { numbers: number[] } } };
  };
  const { drawCode, result } = body.data.result;
  await page.goto(`/ket-qua/keno/${drawCode}`);
  await expect(page.getByRole('heading', { name: `Kết quả Keno kỳ #${drawCode}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Các số trúng thưởng Keno' })).toHaveText(
    result.numbers.map(pad).join(''),
  );
  // Other specs move the shared sandbox clock, so the draw job may already have drawn a
  // later Keno period: /ket-qua shows this draw or a newer one, never an older one.
  await page.goto('/ket-qua');
  const card = page.getByRole('article', { name: 'Keno' });
  await expect(card).toContainText('Kỳ #');
  const shown = /Kỳ #(\d+)/.exec((await card.textContent()) ?? '')?.[1];
  expect(Number(shown)).toBeGreaterThanOrEqual(Number(drawCode));
});
