import { getProduct } from '@veso/domain';
import {
  LOGIN_PATH,
  QueryView,
  selectIsSignedIn,
  useAppSelector,
  useGetPaperTicketsQuery,
} from '@veso/shop-core';
import type { GuardRedirectState } from '@veso/shop-core';
import type { PaperTicket } from '@veso/contract';
import type { KenoSideBet } from '@veso/domain';
import { Money, VisuallyHidden } from '@veso/ui-kit';
import { Link, useLocation } from 'react-router';
import { pad2 } from '../shared/products';
import sharedStyles from '../shared/results.module.css';
import {
  KENO_DRAW_SIZE,
  isBigSmallBet,
  ownTicketsOf,
  provisionalPrize,
  sideCounts,
} from './own-tickets-model';
import type { OwnLine, OwnTicket } from './own-tickets-model';
import styles from './own-tickets.module.css';

/** The ticket book's largest page. */
const PAGE_SIZE = 50;
/**
 * Pages read at most (the 200 Keno tickets printed last): the draw's tickets are among the
 * newest, but tickets printed later for later draws come first.
 */
const MAX_PAGES = 4;
const KENO_ROUTE = getProduct('keno')?.route ?? '/keno';

export type OwnKenoTicketsProps = {
  /** The draw on the live board. */
  drawCode: string;
  /** The numbers drawn so far, in order (all 20 once the draw is over). */
  drawn: readonly number[];
};

/**
 * 'Vé của bạn kỳ #…' under the live board: the signed-in customer's printed Keno tickets
 * of the draw, each number marked as it comes out, the matches so far and, once the draw
 * is over, the provisional prize by the domain's prize table. Read again for every new
 * draw; its own loading, error and offline states stay inside the section.
 */
export function OwnKenoTickets({ drawCode, drawn }: OwnKenoTicketsProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const from: GuardRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <section className={sharedStyles.card} aria-labelledby="keno-own-title">
      <h2 id="keno-own-title" className={sharedStyles.cardTitle}>
        Vé của bạn kỳ #{drawCode}
      </h2>
      {signedIn ? (
        <TicketPages key={drawCode} drawCode={drawCode} drawn={drawn} page={1} found={[]} />
      ) : (
        <p className={styles.muted}>
          <Link to={LOGIN_PATH} state={from}>
            Đăng nhập
          </Link>{' '}
          để xem vé của bạn trong kỳ quay này.
        </p>
      )}
    </section>
  );
}

type TicketPagesProps = OwnKenoTicketsProps & { page: number; found: readonly PaperTicket[] };

