import { Category } from '@veso/domain';
import { RequireAuth } from '@veso/shop-core';
import { Link } from 'react-router';
import { useGetXsdtHistoryQuery } from '../api/xsdt-history-api';
import { orderLinkOf } from '../history/order-list-page';
import { OrderRow } from '../shared/order-row';
import { useCategoryStatusFilters, type CategoryFilters } from '../shared/filter-bar';
import { PageSection } from '../shared/page-section';
import { PagedList } from '../shared/paged-list';

export const XSDT_PAGE_SIZE = 10;

/** The product filters: every computer-lottery order, then each spec §3 category. */
export const XSDT_CATEGORY_FILTERS: { label: string; category: number | undefined }[] = [
  { label: 'Tất cả', category: undefined },
  { label: 'Điện toán 6x36', category: Category.x636 },
  { label: 'Lô tô 2, 3, 5 số', category: Category.loto235 },
  { label: 'Lô tô cặp số', category: Category.loto234 },
];

const XSDT_CATEGORIES: CategoryFilters = {
  label: 'Lọc theo sản phẩm',
  options: XSDT_CATEGORY_FILTERS,
};

/**
 * `/lich-su-mua-xsdt`: the customer's 6x36 and loto orders (spec §7 `/order/list_xsdt`),
 * newest first, filtered by product category and spec §4 status, ten per page; each order
 * opens its detail with the printed ticket image and the result it was settled on.
 */
export function XsdtHistoryList() {
  const { paging, args, bars } = useCategoryStatusFilters(XSDT_PAGE_SIZE, XSDT_CATEGORIES);
  const query = useGetXsdtHistoryQuery(args);
  return (
    <PageSection title="Lịch sử mua xổ số điện toán">
      {bars}
      <PagedList
        query={query}
        paging={paging}
        label="Đơn xổ số điện toán"
        loadingLabel="Đang tải đơn hàng"
        emptyTitle="Chưa có đơn xổ số điện toán"
        emptyMessage={
          <>
            <Link to="/lo-to-2-so">Mua lô tô</Link> · <Link to="/dien-toan-6x36">Mua 6x36</Link>
          </>
        }
        itemKey={(order) => order.orderId}
        renderItem={(order) => <OrderRow order={order} to={orderLinkOf(order)} />}
      />
    </PageSection>
  );
}

export function XsdtHistoryPage() {
  return (
    <RequireAuth>
      <XsdtHistoryList />
    </RequireAuth>
  );
}
