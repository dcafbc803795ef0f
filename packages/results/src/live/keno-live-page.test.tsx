import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@veso/shop-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KENO_0150001 } from '../test/fixtures';
import { serving } from '../test/render';
import { KENO_LIVE_URL, KenoLivePage } from './keno-live-page';
import { FakeEventSource } from './fake-event-source';

/** The live page, its latest results answered with `latest`. */
function renderLive(latest = [KENO_0150001]) {
  FakeEventSource.instances = [];
  return renderWithProviders(
    <KenoLivePage createEventSource={(url) => new FakeEventSource(url)} />,
    {
      route: '/ket-qua-truc-tuyen',
      fetch: serving('/api/keno-stats/v2/last_result', { items: latest }),
    },
  );
}

/** The stream's start of draw #0150002 (a real draw unless `generated`). */
function startDraw(source: FakeEventSource, { generated }: { generated: boolean }) {
  source.emit(
    'draw',
    {
      drawCode: '0150002',
      openDate: '21/11/2026 08:10:00',
      drawAt: '2026-11-21T01:10:00Z',
      generated,
    },
    '0150002:0',
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('KenoLivePage (/ket-qua-truc-tuyen)', () => {
  it('outside 8:15–22:00 says Keno is not sold now and when it opens again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    renderLive();
    const banner = await screen.findByTestId('keno-closed');
    expect(banner).toHaveTextContent(
      'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
    );
    expect(banner).toHaveTextContent('Mở bán lại lúc 08:15 ngày mai (03/03/2026) · Còn 09:45:00');
  });

  it('after 22:00 counts down to no draw: the morning draws before 08:15 cannot be bought', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    renderLive();
    // The stream counts down to the next draw, the morning's 06:08 one (7 h 38 min away).
    FakeEventSource.instances[0]!.emit('countdown', {
      nextDrawCode: '0160001',
      nextDrawAt: '2026-03-02T23:08:00Z',
      secondsLeft: 27_480,
    });
    const banner = await screen.findByTestId('keno-closed');
    expect(banner).toHaveTextContent('Mở bán lại lúc 08:15 ngày mai (03/03/2026) · Còn 09:45:00');
    expect(banner).toHaveTextContent('Kỳ đầu tiên mở bán: quay lúc 08:24 ngày mai (03/03/2026)');
    expect(screen.queryByText(/Kỳ tiếp theo/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0160001/)).not.toBeInTheDocument();
    expect(screen.queryByText('458:00')).not.toBeInTheDocument();
    // The only countdown on the page is the one to the reopening.
    expect(screen.getAllByRole('timer')).toEqual([within(banner).getByRole('timer')]);
  });

  it('shows no closed banner during the sales hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:15:00+07:00'));
    renderLive();
    expect(await screen.findByRole('link', { name: /Kỳ #0150001/ })).toBeInTheDocument();
    expect(screen.queryByTestId('keno-closed')).not.toBeInTheDocument();
  });

  it('reveals numbers one by one, announces them, then shows the summary and countdown', async () => {
    // During the sales hours: the countdown to the next draw is shown.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00+07:00'));
    renderLive();
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(KENO_LIVE_URL);
    expect(screen.getByText('Đang kết nối…')).toHaveAttribute('role', 'status');
    source.open();
    startDraw(source, { generated: false });
    expect(screen.getByRole('heading', { name: 'Kỳ #0150002' })).toBeInTheDocument();
    source.emit('number', { drawCode: '0150002', index: 1, number: 5 }, '0150002:1');
    source.emit('number', { drawCode: '0150002', index: 2, number: 61 }, '0150002:2');
    // A resent event after a reconnect does not add the number twice.
    source.emit('number', { drawCode: '0150002', index: 2, number: 61 }, '0150002:2');
    expect(screen.getByRole('list', { name: 'Các số đã quay' })).toHaveTextContent('0561');
    expect(screen.getByText('Số thứ 2: 61')).toHaveAttribute('aria-live', 'polite');
    const numbers = [5, 61, 3, 8, 10, 12, 15, 20, 22, 27, 30, 33, 41, 44, 50, 57, 63, 70, 75, 80];
    source.emit(
      'summary',
      {
        drawCode: '0150002',
        numbers,
        summary: { big: 8, small: 12, even: 12, odd: 8 },
        generated: false,
      },
      '0150002:21',
    );
    const summary = screen.getByRole('table', { name: 'Tổng hợp kỳ #0150002' });
    expect(summary).toHaveTextContent('LớnNhỏChẵnLẻ812128');
    expect(screen.getByRole('list', { name: 'Các số đã quay' }).children).toHaveLength(20);
    source.emit('countdown', {
      nextDrawCode: '0150003',
      nextDrawAt: '2026-11-21T01:20:00Z',
      secondsLeft: 125,
    });
    expect(screen.getByText(/Kỳ tiếp theo #0150003 sau/)).toHaveTextContent('02:05');
  });

  it('ignores events the stream contract does not describe', () => {
    renderLive();
    const source = FakeEventSource.instances[0]!;
    source.open();
    source.emit('draw', { drawCode: '0150002', openDate: '21/11/2026 08:10:00' }, '0150002:0');
    expect(screen.queryByRole('heading', { name: 'Kỳ #0150002' })).not.toBeInTheDocument();
    startDraw(source, { generated: false });
    source.emit('number', { drawCode: '0150002', index: 1, number: '5' }, '0150002:1');
    source.emit('number', { drawCode: '0150002', index: 1.5, number: 5 }, '0150002:1');
    expect(screen.queryByText(/Số thứ 1:/)).not.toBeInTheDocument();
    source.emit('number', { drawCode: '0150002', index: 1, number: 5 }, '0150002:1');
    expect(screen.getByText(/Số thứ 1:/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Các số đã quay' })).toHaveTextContent('05');
    source.emit('summary', {
      drawCode: '0150002',
      numbers: [5],
      summary: { big: 8 },
      generated: false,
    });
    expect(screen.queryByRole('table', { name: 'Tổng hợp kỳ #0150002' })).not.toBeInTheDocument();
  });

  it('says a draw the sandbox made up is simulated, live and in the latest results', async () => {
    renderLive([KENO_0150001]);
    const source = FakeEventSource.instances[0]!;
    source.open();
    startDraw(source, { generated: true });
    expect(
      screen.getByRole('heading', { name: 'Kỳ #0150002 Kết quả mô phỏng' }),
    ).toBeInTheDocument();
    const recent = await screen.findByRole('link', { name: /Kỳ #0150001/ });
    expect(recent.parentElement).toHaveTextContent('Kết quả mô phỏng');
  });

  it('does not call a real draw simulated', async () => {
    renderLive([{ ...KENO_0150001, generated: false }]);
    const source = FakeEventSource.instances[0]!;
    source.open();
    startDraw(source, { generated: false });
    expect(screen.getByRole('heading', { name: 'Kỳ #0150002' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Kỳ #0150001/ });
    expect(screen.queryByText('Kết quả mô phỏng')).not.toBeInTheDocument();
  });

  it('lists the latest Keno results below the live draw', async () => {
    renderLive();
    expect(await screen.findByRole('link', { name: /Kỳ #0150001/ })).toHaveAttribute(
      'href',
      '/ket-qua/keno/0150001',
    );
  });

  it('shows reconnecting while the stream is down and recovers on the next event', () => {
    renderLive();
    const source = FakeEventSource.instances[0]!;
    source.open();
    source.fail(false);
    expect(screen.getByText('Mất kết nối, đang kết nối lại…')).toHaveAttribute('role', 'status');
    source.emit('countdown', { nextDrawCode: '0150003', nextDrawAt: null, secondsLeft: 30 });
    expect(screen.queryByText('Mất kết nối, đang kết nối lại…')).not.toBeInTheDocument();
  });

  it('opens a new stream 3 s after the browser closed the old one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLive();
    const source = FakeEventSource.instances[0]!;
    source.fail(true);
    expect(source.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe(KENO_LIVE_URL);
  });

  it('says when the day draws are over', () => {
    renderLive();
    FakeEventSource.instances[0]!.emit('countdown', {
      nextDrawCode: null,
      nextDrawAt: null,
      secondsLeft: null,
    });
    expect(
      screen.getByText('Hết giờ quay Keno hôm nay. Kỳ quay tiếp theo vào ngày mai.'),
    ).toBeInTheDocument();
  });
});