/** One page of the Keno ticket book; reads the next while the draw's tickets may be there. */
function TicketPages({ drawCode, drawn, page, found }: TicketPagesProps) {
  const query = useGetPaperTicketsQuery(
    { product: 'keno', page_index: page, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <QueryView query={query} loadingLabel="Đang tải vé của bạn">
      {(data) => {
        const seen = [...found, ...data.items];
        const more =
          data.items.length === PAGE_SIZE && page * PAGE_SIZE < data.total && page < MAX_PAGES;
        return more ? (
          <TicketPages drawCode={drawCode} drawn={drawn} page={page + 1} found={seen} />
        ) : (
          <OwnTicketList tickets={ownTicketsOf(seen, drawCode)} drawn={drawn} />
        );
      }}
    </QueryView>
  );
}

function OwnTicketList({ tickets, drawn }: { tickets: OwnTicket[]; drawn: readonly number[] }) {
  if (tickets.length === 0) {
    return (
      <p className={styles.muted}>
        Bạn không có vé cho kỳ này. <Link to={KENO_ROUTE}>Mua vé Keno</Link>
      </p>
    );
  }
  const drawnSet = new Set(drawn);
  const latest = drawn.at(-1);
  const latestIsMine =
    latest !== undefined &&
    drawn.length < KENO_DRAW_SIZE &&
    tickets.some((ticket) => ticket.lines.some((line) => line.numbers.includes(latest)));
  const prizes = tickets.flatMap((ticket) =>
    ticket.lines.map((line) => provisionalPrize(line, drawn)),
  );
  const complete = prizes.every((prize) => prize !== null);
  const total = prizes.reduce<number>((sum, prize) => sum + (prize ?? 0), 0);
  return (
    <>
      <p aria-live="polite" aria-atomic="true" className={styles.muted}>
        {latestIsMine ? `Số ${pad2(latest)} có trong vé của bạn` : ''}
      </p>
      <ul className={styles.tickets} aria-label="Vé của bạn">
        {tickets.map((ticket) => (
          <li key={ticket.id} className={styles.ticket}>
            <h3 className={styles.ticketTitle}>
              Vé #{ticket.id} · Đơn hàng #{ticket.orderId}
            </h3>
            <ul className={styles.lines} aria-label={`Các bộ số của vé #${ticket.id}`}>
              {ticket.lines.map((line) => (
                <OwnLineView key={line.key} line={line} drawn={drawn} drawnSet={drawnSet} />
              ))}
            </ul>
            {ticket.prizeNet !== null && (
              <p className={styles.muted}>
                {ticket.prizeNet > 0 ? (
                  <>
                    Đã trả thưởng <Money amount={ticket.prizeNet} strong />
                  </>
                ) : (
                  'Vé đã dò thưởng: không trúng'
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {complete && (
        <>
          <p className={styles.total}>
            Tổng tiền thưởng dự kiến: <Money amount={total} strong />
          </p>
          <p className={styles.muted}>
            Dự kiến theo bảng giải thưởng, trước thuế. Tiền thưởng chính thức được cộng vào tài
            khoản sau khi trả thưởng.
          </p>
        </>
      )}
    </>
  );
}

function OwnLineView({
  line,
  drawn,
  drawnSet,
}: {
  line: OwnLine;
  drawn: readonly number[];
  drawnSet: ReadonlySet<number>;
}) {
  const prize = provisionalPrize(line, drawn);
  const matches = line.numbers.filter((n) => drawnSet.has(n)).length;
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <strong>
          {line.letter} · {line.label}
        </strong>
        <span className={styles.muted}>
          Mức cược <Money amount={line.stake} />
          {line.lines > 1 ? ` · ${line.lines} dãy` : ''}
        </span>
      </div>
      {line.bet === null ? (
        <>
          <ol className={styles.numbers} aria-label={`Bộ số ${line.letter}`}>
            {line.numbers.map((n) => {
              const hit = drawnSet.has(n);
              return (
                <li key={n} className={hit ? `${styles.number} ${styles.hit}` : styles.number}>
                  {pad2(n)}
                  {hit && <VisuallyHidden> đã về</VisuallyHidden>}
                </li>
              );
            })}
          </ol>
          <p>
            Trúng {matches}/{line.numbers.length} số
          </p>
        </>
      ) : (
        <SideBetProgress bet={line.bet} drawn={drawn} />
      )}
      {prize !== null && (
        <p className={prize > 0 ? styles.won : styles.muted}>
          {prize > 0 ? (
            <>
              Dự kiến trúng <Money amount={prize} strong />
            </>
          ) : (
            'Dự kiến: không trúng thưởng'
          )}
        </p>
      )}
    </li>
  );
}

function SideBetProgress({ bet, drawn }: { bet: KenoSideBet; drawn: readonly number[] }) {
  const counts = sideCounts(drawn);
  const done = drawn.length === KENO_DRAW_SIZE;
  const text = isBigSmallBet(bet)
    ? `Lớn ${counts.big} – Nhỏ ${counts.small}`
    : `Chẵn ${counts.even} – Lẻ ${counts.odd}`;
  return (
    <p>
      {done ? 'Kết quả: ' : `Đã về ${drawn.length}/${KENO_DRAW_SIZE} số: `}
      {text}
    </p>
  );
}
