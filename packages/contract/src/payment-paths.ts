// No zod here: a browser imports these values (see the package README).

/**
 * Top-up through the payment gateway (spec §2 Wallet, §7 payment methods). Paths are
 * relative to the main base (`/api`) except the sandbox gateway's hosted page.
 */
export const paymentPaths = {
  methods: '/customer/method_payment_ext',
  banks: '/config/bank',
  create: '/payments/create',
  /** `:id` is the payment id returned by create. */
  status: '/payments/:id',
  /** Bank transfer: the shop's account, the customer's memo and the VietQR code. */
  bankTransfer: '/payments/bank_transfer',
  /** The sandbox gateway's signed server-to-server callback. */
  callback: '/payments/callback',
  /**
   * A payment provider's notification (VNPay's IPN URL, MoMo's ipnUrl, ZaloPay's
   * callback_url), in its own wire format; `:gateway` is `vnpay`, `momo` or `zalopay`.
   */
  notification: '/payments/ipn/:gateway',
  /** Where a provider sends the customer back (VNPay's `vnp_ReturnUrl`). */
  providerReturn: '/payments/return/:gateway',
} as const;

/** The sandbox gateway's hosted page (outside `/api`): amount, merchant, Pay and Cancel. */
export const SANDBOX_PAY_PATH = '/sandbox/pay/:id';

/** Top-up methods that go through the gateway: five e-wallets, phone credit, product account. */
export const TOPUP_METHODS = [
  'momo',
  'zalopay',
  'vnpay',
  'shopeepay',
  'viettelmoney',
  'phone_credit',
  'dtt',
] as const;
