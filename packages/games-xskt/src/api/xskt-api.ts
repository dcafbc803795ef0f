import { baseApi } from '@veso/api-client';
import { xsktPaths } from '@veso/contract';
import { getProduct } from '@veso/domain';
import type {
  HotCategory,
  NumberSetList,
  ProductHot,
  StockTicketList,
  XsttUtilityList,
  XsktProduct,
} from '@veso/contract';

/** The stock lists are refetched once a hold or a purchase changed them. */
export const XSKT_STOCK_TAG = 'XsktStock' as const;

/** `/core/webview/xskt/ticket/sale/list` arguments (see `saleListQuerySchema`). */
export type SaleListArgs = {
  category?: number;
  province?: string;
  date?: string;
  number?: string;
  tail?: string;
  head?: string;
  page_index: number;
  page_size: number;
};

/** `/xskt/ticket/whole_set/list` arguments (see `wholeSetQuerySchema`). */
export type WholeSetArgs = {
  category?: number;
  province?: string;
  date?: string;
  tail?: string;
  page_index: number;
  page_size: number;
};

/** `/hot_category` arguments (see `hotCategoryQuerySchema`). */
export type HotNumbersArgs = { category: number; date?: string; limit: number };

/** The search parameters as sent: no empty strings, no undefined values. */
function params<T extends Record<string, string | number | undefined>>(args: T) {
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/**
 * The paper lottery calls (spec §7 Paper lottery sales): the regions with their provinces
 * of today and the next days and their stock (`xstt/list`), the tickets on sale searched
 * by province, day, exact number, trailing or leading digits (`ticket/sale/list`), and the
 * whole sets (`whole_set/list`), the hot numbers of a region and day (`hot_category`) and the
 * hot products (`product/hot`). Holding and ordering are the cart's (`@veso/shop-core`).
 */
export const xsktApi = baseApi.enhanceEndpoints({ addTagTypes: [XSKT_STOCK_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getXsttProducts: build.query<XsttUtilityList, { product: XsktProduct; days: number }>({
      query: ({ product, days }) => ({
        url: xsktPaths.utilityList,
        searchParams: { category: categoryOf(product), days },
        silent: true,
      }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getSaleList: build.query<StockTicketList, SaleListArgs>({
      query: (args) => ({ url: xsktPaths.saleList, searchParams: params(args), silent: true }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getWholeSets: build.query<NumberSetList, WholeSetArgs>({
      query: (args) => ({ url: xsktPaths.wholeSets, searchParams: params(args), silent: true }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getHotNumbers: build.query<HotCategory, HotNumbersArgs>({
      query: (args) => ({ url: xsktPaths.hotCategory, searchParams: params(args), silent: true }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getHotProducts: build.query<ProductHot, void>({
      query: () => ({ url: xsktPaths.productHot, silent: true }),
      providesTags: [XSKT_STOCK_TAG],
    }),
  }),
});

/** Spec §3 category of a paper lottery: northern 3, southern 4, central 5. */
export function categoryOf(product: XsktProduct): number {
  return getProduct(product).category ?? 0;
}

export const {
  useGetXsttProductsQuery,
  useGetSaleListQuery,
  useGetWholeSetsQuery,
  useGetHotNumbersQuery,
  useGetHotProductsQuery,
} = xsktApi;
