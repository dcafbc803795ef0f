import { bindEndpoints } from '../endpoint';
import {
  sendOtpBodySchema,
  sendOtpSchema,
  verifyOtpBodySchema,
  verifyOtpQuerySchema,
  verifyOtpSchema,
} from '../otp';
import { otpEndpoints } from './otp';

/** The shapes of each one-time code operation (server side: zod). */
export const otpSchemas = {
  sendMessage: { body: sendOtpBodySchema, response: sendOtpSchema },
  sendCall: { body: sendOtpBodySchema, response: sendOtpSchema },
  verify: { query: verifyOtpQuerySchema, body: verifyOtpBodySchema, response: verifyOtpSchema },
};
export type OtpSchemas = typeof otpSchemas;

/** The one-time code operations with their schemas: what the server registers. */
export const otpApi = bindEndpoints(otpEndpoints, otpSchemas);
