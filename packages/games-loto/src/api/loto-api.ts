import { baseApi, fromEndpoint } from '@veso/api-client';
import type { XsdtProduct } from '@veso/contract';
import { xsdtEndpoints } from '@veso/contract/endpoints/xsdt';
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
    getLotoPeriods: build.query(
      fromEndpoint(
        xsdtEndpoints.periodListInDay,
        (product: XsdtProduct) => {
          const info = getProduct(product);
          return {
            query: {
              lottery_type: info.lotteryType ?? 1,
              category: info.category ?? 0,
              ...(info.group === null ? {} : { groups: String(info.group) }),
            },
          };
        },
        { silent: true },
      ),
    ),
    getPriceCoverTicket: build.query(
      fromEndpoint(
        xsdtEndpoints.priceCoverTicket,
        ({ embedded, ...args }: PriceCoverArgs) => ({
          query: { ...args, lottery_type: 1, embedded: embedded ? ('1' as const) : ('0' as const) },
        }),
        { silent: true },
      ),
    ),
  }),
});

export const { useGetLotoPeriodsQuery, useGetPriceCoverTicketQuery } = lotoApi;
