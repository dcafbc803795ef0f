import type { DrawResult, LatestResults } from '@veso/contract';
import { usePageTitle } from '@veso/shop-core';
import { Link } from 'react-router';
import { useGetLatestResultsQuery } from '../api/results-api';
import { RESULTS_PATHS } from '../paths';
import { resultHref } from '../shared/products';
import { QueryView } from '@veso/shop-core';
import { GeneratedTag } from '@veso/ui-kit';
import { Balls, JackpotLine } from '../shared/result-view';
import styles from '../shared/results.module.css';

type Item = LatestResults['items'][number];

/** Compact numbers of a latest result: the balls, or the first prize group per province. */
function LatestNumbers({ result }: { result: DrawResult }) {
  const numbers = result.result;
  if (numbers.kind === 'balls') {
    return (
      <>
        <Balls numbers={numbers.numbers} label={`Các số trúng thưởng ${result.name}`} />
        {numbers.bonus !== null && (
          <p className={styles.muted}>Số đặc biệt: {String(numbers.bonus).padStart(2, '0')}</p>
        )}
        {numbers.special !== null && (
          <p className={styles.muted}>Số đặc biệt: {String(numbers.special).padStart(2, '0')}</p>
        )}
      </>
    );
  }
  if (numbers.kind === 'groups') {
    const first = numbers.groups[0];
    return first ? (
      <p>
        {first.name}: <strong>{first.numbers.join(', ')}</strong>
      </p>
    ) : null;
  }
  return (
    <ul className={styles.links}>
      {numbers.provinces.map((province) => (
        <li key={province.province}>
          {province.province}: <strong>{province.groups[0]?.numbers.join(', ')}</strong>
        </li>
      ))}
    </ul>
  );
}

function LatestCard({ item }: { item: Item }) {
  const titleId = `latest-${item.product}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {item.name}
        </h2>
        {item.latest !== null && (
          <span className={styles.muted}>
            Kỳ #{item.latest.drawCode} · {item.latest.openDate.slice(0, 10)}{' '}
            <GeneratedTag generated={item.latest.generated} />
          </span>
        )}
      </div>
      {item.latest === null ? (
        <p className={styles.muted}>Chưa có kết quả.</p>
      ) : (
        <>
          <LatestNumbers result={item.latest} />
          <Link
            to={resultHref(item.product, item.latest.drawCode, item.latest.drawDate)}
            aria-label={`Xem chi tiết kết quả ${item.name} kỳ #${item.latest.drawCode}`}
          >
            Xem chi tiết
          </Link>
        </>
      )}
      {item.next === null ? (
        <p className={styles.muted}>Chưa có kỳ quay tiếp theo.</p>
      ) : (
        <>
          <p className={styles.muted}>
            Kỳ tiếp theo #{item.next.drawCode}: <strong>{item.next.openDate}</strong>
          </p>
          <JackpotLine jackpot={item.next.jackpot} />
        </>
      )}
    </article>
  );
}

/** /ket-qua: the latest result of every product with its next draw and jackpot. */
export function ResultsPage() {
  usePageTitle('Kết quả');
  const query = useGetLatestResultsQuery(undefined, { pollingInterval: 60_000 });
  return (
    <section className={styles.page} aria-labelledby="results-title">
      <h1 id="results-title">Kết quả xổ số</h1>
      <nav aria-label="Kết quả khác">
        <ul className={styles.links}>
          <li>
            <Link to={RESULTS_PATHS.liveResults}>Keno trực tiếp</Link>
          </li>
          <li>
            <Link to={RESULTS_PATHS.resultBook}>Sổ kết quả</Link>
          </li>
          <li>
            <Link to={RESULTS_PATHS.paperResultBook}>Dò vé xổ số kiến thiết</Link>
          </li>
          <li>
            <Link to={RESULTS_PATHS.statistics}>Thống kê</Link>
          </li>
        </ul>
      </nav>
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        emptyTitle="Chưa có kết quả"
      >
        {(data) => data.items.map((item) => <LatestCard key={item.product} item={item} />)}
      </QueryView>
    </section>
  );
}
