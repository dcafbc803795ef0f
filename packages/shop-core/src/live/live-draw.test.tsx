import { act, screen, within } from '@testing-library/react';
import type { DrawPeriod, DrawResult, LatestResults } from '@veso/contract';
import { messageForCode } from '@veso/contract';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import { nextDraws, topPrizeOf, vnDayOf } from '@veso/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, createEndpointFetch, offlineFetch } from '../test/fake-api';
import { makeTestPeriod } from '../test/orders-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { resetServerClock, withServerClock } from '../ui/server-clock';
import { LiveDrawBar, LiveDrawSummary } from './live-draw';

/** The server's time: 25/11/2026 15:30:51 Vietnam time. */
const SERVER_NOW = Date.parse('2026-11-25T08:30:51.000Z');
/** Mega's cut-off 2:14:09 after SERVER_NOW. */
const CUT_OFF = new Date(SERVER_NOW + (2 * 3600 + 14 * 60 + 9) * 1000).toISOString();

function period(drawCode: string, salesCloseAt: string, overrides: Partial<DrawPeriod> = {}) {
  return makeTestPeriod('mega645', drawCode, 0, {
    openDate: '25/11/2026 18:00:00',
    salesCloseAt,
    drawAt: salesCloseAt,
    jackpot: { jackpot: 35_123_456_789, jackpot2: null },
    ...overrides,
  });
}

const KENO_RESULT: DrawResult = {
  product: 'keno',
  name: 'Keno',
  drawCode: '0201',
  drawDate: '2026-11-25',
  openDate: '25/11/2026 15:28:00',
  result: { kind: 'balls', numbers: [3, 7, 12, 80] } as DrawResult['result'],
  jackpot: null,
  prizes: [],
  source: 'sandbox',
  generated: true,
};

/** A server answering `/result/latest` with `items()`, its Date header on the server's clock. */
function liveServer(items: () => LatestResults['items']) {
  return createEndpointFetch(
    [
      answers(resultsEndpoints.resultLatest, () => {
        const data: LatestResults = { items: items() };
        const serverTime = new Date(Date.now() + 3_600_000);
        return new Response(JSON.stringify({ code: 0, message: messageForCode(0), data }), {
          headers: { 'content-type': 'application/json', date: serverTime.toUTCString() },
        });
      }),
    ],
    () => Response.json({ code: -1, message: 'no handler' }, { status: 503 }),
  );
}

beforeEach(() => {
  // Only the clock is fake: the phone's is an hour behind the server's.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(SERVER_NOW - 3_600_000);
});

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

/** The northern draw of 25/11/2026 on sale (the loto games' draw), no jackpot. */
function northernServer() {
  return liveServer(() => [
    {
      product: 'xsmb',
      name: 'Xổ số miền Bắc',
      latest: null,
      next: makeTestPeriod('xsmb', '2026-11-25', 0, {
        openDate: '25/11/2026 18:15:00',
        salesCloseAt: CUT_OFF,
        jackpot: null,
      }),
    },
  ]);
}

