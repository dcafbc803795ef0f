import { API_BASE, paymentPaths } from '@veso/contract';
import type { ServerConfig } from '../env';
import type { Clock } from './clock';
import {
  SANDBOX_GATEWAY_SECRET,
  gatewaySet,
  hmacGateway,
  type GatewaySet,
  type HmacGateway,
  type PaymentGateway,
} from './payment-gateway';
import { VNPAY_EMULATOR_PATHS } from './vnpay';
import { vnpayEmulator, type VnpayEmulator } from './vnpay-emulator';
import { vnpayGateway } from './vnpay-gateway';
import { MOMO_EMULATOR_BASE } from './momo';
import { momoEmulator, type MomoEmulator } from './momo-emulator';
import { momoGateway } from './momo-gateway';
import { ZALOPAY_EMULATOR_BASE } from './zalopay';
import { zalopayEmulator, type ZalopayEmulator } from './zalopay-emulator';
import { zalopayGateway } from './zalopay-gateway';

/** The payment gateways of one server, and the sandbox's stand-ins for the providers. */
export type ServerGateways = {
  gateways: GatewaySet | undefined;
  /** The sandbox's home-made gateway (every method no provider collects). */
  double: HmacGateway | undefined;
  /** VNPay's emulator, when the sandbox's VNPay points at it. */
  vnpayEmulator: VnpayEmulator | undefined;
  /** MoMo's emulator, when the sandbox's MoMo points at it. */
  momoEmulator: MomoEmulator | undefined;
  /** ZaloPay's emulator, when the sandbox's ZaloPay points at it. */
  zalopayEmulator: ZalopayEmulator | undefined;
};

/** A provider's notification or return address on the shop (`/api/payments/ipn/vnpay`). */
export function providerUrl(origin: string, path: string, gateway: string): string {
  return `${origin}${API_BASE}${path.replace(':gateway', gateway)}`;
}

/**
 * The gateways `config` names (`VESO_GATEWAYS`), plus in the sandbox the home-made double
 * for every other method; a sandbox provider without its own addresses talks to its
 * emulator on this server. `origin` is the shop's address (read when first needed: the
 * port is known once listening).
 */
export function serverGateways(
  config: ServerConfig,
  clock: Clock,
  origin: () => string,
): ServerGateways {
  const double = config.sandbox
    ? hmacGateway('sandbox', config.paymentGatewaySecret ?? SANDBOX_GATEWAY_SECRET, '/sandbox/pay')
    : undefined;
  const providers: PaymentGateway[] = [];
  let emulator: VnpayEmulator | undefined;
  const vnpay = config.gateways?.vnpay;
  if (vnpay) {
    if (config.sandbox && (!vnpay.payUrl || !vnpay.apiUrl)) {
      emulator = vnpayEmulator({
        tmnCode: vnpay.tmnCode,
        hashSecret: vnpay.hashSecret,
        clock,
        ipnUrl: () => providerUrl(origin(), paymentPaths.notification, 'vnpay'),
      });
    }
    providers.push(
      vnpayGateway({
        tmnCode: vnpay.tmnCode,
        hashSecret: vnpay.hashSecret,
        payUrl: () => vnpay.payUrl ?? `${origin()}${VNPAY_EMULATOR_PATHS.pay}`,
        apiUrl: () => vnpay.apiUrl ?? `${origin()}${VNPAY_EMULATOR_PATHS.api}`,
        returnUrl: () => providerUrl(origin(), paymentPaths.providerReturn, 'vnpay'),
        now: () => clock.now(),
        ...(emulator
          ? {
              statementUrl: (day: string) =>
                `${origin()}${VNPAY_EMULATOR_PATHS.statement.replace(':day', day)}`,
            }
          : {}),
      }),
    );
  }
  let momoEmulatorOf: MomoEmulator | undefined;
  const momo = config.gateways?.momo;
  if (momo) {
    if (config.sandbox && !momo.endpoint) {
      momoEmulatorOf = momoEmulator({ ...momo, clock, origin });
    }
    providers.push(
      momoGateway({
        ...momo,
        endpoint: () => momo.endpoint ?? `${origin()}${MOMO_EMULATOR_BASE}`,
        redirectUrl: () => providerUrl(origin(), paymentPaths.providerReturn, 'momo'),
        ipnUrl: () => providerUrl(origin(), paymentPaths.notification, 'momo'),
      }),
    );
  }
  let zalopayEmulatorOf: ZalopayEmulator | undefined;
  const zalopay = config.gateways?.zalopay;
  if (zalopay) {
    if (config.sandbox && !zalopay.endpoint) {
      zalopayEmulatorOf = zalopayEmulator({ ...zalopay, clock, origin });
    }
    providers.push(
      zalopayGateway({
        ...zalopay,
        endpoint: () => zalopay.endpoint ?? `${origin()}${ZALOPAY_EMULATOR_BASE}`,
        redirectUrl: () => providerUrl(origin(), paymentPaths.providerReturn, 'zalopay'),
        callbackUrl: () => providerUrl(origin(), paymentPaths.notification, 'zalopay'),
      }),
    );
  }
  return {
    gateways: gatewaySet(providers, double),
    double,
    vnpayEmulator: emulator,
    momoEmulator: momoEmulatorOf,
    zalopayEmulator: zalopayEmulatorOf,
  };
}
