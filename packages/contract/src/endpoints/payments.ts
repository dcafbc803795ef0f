// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { embedOrderPaths, gatewayPaths } from '../delivery-paths';
import { paymentPaths } from '../payment-paths';
import type { PaymentSchemas } from './payments.schemas';

const tags = ['payments'];
const embeddedTags = ['wallet-embedded'];

const notificationSummary = 'A payment provider’s notification (IPN), answered in its own format';
const notificationDescription =
  'Called by the provider, not by a client: VNPay’s IPN (a GET), MoMo’s and ZaloPay’s notification (a JSON POST), verified with the provider’s signature. The answer is in the provider’s own format (VNPay’s `RspCode`, MoMo’s 204, ZaloPay’s `return_code`), not the envelope; nothing is credited on a bad signature.';

/**
 * Top-up (spec §2 Wallet, §7 payment methods) under the main base: methods, bank transfer,
 * and with a gateway create, status, the sandbox gateway's callback and the providers'
 * notifications and returns; and the wallet-embedded order payment (spec §7
 * Wallet-embedded): the reserve on the main base, the capture on the gateway base.
 */
export const paymentEndpoints = defineEndpoints<PaymentSchemas>()({
  methods: {
    method: 'GET',
    base: 'main',
    path: paymentPaths.methods,
    session: 'none',
    tags,
    summary: 'Top-up methods with their limits',
  },
  bankTransfer: {
    method: 'GET',
    base: 'main',
    path: paymentPaths.bankTransfer,
    session: 'required',
    tags,
    summary: 'Bank transfer: the shop account, the memo naming the customer and the VietQR',
  },
  create: {
    method: 'POST',
    base: 'main',
    path: paymentPaths.create,
    session: 'required',
    tags,
    summary: 'Start a top-up (requestId idempotent): pay at payUrl, credited by callback',
  },
  status: {
    method: 'GET',
    base: 'main',
    path: paymentPaths.status,
    session: 'required',
    tags,
    summary: 'A payment of the signed-in customer (another one’s answers not found)',
  },
  callback: {
    method: 'POST',
    base: 'main',
    path: paymentPaths.callback,
    session: 'none',
    tags,
    summary: 'The sandbox gateway’s HMAC-signed callback; credits its payments',
  },
  /** VNPay's IPN is a GET (its fields in the query string). */
  notificationGet: {
    method: 'GET',
    base: 'main',
    path: paymentPaths.notification,
    session: 'none',
    tags,
    summary: notificationSummary,
    description: notificationDescription,
    envelope: false,
  },
  /** MoMo's and ZaloPay's notifications are JSON POSTs. */
  notificationPost: {
    method: 'POST',
    base: 'main',
    path: paymentPaths.notification,
    session: 'none',
    tags,
    summary: notificationSummary,
    description: notificationDescription,
    envelope: false,
  },
  providerReturn: {
    method: 'GET',
    base: 'main',
    path: paymentPaths.providerReturn,
    session: 'none',
    tags,
    summary: 'The customer back from a provider’s page: sent on to the shop’s page',
    description:
      'Where the provider sends the customer’s browser back: a 303 redirect to the shop’s page of the payment (the top-up page when the return cannot be verified). It credits nothing: only the notification does.',
    envelope: false,
  },
  embedOrderCreate: {
    method: 'POST',
    base: 'main',
    path: embedOrderPaths.create,
    session: 'required',
    tags: embeddedTags,
    summary: 'Reserve an order for an embedded (wallet-linked) user; requestId idempotent',
  },
  createPay: {
    method: 'POST',
    base: 'gateway',
    path: gatewayPaths.createPay,
    session: 'required',
    tags: embeddedTags,
    summary: 'A hosted wallet capture for a reserved order (requestId idempotent)',
  },
  payStatus: {
    method: 'GET',
    base: 'gateway',
    path: gatewayPaths.payStatus,
    session: 'required',
    tags: embeddedTags,
    summary: 'The caller’s order payment: its status and whether the order is paid',
  },
});
