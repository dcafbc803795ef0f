import type { XsktProduct, XsttProduct } from '@veso/contract';
import { getProduct, topPrizeOf } from '@veso/domain';
import { LiveDrawBar, pageCount, Pager, QueryView, usePageTitle } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { categoryOf, useGetSaleListQuery, useGetXsttProductsQuery } from '../api/xskt-api';
import { HotNumbers, HotProducts } from '../hot/hot-numbers';
import { XSKT_PATHS } from '../paths';
import { SearchBox } from '../search/search-box';
import { searchParamsOf, searchText } from '../search/search-modes';
import type { NumberSearch } from '../search/search-modes';
import { PaperBuyBar } from '../tickets/paper-buy-bar';
import { TicketGrid } from '../tickets/ticket-card';
import styles from '../styles';

/** Tickets a page of the region's stock shows. */
export const REGION_PAGE_SIZE = 12;
/** Today and the next days the region page offers. */
export const REGION_DAYS = 3;

type Day = XsttProduct['days'][number];

/** '04/03' of '2026-03-04'. */
function dayMonth(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${day}/${month}`;
}

/** The first day with a province still on sale, else the first day. */
function firstOpenDay(days: readonly Day[]): string {
  return (days.find((d) => d.provinces.some((p) => p.onSale)) ?? days[0])?.date ?? '';
}

function provinceState(p: Day['provinces'][number]): string {
  if (p.total === 0) return 'Chưa có vé';
  if (!p.onSale && p.available === 0) return 'Hết vé';
  if (!p.onSale) return 'Hết giờ bán';
  return `Còn ${p.available}/${p.total} vé`;
}

type StockViewProps = {
  product: XsktProduct;
  info: XsttProduct;
};

/** The days, the provinces of the chosen day with their stock, the search and the tickets. */
function RegionStock({ product, info }: StockViewProps) {
  const [date, setDate] = useState(() => firstOpenDay(info.days));
  const [province, setProvince] = useState<string | null>(null);
  const [search, setSearch] = useState<NumberSearch | null>(null);
  /** Bumped when a hot number sets the search, so that the box shows it. */
  const [picked, setPicked] = useState(0);
  const [page, setPage] = useState(1);
  const day = info.days.find((d) => d.date === date) ?? info.days[0];
  const query = useGetSaleListQuery({
    category: categoryOf(product),
    date,
    ...(province ? { province } : {}),
    ...(search ? searchParamsOf(search) : {}),
    page_index: page,
    page_size: REGION_PAGE_SIZE,
  });
  const where = province ?? 'mọi đài';
  const heading = search
    ? `Vé ${searchText(search)} · ${where} · ${dayMonth(date)}`
    : `Vé đang bán · ${where} · ${dayMonth(date)}`;

  return (
    <>
      <div className={styles.days} role="group" aria-label="Ngày quay">
        {info.days.map((d, index) => (
          <Button
            key={d.date}
            size="sm"
            className={styles.day}
            variant={d.date === date ? 'primary' : 'secondary'}
            aria-pressed={d.date === date}
            onClick={() => {
              setDate(d.date);
              setProvince(null);
              setPage(1);
            }}
          >
            <span>
              <span className={styles.weekday}>{index === 0 ? 'Hôm nay' : d.weekday}</span>{' '}
              {dayMonth(d.date)}
            </span>
          </Button>
        ))}
      </div>
      {day ? (
        <section aria-label={`Đài quay ${dayLabel(day)}`}>
          <h2 className={styles.legend}>
            Đài mở thưởng {day.weekday} {dayMonth(day.date)}
          </h2>
          <ul className={styles.provinces}>
            <li>
              <button
                type="button"
                className={styles.province}
                aria-pressed={province === null}
                onClick={() => {
                  setProvince(null);
                  setPage(1);
                }}
              >
                <span>Tất cả đài</span>{' '}
                <span>Còn {day.provinces.reduce((sum, p) => sum + p.available, 0)} vé</span>
              </button>
            </li>
            {day.provinces.map((p) => (
              <li key={p.province}>
                <button
                  type="button"
                  className={styles.province}
                  aria-pressed={province === p.province}
                  onClick={() => {
                    setProvince(p.province);
                    setPage(1);
                  }}
                >
                  <span>{p.province}</span>{' '}
                  <span className={p.onSale ? undefined : styles.muted}>{provinceState(p)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <HotNumbers
        product={product}
        date={date}
        dayText={dayMonth(date)}
        onPick={(hot) => {
          setProvince(hot.province);
          setSearch({ mode: 'exact', digits: hot.number });
          setPicked((n) => n + 1);
          setPage(1);
        }}
      />
      <SearchBox
        key={picked}
        product={product}
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onClear={() => {
          setSearch(null);
          setPage(1);
        }}
      />
      <section aria-label="Kết quả">
        <h2 className={styles.legend}>{heading}</h2>
        <QueryView
          query={query}
          loadingLabel="Đang tải vé"
          isEmpty={(data) => data.items.length === 0 && page <= 1}
          emptyTitle={search ? 'Không tìm thấy vé phù hợp' : 'Không còn vé đang bán'}
          emptyMessage={
            search
              ? 'Thử cách tìm khác, đài khác hoặc ngày khác.'
              : 'Vé của ngày này đã bán hết hoặc đã hết giờ bán. Vui lòng chọn ngày khác.'
          }
        >
          {(data) => (
            <>
              <p className={styles.muted} aria-live="polite">
                Tìm thấy {data.total} vé
              </p>
              <TicketGrid tickets={data.items} label="Vé đang bán" />
              <Pager
                page={page}
                pages={pageCount(data.total, REGION_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}

function dayLabel(day: Day): string {
  return `${day.weekday} ${dayMonth(day.date)}`;
}

/**
 * A regional paper lottery (spec §2 /xo-so-kien-thiet-mien-bac, -mien-trung, -mien-nam):
 * today's and the next days' provinces of the weekly table with their stock, the search by
 * exact number, trailing or leading digits, and the tickets on sale as cards (number, the
 * north's series, province, draw, 10.000đ); adding one to the cart holds it 15 minutes.
 * The region's next draw, its top prize and the countdown to the cut-off stay in view.
 */
export function RegionPage({ product }: { product: XsktProduct }) {
  const titleId = useId();
  const name = getProduct(product).name;
  const query = useGetXsttProductsQuery({ product, days: REGION_DAYS });
  usePageTitle(name);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {name}
      </h1>
      <LiveDrawBar calendar={product} topPrize={topPrizeOf(product)} />
      <QueryView
        query={query}
        loadingLabel="Đang tải đài quay"
        isEmpty={(data) => !data.items.some((i) => i.product === product)}
        emptyTitle="Chưa có lịch quay"
      >
        {(data) => {
          const info = data.items.find((i) => i.product === product);
          if (!info) return null;
          return (
            <>
              <div className={styles.card}>
                <p className={styles.spread}>
                  <span>Giờ quay</span>
                  <strong>{info.drawTime} hằng ngày</strong>
                </p>
                <p className={styles.spread}>
                  <span>Ngừng bán vé</span>
                  <strong>{info.salesCloseTime}</strong>
                </p>
                <p className={styles.spread}>
                  <span>Giá vé</span>
                  <Money amount={info.priceUnit} strong />
                </p>
                <p className={styles.muted}>
                  Vé thật trong kho của đại lý. Khi thêm vào giỏ, vé được giữ riêng cho bạn trong{' '}
                  {Math.round(info.holdSeconds / 60)} phút.
                </p>
                <p className={styles.row}>
                  <Link to={`${XSKT_PATHS.wholePair}?region=${product}`}>Mua vé cặp nguyên</Link>
                  <Link to={XSKT_PATHS.ticketSearch}>Tìm vé mọi miền</Link>
                </p>
              </div>
              <RegionStock product={product} info={info} />
              <HotProducts product={product} />
            </>
          );
        }}
      </QueryView>
      <PaperBuyBar />
    </section>
  );
}

export function NorthernLotteryPage() {
  return <RegionPage product="xsmb" />;
}

export function CentralLotteryPage() {
  return <RegionPage product="xsmt" />;
}

export function SouthernLotteryPage() {
  return <RegionPage product="xsmn" />;
}