describe('LiveDrawSummary', () => {
  it('counts down to the cut-off on the server clock, a second at a time', async () => {
    const fetch = liveServer(() => [
      { product: 'mega645', name: 'Mega 6/45', latest: null, next: period('01553', CUT_OFF) },
    ]);
    renderWithProviders(<LiveDrawSummary calendar="mega645" />, { fetch: withServerClock(fetch) });

    // The phone says 14:30; the countdown is the server's (within the header's second).
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Còn 02:14:0[89]$/);
    const first = timer.textContent;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).not.toBe(first);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toMatch(/^Còn 02:14:0[67]$/);

    expect(screen.getByText('Kỳ #01553 · Quay 18:00 25/11')).toBeInTheDocument();
    // Abbreviated on the card, exact for screen readers.
    expect(screen.getByText('35,12 tỷ')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('35.123.456.789đ')).toBeInTheDocument();
  });

  it('reads the draws again once the cut-off has passed and shows the next period', async () => {
    const soon = new Date(SERVER_NOW + 3000).toISOString();
    let calls = 0;
    const fetch = liveServer(() => {
      calls += 1;
      const next =
        calls === 1
          ? period('01553', soon)
          : period('01554', CUT_OFF, { jackpot: { jackpot: 36_000_000_000, jackpot2: null } });
      return [{ product: 'mega645', name: 'Mega 6/45', latest: null, next }];
    });
    renderWithProviders(<LiveDrawSummary calendar="mega645" />, { fetch: withServerClock(fetch) });
    expect(await screen.findByText(/Kỳ #01553/)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(await screen.findByText(/Kỳ #01554/)).toBeInTheDocument();
    expect(screen.getByText('36 tỷ')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the top prize of a game without a jackpot, in full for screen readers', async () => {
    const fetch = liveServer(() => [
      {
        product: 'xsmn',
        name: 'Xổ số miền Nam',
        latest: null,
        next: makeTestPeriod('xsmn', '2026-11-25', 0, {
          openDate: '25/11/2026 16:15:00',
          salesCloseAt: CUT_OFF,
          jackpot: null,
        }),
      },
    ]);
    renderWithProviders(<LiveDrawSummary calendar="xsmn" topPrize={topPrizeOf('xsmn')} />, {
      fetch: withServerClock(fetch),
    });
    expect(await screen.findByText('Giải cao nhất')).toBeInTheDocument();
    expect(screen.getByText('2 tỷ')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('2.000.000.000đ')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('shows a loto game’s top prize as a multiple of the stake', async () => {
    const fetch = northernServer();
    renderWithProviders(<LiveDrawBar calendar="xsmb" topPrize={topPrizeOf('loto2')} />, {
      fetch: withServerClock(fetch),
    });
    const bar = await screen.findByRole('region', { name: 'Kỳ quay đang bán' });
    expect(await within(bar).findByText('70 lần tiền cược')).toBeInTheDocument();
    expect(within(bar).getByText('Thưởng đến')).toBeInTheDocument();
  });

  it('keeps a loto card’s prize and draw on one line each: the multiple big, no year', async () => {
    const fetch = northernServer();
    const { container } = renderWithProviders(
      <LiveDrawSummary calendar="xsmb" topPrize={topPrizeOf('loto5')} />,
      { fetch: withServerClock(fetch) },
    );
    expect(await screen.findByText('Kỳ #2026-11-25 · Quay 18:15 25/11')).toBeInTheDocument();
    expect(screen.getByText('20.000')).toBeInTheDocument();
    expect(container).toHaveTextContent('Thưởng đến 20.000 lần tiền cược');
  });

  it('draws the loaded lines while the draw loads: Power’s two jackpots, the text, the countdown', () => {
    const { container } = renderWithProviders(<LiveDrawSummary calendar="power655" />, {
      fetch: liveServer(() => []),
    });
    expect(screen.getByText('Đang tải kỳ quay…')).toBeInTheDocument();
    // Sample lines, hidden from screen readers: two prize lines and the countdown's line.
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    expect(hidden[0]?.children).toHaveLength(2);
    expect(hidden[1]).toHaveTextContent('Còn 00:00:00');
  });

  it('says when no period is on sale', async () => {
    const fetch = liveServer(() => [
      { product: 'mega645', name: 'Mega 6/45', latest: null, next: null },
    ]);
    renderWithProviders(<LiveDrawSummary calendar="mega645" />, { fetch: withServerClock(fetch) });
    expect(await screen.findByText('Chưa có kỳ mở bán')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the offline state with a retry', async () => {
    renderWithProviders(<LiveDrawSummary calendar="mega645" />, { fetch: offlineFetch() });
    expect(
      await screen.findByText(/Không có kết nối mạng/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại kỳ quay' })).toBeInTheDocument();
  }, 15_000);
});

describe('LiveDrawBar', () => {
  it("puts Keno's running draw, its countdown and the last result at the top", async () => {
    const kenoCut = new Date(SERVER_NOW + 95_000).toISOString();
    const fetch = liveServer(() => [
      {
        product: 'keno',
        name: 'Keno',
        latest: KENO_RESULT,
        next: makeTestPeriod('keno', '0202', 0, {
          openDate: '25/11/2026 15:36:00',
          salesCloseAt: kenoCut,
          jackpot: null,
        }),
      },
    ]);
    renderWithProviders(<LiveDrawBar calendar="keno" />, { fetch: withServerClock(fetch) });
    const bar = await screen.findByRole('region', { name: 'Kỳ quay đang bán' });
    expect(await within(bar).findByText('Kỳ #0202 · Quay 15:36 25/11/2026')).toBeInTheDocument();
    expect(within(bar).getByRole('timer').textContent).toMatch(/^Còn 00:01:3[45]$/);
    const balls = within(bar).getByRole('list', { name: 'Kết quả kỳ #0201' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['03', '07', '12', '80']);
    // The sandbox drew it: labelled as such.
    expect(within(bar).getByText('Kết quả mô phỏng')).toBeInTheDocument();
  });
});

describe('LiveDrawSummary of Keno after the sales hours', () => {
  it('shows when sales reopen and the first draw sold, never the unbuyable 06:08 draw', async () => {
    // The server's clock says 22:30 (the phone's is an hour behind).
    const night = Date.parse('2026-03-02T22:30:00+07:00');
    vi.setSystemTime(night - 3_600_000);
    const [first] = nextDraws('keno', night, 1);
    const fetch = liveServer(() => [
      {
        product: 'keno',
        name: 'Keno',
        latest: KENO_RESULT,
        // The server's next Keno period: the morning's 06:08 draw, sold only from 08:15.
        next: makeTestPeriod('keno', '0301', 0, {
          openDate: `${vnDayOf(first!.at).split('-').reverse().join('/')} ${first!.time}:00`,
          salesCloseAt: first!.salesCloseAt.toISOString(),
          drawAt: first!.at.toISOString(),
          jackpot: null,
        }),
      },
    ]);
    renderWithProviders(<LiveDrawSummary calendar="keno" topPrize={topPrizeOf('keno')} />, {
      fetch: withServerClock(fetch),
    });
    const card = await screen.findByTestId('live-draw-keno');
    expect(await within(card).findByText(/Mở bán lại lúc/, { selector: 'p' })).toHaveTextContent(
      /^Mở bán lại lúc 08:15 ngày mai \(03\/03\/2026\) · Còn 09:4[45]:\d\d$/,
    );
    expect(within(card).getByTestId('keno-first-draw')).toHaveTextContent(
      'Kỳ đầu tiên mở bán: quay lúc 08:24 ngày mai (03/03/2026)',
    );
    expect(card).not.toHaveTextContent('06:08');
    expect(card).not.toHaveTextContent('Kỳ #0301');
    // The only countdown is the one to the reopening.
    expect(within(card).getAllByRole('timer')).toHaveLength(1);
    expect(card).toHaveTextContent('Giải cao nhất 2 tỷ');
  });
});
