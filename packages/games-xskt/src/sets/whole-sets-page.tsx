import { XSKT_PRODUCTS } from '@veso/contract';
import type { NumberSet, XsktProduct } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { pageCount, Pager, QueryView, usePageTitle } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { categoryOf, useGetWholeSetsQuery } from '../api/xskt-api';
import { regionLabel } from '../search/search-modes';
import { HoldAction } from '../tickets/hold-action';
import { PaperBuyBar } from '../tickets/paper-buy-bar';
import { useCartHold } from '../tickets/ticket-card';
import { useHold } from '../tickets/use-hold';
import styles from '../styles';

export const SETS_PAGE_SIZE = 10;

/** What buying a whole set means, shown above the list. */
export const WHOLE_SET_RULE =
  'Vé cặp nguyên là tất cả các vé cùng một số của cùng một đài và kỳ quay. Cả cặp được giữ và mua cùng lúc: nếu có vé nào trong cặp vừa được khách khác giữ hoặc mua, không vé nào được thêm vào giỏ.';

function regionOf(value: string | null): XsktProduct {
  return (XSKT_PRODUCTS as readonly string[]).includes(value ?? '')
    ? (value as XsktProduct)
    : 'xsmn';
}

/** One whole set: number, province, draw, its tickets' series, price, 'Mua cả cặp'. */
function SetCard({ set }: { set: NumberSet }) {
  const titleId = useId();
  const { hold, busy, error } = useHold();
  const heldUntil = useCartHold(set.tickets[0]?.ticketId ?? 0);
  const name = `Cặp ${set.setSize} vé số ${set.number} ${set.province}`;
  const series = set.tickets.map((t) => t.symbolCode).filter((s): s is string => s !== null);
  return (
    <article
      className={heldUntil ? `${styles.ticket} ${styles.held}` : styles.ticket}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.ticketNumber} aria-label={name}>
        {set.number}
      </h2>
      <p>
        <strong>{set.province}</strong> · {set.setSize} vé
      </p>
      <p className={styles.muted}>Quay {set.openDate}</p>
      {series.length > 0 ? <p className={styles.muted}>Ký hiệu {series.join(', ')}</p> : null}
      <p className={styles.muted}>Hết giờ bán {formatDateTime(set.salesCloseAt)}</p>
      <Money amount={set.setPrice} strong />
      <HoldAction
        heldUntil={heldUntil}
        busy={busy}
        error={error}
        text="Mua cả cặp"
        what={name}
        onHold={() =>
          void hold(set.tickets, {
            category: set.category,
            province: set.province,
            drawCode: set.drawCode,
            number: set.number,
          })
        }
      />
    </article>
  );
}

/**
 * /ve-so-cap-nguyen (spec §2): the whole sets on sale ("cặp nguyên": every ticket of one
 * number of one draw) of a region, narrowed by trailing digits; 'Mua cả cặp' holds every
 * ticket of the set together or none (the server's Vietnamese refusal otherwise).
 */
export function WholeSetsPage() {
  const titleId = useId();
  const tailId = useId();
  const [params, setParams] = useSearchParams();
  const region = regionOf(params.get('region'));
  const [tail, setTail] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetWholeSetsQuery({
    category: categoryOf(region),
    ...(applied ? { tail: applied } : {}),
    page_index: page,
    page_size: SETS_PAGE_SIZE,
  });
  usePageTitle('Vé cặp nguyên');

  function submit(event: FormEvent) {
    event.preventDefault();
    setApplied(tail);
    setPage(1);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Vé cặp nguyên
      </h1>
      <p className={styles.muted}>{WHOLE_SET_RULE}</p>
      <div className={styles.chips} role="group" aria-label="Miền">
        {XSKT_PRODUCTS.map((product) => (
          <Button
            key={product}
            size="sm"
            variant={product === region ? 'primary' : 'secondary'}
            aria-pressed={product === region}
            onClick={() => {
              setParams({ region: product }, { replace: true });
              setPage(1);
            }}
          >
            {regionLabel(product)}
          </Button>
        ))}
      </div>
      <form
        className={styles.card}
        role="search"
        aria-label="Lọc cặp theo đuôi số"
        onSubmit={submit}
      >
        <label htmlFor={tailId} className={styles.legend}>
          Đuôi số
        </label>
        <input
          id={tailId}
          className={styles.select}
          inputMode="numeric"
          autoComplete="off"
          maxLength={region === 'xsmb' ? 5 : 6}
          placeholder="Ví dụ: 68"
          value={tail}
          onChange={(event) => setTail(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="secondary">
          Lọc
        </Button>
      </form>
      <section aria-label="Cặp nguyên đang bán">
        <QueryView
          query={query}
          loadingLabel="Đang tải vé cặp nguyên"
          isEmpty={(data) => data.items.length === 0 && page <= 1}
          emptyTitle="Không có cặp nguyên phù hợp"
          emptyMessage="Các cặp có thể đã bán hết. Thử đuôi số khác hoặc miền khác."
        >
          {(data) => (
            <>
              <ul className={styles.tickets} aria-label="Cặp nguyên">
                {data.items.map((set) => (
                  <li key={`${set.province}-${set.drawCode}-${set.number}`}>
                    <SetCard set={set} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={pageCount(data.total, SETS_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryView>
      </section>
      <PaperBuyBar />
    </section>
  );
}
