import {
  API_BASES,
  kenoLiveCountdownSchema,
  kenoLiveDrawSchema,
  kenoLiveNumberSchema,
  kenoLiveSummarySchema,
  resultPaths,
} from '@veso/contract';
import type { KenoLiveCountdown, KenoSummary } from '@veso/contract';
import { KenoHoursBanner, ServerRenderContext, usePageTitle, useKenoSales } from '@veso/shop-core';
import { useContext, useEffect, useRef, useState } from 'react';
import { GeneratedTag } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useGetKenoLastResultsQuery } from '../api/results-api';
import { RESULTS_PATHS } from '../paths';
import { pad2 } from '../shared/products';
import { QueryView } from '@veso/shop-core';
import { Balls } from '../shared/result-view';
import styles from '../shared/results.module.css';
import { OwnKenoTickets } from './own-tickets';

/** The part of the browser's EventSource the page uses (a test passes a stand-in). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
};

export type EventSourceFactory = (url: string) => EventSourceLike;

/** The live stream's URL on the main API base. */
export const KENO_LIVE_URL = `${API_BASES.main}${resultPaths.kenoLive}`;
/** Wait before opening a new stream when the browser gave up on the old one. */
const RECONNECT_MS = 3000;
const CLOSED = 2;

type Connection = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'unsupported';

type LiveState = {
  drawCode: string | null;
  openDate: string | null;
  /** Revealed numbers by their 1-based index. */
  numbers: Map<number, number>;
  summary: KenoSummary | null;
  /** Whether the sandbox drew this draw (not a real one): labelled 'Kết quả mô phỏng'. */
  generated: boolean;
  countdown: KenoLiveCountdown | null;
  announcement: string;
};

const INITIAL: LiveState = {
  drawCode: null,
  openDate: null,
  numbers: new Map(),
  summary: null,
  generated: false,
  countdown: null,
  announcement: '',
};

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

function parse<T>(schema: Schema<T>, event: MessageEvent<string>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function defaultFactory(): EventSourceFactory | null {
  return typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);
}

