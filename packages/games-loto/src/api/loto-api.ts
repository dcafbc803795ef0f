import { baseApi } from '@veso/api-client';
import { xsdtPaths } from '@veso/contract';
import type { PeriodList, PriceCoverTicket, XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';

/** The `price_cover_ticket` question: a product, how many numbers, the stake and draws. */
export type PriceCoverArgs = {
  product: XsdtProduct;
  count: number;
  tickQuantity: number;
  periods: number;
  embedded: boolean;
};

/**
 * The computer lottery and loto calls (spec §7): the periods on sale of a product's
 * category (`list_in_day`, 6x36 twice a week, loto daily on the northern draw, each with
 * its cut-off) and the server's price of a selection (`price_cover_ticket`).
 */
export const lotoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotoPeriods: build.query<PeriodList, XsdtProduct>({
      query: (product) => {
        const info = getProduct(product);
        return {
          url: xsdtPaths.periodListInDay,
          searchParams: {
            lottery_type: info.lotteryType ?? 1,
            category: info.category ?? 0,
            ...(info.group === null ? {} : { groups: String(info.group) }),
          },
          silent: true,
        };
      },
    }),
    getPriceCoverTicket: build.query<PriceCoverTicket, PriceCoverArgs>({
      query: ({ embedded, ...args }) => ({
        url: xsdtPaths.priceCoverTicket,
        searchParams: { ...args, lottery_type: 1, embedded: embedded ? 1 : 0 },
        silent: true,
      }),
    }),
  }),
});

export const { useGetLotoPeriodsQuery, useGetPriceCoverTicketQuery } = lotoApi;
