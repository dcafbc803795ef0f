import { createHmac } from 'node:crypto';
import { buildApp } from '../app';
import { VNPAY_SANDBOX_KEYS, type ServerConfig } from '../env';
import { manualClock } from '../providers/clock';
import { serverGateways, type ServerGateways } from '../providers/gateways';
import { TEST_NOW, openTestDb, testConfig, type TestApp } from './test-app';
import { PRODUCT_FAMILIES } from '../families';

/** The sandbox's VNPay keys, as the emulator and the shop's adapter share them. */
export const VNPAY_KEYS = VNPAY_SANDBOX_KEYS;

/**
 * Signs `vnp_*` parameters as VNPay's documentation says (sorted, form-encoded, HMAC-SHA512
 * hex), with `node:crypto` only: the tests' VNPay, independent of the adapter and the library.
 */
export function signVnp(params: Record<string, string>, secret: string = VNPAY_KEYS.hashSecret) {
  const data = Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && params[key] !== '')
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key]!).replace(/%20/g, '+')}`)
    .join('&');
  return { ...params, vnp_SecureHash: createHmac('sha512', secret).update(data).digest('hex') };
}

/** VNPay's IPN of a payment: paid by default. */
export function vnpIpn(paymentId: string, amount: number, overrides: Record<string, string> = {}) {
  return {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Nap tien vao tai khoan VeSo',
    vnp_PayDate: '20260304100500',
    vnp_ResponseCode: '00',
    vnp_TmnCode: VNPAY_KEYS.tmnCode,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: paymentId,
    ...overrides,
  };
}

export type VnpayTestApp = TestApp & { gateways: ServerGateways; origin: () => string };

/**
 * A sandbox server with VNPay configured (its emulator on the same server), on a fresh
 * database. `origin` is where providers reach it: set it once the server listens.
 */
export async function vnpayTestApp(
  config: Partial<ServerConfig> = {},
  origin: { url: string } = { url: 'http://127.0.0.1:9' },
): Promise<VnpayTestApp> {
  const db = await openTestDb();
  const clock = manualClock(TEST_NOW);
  const full = testConfig({
    sandbox: true,
    gateways: { vnpay: { ...VNPAY_KEYS } },
    ...config,
  });
  const gateways = serverGateways(full, clock, () => origin.url);
  const app = await buildApp({ config: full, db, clock, gateways });
  return {
    app,
    db,
    clock,
    config: full,
    families: PRODUCT_FAMILIES,
    gateways,
    origin: () => origin.url,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}
