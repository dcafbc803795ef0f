import { XSKT_PRODUCTS } from '@veso/contract';
import type { XsktProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import { pageCount, Pager, QueryView, usePageTitle } from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryOf, useGetSaleListQuery } from '../api/xskt-api';
import { PaperBuyBar } from '../tickets/paper-buy-bar';
import { TicketGrid } from '../tickets/ticket-card';
import { SearchBox } from './search-box';
import {
  regionLabel,
  searchError,
  searchFromParams,
  searchParamsOf,
  searchText,
} from './search-modes';
import type { NumberSearch } from './search-modes';
import styles from '../styles';

export const SEARCH_PAGE_SIZE = 20;

function regionOf(value: string | null): XsktProduct | null {
  return (XSKT_PRODUCTS as readonly string[]).includes(value ?? '') ? (value as XsktProduct) : null;
}

function Results({ search, region }: { search: NumberSearch; region: XsktProduct | null }) {
  const [page, setPage] = useState(1);
  const query = useGetSaleListQuery({
    ...(region ? { category: categoryOf(region) } : {}),
    ...searchParamsOf(search),
    page_index: page,
    page_size: SEARCH_PAGE_SIZE,
  });
  return (
    <section aria-label="Kết quả tìm kiếm">
      <h2 className={styles.legend}>
        Vé {searchText(search)} · {region ? getProduct(region).name : 'mọi miền'}
      </h2>
      <QueryView
        query={query}
        loadingLabel="Đang tìm vé"
        isEmpty={(data) => data.items.length === 0 && page <= 1}
        emptyTitle="Không tìm thấy vé phù hợp"
        emptyMessage="Vé có thể đã bán hết. Thử cách tìm khác hoặc miền khác."
      >
        {(data) => (
          <>
            <p className={styles.muted} aria-live="polite">
              Tìm thấy {data.total} vé
            </p>
            <TicketGrid tickets={data.items} label="Vé tìm thấy" />
            <Pager
              page={page}
              pages={pageCount(data.total, SEARCH_PAGE_SIZE)}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * /XsktSearchItem (spec §2): a number searched in every province's stock on sale — the
 * exact number, its trailing digits ("đuôi") or its leading digits — in every region or
 * one, the search kept in the URL (`?mode=tail&so=68&region=xsmn`) so it can be shared.
 */
export function XsktSearchPage() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const region = regionOf(params.get('region'));
  const parsed = searchFromParams(params);
  const search = parsed && searchError(parsed, region) === null ? parsed : null;
  usePageTitle('Tìm vé xổ số kiến thiết');

  function update(next: { region?: XsktProduct | null; search?: NumberSearch | null }) {
    const r = next.region === undefined ? region : next.region;
    const s = next.search === undefined ? search : next.search;
    const out = new URLSearchParams();
    if (r) out.set('region', r);
    if (s) {
      out.set('mode', s.mode);
      out.set('so', s.digits);
    }
    setParams(out, { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Tìm vé xổ số kiến thiết
      </h1>
      <div className={styles.chips} role="group" aria-label="Miền">
        {[null, ...XSKT_PRODUCTS].map((product) => (
          <Button
            key={product ?? 'all'}
            size="sm"
            variant={product === region ? 'primary' : 'secondary'}
            aria-pressed={product === region}
            onClick={() => update({ region: product })}
          >
            {product ? regionLabel(product) : 'Mọi miền'}
          </Button>
        ))}
      </div>
      <SearchBox
        key={region ?? 'all'}
        product={region}
        initial={search}
        onSearch={(next) => update({ search: next })}
      />
      {search ? (
        <Results
          key={`${region}-${search.mode}-${search.digits}`}
          search={search}
          region={region}
        />
      ) : (
        <p className={styles.muted}>
          Nhập số chính xác, đuôi số hoặc đầu số để tìm vé trong kho của tất cả các đài đang bán.
        </p>
      )}
      <PaperBuyBar />
    </section>
  );
}
