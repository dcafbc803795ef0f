import { bindEndpoints } from '../endpoint';
import { createPayBodySchema, orderPaymentSchema, payStatusQuerySchema } from '../delivery';
import { reserveOrderBodySchema } from '../orders/checkout';
import { orderSchema } from '../orders/order';
import {
  bankTransferQuerySchema,
  bankTransferSchema,
  createPaymentBodySchema,
  methodPaymentQuerySchema,
  paymentCallbackBodySchema,
  paymentCallbackSchema,
  paymentIdParamsSchema,
  paymentMethodListSchema,
  paymentSchema,
} from '../payments';
import { z } from '../zod';
import { paymentEndpoints } from './payments';

/** A provider's name in its notification and return paths (`vnpay`, `momo`, `zalopay`). */
const gatewayParamsSchema = z.object({ gateway: z.string().trim().min(1).max(32) });

/**
 * What a provider's notification or return answers: not the envelope but the provider's
 * own format (VNPay's `RspCode`, MoMo's 204) or a redirect, so no `data`; the server
 * documents a content-less 200 for them.
 */
const providerAnswerSchema = z.null();

/** The shapes of each payment operation (server side: zod). */
export const paymentSchemas = {
  methods: { query: methodPaymentQuerySchema, response: paymentMethodListSchema },
  bankTransfer: { query: bankTransferQuerySchema, response: bankTransferSchema },
  create: { body: createPaymentBodySchema, response: paymentSchema },
  status: { params: paymentIdParamsSchema, response: paymentSchema },
  callback: { body: paymentCallbackBodySchema, response: paymentCallbackSchema },
  notificationGet: { params: gatewayParamsSchema, response: providerAnswerSchema },
  notificationPost: { params: gatewayParamsSchema, response: providerAnswerSchema },
  providerReturn: { params: gatewayParamsSchema, response: providerAnswerSchema },
  embedOrderCreate: { body: reserveOrderBodySchema, response: orderSchema },
  createPay: { body: createPayBodySchema, response: orderPaymentSchema },
  payStatus: { query: payStatusQuerySchema, response: orderPaymentSchema },
};
export type PaymentSchemas = typeof paymentSchemas;

/** The payment operations with their schemas: what the server registers. */
export const paymentApi = bindEndpoints(paymentEndpoints, paymentSchemas);
