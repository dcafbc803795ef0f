import { baseApi, fromEndpoint } from '@veso/api-client';
import type { XsktProduct } from '@veso/contract';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import { getProduct } from '@veso/domain';

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

/**
 * The paper lottery calls (spec §7 Paper lottery sales): the regions with their provinces
 * of today and the next days and their stock (`xstt/list`), the tickets on sale searched
 * by province, day, exact number, trailing or leading digits (`ticket/sale/list`), and the
 * whole sets (`whole_set/list`), the hot numbers of a region and day (`hot_category`) and the
 * hot products (`product/hot`). Holding and ordering are the cart's (`@veso/shop-core`).
 */
export const xsktApi = baseApi.enhanceEndpoints({ addTagTypes: [XSKT_STOCK_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getXsttProducts: build.query({
      ...fromEndpoint(
        xsktEndpoints.utilityList,
        ({ product, days }: { product: XsktProduct; days: number }) => ({
          query: { category: categoryOf(product), days },
        }),
        { silent: true },
      ),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getSaleList: build.query({
      ...fromEndpoint(xsktEndpoints.saleList, (query: SaleListArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getWholeSets: build.query({
      ...fromEndpoint(xsktEndpoints.wholeSets, (query: WholeSetArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getHotNumbers: build.query({
      ...fromEndpoint(xsktEndpoints.hotCategory, (query: HotNumbersArgs) => ({ query }), {
        silent: true,
      }),
      providesTags: [XSKT_STOCK_TAG],
    }),
    getHotProducts: build.query({
      ...fromEndpoint(xsktEndpoints.productHot, { silent: true }),
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
