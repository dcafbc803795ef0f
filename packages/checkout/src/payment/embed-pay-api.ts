import { baseApi } from '@veso/api-client';
import { gatewayPaths } from '@veso/contract';
import type { OrderPayment } from '@veso/contract';

/** The state of a wallet payment of an order (`pay_status` on the gateway base). */
export const embedPayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderPayment: build.query<OrderPayment, string>({
      query: (paymentId) => ({
        url: gatewayPaths.payStatus,
        base: 'gateway',
        searchParams: { paymentId },
        silent: true,
      }),
    }),
  }),
});

export const { useGetOrderPaymentQuery } = embedPayApi;
