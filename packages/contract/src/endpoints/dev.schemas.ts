import {
  devClockBodySchema,
  devClockSchema,
  devMetricsSchema,
  devOtpOutboxQuerySchema,
  devOtpOutboxSchema,
  devPrintingAgentBodySchema,
  devPrintingAgentSchema,
  devPrizeCreditBodySchema,
  devPrizeCreditSchema,
} from '../dev';
import { bindEndpoints } from '../endpoint';
import { devDrawsRunBodySchema, devDrawsRunSchema } from '../results/dev';
import { devEndpoints } from './dev';

/** The shapes of each sandbox operation (server side: zod). */
export const devSchemas = {
  otpOutbox: { query: devOtpOutboxQuerySchema, response: devOtpOutboxSchema },
  clock: { response: devClockSchema },
  moveClock: { body: devClockBodySchema, response: devClockSchema },
  prizeCredit: { body: devPrizeCreditBodySchema, response: devPrizeCreditSchema },
  drawsRun: { body: devDrawsRunBodySchema, response: devDrawsRunSchema },
  printingAgent: { response: devPrintingAgentSchema },
  setPrintingAgent: { body: devPrintingAgentBodySchema, response: devPrintingAgentSchema },
  metrics: { response: devMetricsSchema },
};
export type DevSchemas = typeof devSchemas;

/** The sandbox operations with their schemas: what the server registers. */
export const devApi = bindEndpoints(devEndpoints, devSchemas);
