import { baseApi, fromEndpoint } from '@veso/api-client';
import { paymentEndpoints } from '@veso/contract/endpoints/payments';

/** The state of a wallet payment of an order (`pay_status` on the gateway base). */
export const embedPayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderPayment: build.query(
      fromEndpoint(paymentEndpoints.payStatus, (paymentId: string) => ({ query: { paymentId } }), {
        silent: true,
      }),
    ),
  }),
});

export const { useGetOrderPaymentQuery } = embedPayApi;
