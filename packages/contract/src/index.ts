export {
  Code,
  CODE_MESSAGES,
  SILENT_CODES,
  httpStatusForCode,
  isKnownCode,
  isSilentCode,
  messageForCode,
} from './codes';
export type { CodeName, ResponseCode } from './codes';
export { envelopeSchema, errorEnvelopeSchema, fail, ok } from './envelope';
export type { Envelope } from './envelope';
export { APP_VERSION, CONFIG_TIMEOUT_MS, OS_TYPE, PACKAGE_VERSION } from './constants';
export {
  appConfigSchema,
  buyMinConfigSchema,
  featureFlagsSchema,
  getConfigQuerySchema,
  orderTimeConfigSchema,
  pausedProductSchema,
} from './config';
export type { AppConfig, FeatureFlags, GetConfigQuery } from './config';
export { healthSchema } from './health';
export type { Health } from './health';
export { API_BASE, API_BASES, paths } from './paths';
export type { ApiBaseName } from './paths';
export {
  devClockBodySchema,
  devClockSchema,
  devOtpMessageSchema,
  devOtpOutboxQuerySchema,
  devOtpOutboxSchema,
} from './dev';
export type { DevClock, DevClockBody, DevOtpMessage, DevOtpOutbox, DevOtpOutboxQuery } from './dev';