function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${pad2(minutes)}:${pad2(seconds % 60)}`;
}

export type KenoLivePageProps = {
  /** Opens the live stream; default the browser's EventSource. */
  createEventSource?: EventSourceFactory;
};

/**
 * /ket-qua-truc-tuyen and /keno-live: the current Keno draw live (Server-Sent Events), each
 * number announced as it is revealed, then the big/small and odd/even summary, the
 * countdown to the next draw, and the latest results below. Under the board, the signed-in
 * customer's own tickets of the draw are marked as the numbers come out (own-tickets.tsx).
 * The browser resumes a dropped
 * stream with Last-Event-ID; a stream it closed is reopened after 3 s. Outside Keno's
 * hours (8:15–22:00) the page says so under its title, with the next opening and the first
 * draw sold then, as every Keno page does, and counts down to no draw (the morning's draws
 * before the opening cannot be bought).
 */
export function KenoLivePage({ createEventSource }: KenoLivePageProps) {
  usePageTitle('Keno trực tiếp');
  // A live stream with the customer's own tickets: rendered in the browser, not on the server.
  useContext(ServerRenderContext)?.personal();
  const sales = useKenoSales();
  const [live, setLive] = useState<LiveState>(INITIAL);
  const [connection, setConnection] = useState<Connection>('connecting');
  const factoryRef = useRef(createEventSource ?? defaultFactory());
  const recent = useGetKenoLastResultsQuery({ limit: 5 }, { pollingInterval: 60_000 });
  const refetchRecent = recent.refetch;

  useEffect(() => {
    const factory = factoryRef.current;
    if (factory === null) {
      setConnection('unsupported');
      return;
    }
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      if (stopped) return;
      const stream = factory(KENO_LIVE_URL);
      source = stream;
      stream.onopen = () => setConnection('open');
      stream.onerror = () => {
        if (stopped) return;
        setConnection(
          typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'reconnecting',
        );
        if (stream.readyState === CLOSED) {
          stream.close();
          timer = setTimeout(open, RECONNECT_MS);
        }
      };
      stream.addEventListener('draw', (event) => {
        const draw = parse(kenoLiveDrawSchema, event);
        if (!draw) return;
        setConnection('open');
        setLive((state) =>
          state.drawCode === draw.drawCode
            ? state
            : {
                ...INITIAL,
                countdown: null,
                drawCode: draw.drawCode,
                openDate: draw.openDate,
                generated: draw.generated,
                numbers: new Map(),
                announcement: `Bắt đầu quay kỳ #${draw.drawCode}`,
              },
        );
      });
      stream.addEventListener('number', (event) => {
        const revealed = parse(kenoLiveNumberSchema, event);
        if (!revealed) return;
        setConnection('open');
        setLive((state) => {
          const fresh = state.drawCode !== revealed.drawCode;
          const numbers = new Map(fresh ? [] : state.numbers);
          numbers.set(revealed.index, revealed.number);
          return {
            ...(fresh ? INITIAL : state),
            // The stream sends a draw's start before its numbers; keep what it said.
            generated: state.generated,
            drawCode: revealed.drawCode,
            openDate: fresh ? null : state.openDate,
            numbers,
            announcement: `Số thứ ${revealed.index}: ${pad2(revealed.number)}`,
          };
        });
      });
      stream.addEventListener('summary', (event) => {
        const summary = parse(kenoLiveSummarySchema, event);
        if (!summary) return;
        setLive((state) => ({
          ...state,
          drawCode: summary.drawCode,
          numbers: new Map(summary.numbers.map((number, index) => [index + 1, number])),
          summary: summary.summary,
          generated: summary.generated,
          announcement: `Kết thúc kỳ #${summary.drawCode}: Lớn ${summary.summary.big}, Nhỏ ${summary.summary.small}, Chẵn ${summary.summary.even}, Lẻ ${summary.summary.odd}`,
        }));
        void refetchRecent();
      });
      stream.addEventListener('countdown', (event) => {
        const countdown = parse(kenoLiveCountdownSchema, event);
        if (!countdown) return;
        setConnection('open');
        setLive((state) => ({ ...state, countdown }));
      });
    };

    const onOffline = () => setConnection('offline');
    const onOnline = () =>
      setConnection((current) => (current === 'offline' ? 'reconnecting' : current));
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    open();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [refetchRecent]);

  const ordered = [...live.numbers.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, number]) => number);

  return (
    <section className={styles.page} aria-labelledby="keno-live-title">
      <h1 id="keno-live-title">Keno trực tiếp</h1>
      <KenoHoursBanner sales={sales} />
      {connection === 'unsupported' && (
        <p role="alert">
          Trình duyệt không hỗ trợ xem trực tiếp. Vui lòng xem kết quả Keno bên dưới.
        </p>
      )}
      {connection === 'offline' && <p role="alert">Không có kết nối mạng, đang chờ kết nối lại…</p>}
      {connection === 'reconnecting' && <p role="status">Mất kết nối, đang kết nối lại…</p>}
      {connection === 'connecting' && <p role="status">Đang kết nối…</p>}

      <article className={styles.card} aria-labelledby="keno-live-draw">
        <h2 id="keno-live-draw" className={styles.cardTitle}>
          {live.drawCode === null ? 'Đang chờ kỳ quay' : `Kỳ #${live.drawCode}`}{' '}
          <GeneratedTag generated={live.drawCode !== null && live.generated} />
        </h2>
        {live.openDate !== null && <p className={styles.muted}>Giờ quay {live.openDate}</p>}
        {ordered.length > 0 ? (
          <Balls numbers={ordered} label="Các số đã quay" />
        ) : (
          <p className={styles.muted}>Chưa có số nào được quay.</p>
        )}
        {live.summary !== null && (
          <table className={styles.table}>
            <caption>Tổng hợp kỳ #{live.drawCode}</caption>
            <thead>
              <tr>
                <th scope="col">Lớn</th>
                <th scope="col">Nhỏ</th>
                <th scope="col">Chẵn</th>
                <th scope="col">Lẻ</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{live.summary.big}</td>
                <td>{live.summary.small}</td>
                <td>{live.summary.even}</td>
                <td>{live.summary.odd}</td>
              </tr>
            </tbody>
          </table>
        )}
        <p aria-live="polite" aria-atomic="true" className={styles.muted}>
          {live.announcement}
        </p>
      </article>

      {live.drawCode !== null && <OwnKenoTickets drawCode={live.drawCode} drawn={ordered} />}

      {live.countdown !== null && (sales.open || live.countdown.nextDrawCode === null) && (
        <p>
          {live.countdown.nextDrawCode === null || live.countdown.secondsLeft === null ? (
            'Hết giờ quay Keno hôm nay. Kỳ quay tiếp theo vào ngày mai.'
          ) : (
            <>
              Kỳ tiếp theo #{live.countdown.nextDrawCode} sau{' '}
              <strong>
                <time dateTime={`PT${live.countdown.secondsLeft}S`}>
                  {formatCountdown(live.countdown.secondsLeft)}
                </time>
              </strong>
            </>
          )}
        </p>
      )}

      <section className={styles.page} style={{ padding: 0 }} aria-labelledby="keno-recent-title">
        <h2 id="keno-recent-title" className={styles.cardTitle}>
          Kết quả Keno gần đây
        </h2>
        <QueryView
          query={recent}
          isEmpty={(data) => data.items.length === 0}
          emptyTitle="Chưa có kết quả Keno"
        >
          {(data) => (
            <ul className={styles.links}>
              {data.items.map((result) => (
                <li key={result.drawCode}>
                  <Link to={`/ket-qua/keno/${encodeURIComponent(result.drawCode)}`}>
                    Kỳ #{result.drawCode} · {result.openDate}
                  </Link>{' '}
                  <GeneratedTag generated={result.generated} />
                  {result.result.kind === 'balls' && (
                    <Balls
                      numbers={result.result.numbers}
                      label={`Các số kỳ #${result.drawCode}`}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <Link to={RESULTS_PATHS.kenoStatistics}>Thống kê Keno</Link>
    </section>
  );
}
