import {
  accountIdSchema,
  captchaConfigSchema,
  checkAccountQuerySchema,
  checkAccountSchema,
  logoutBodySchema,
  logoutSchema,
  prizeBalanceQuerySchema,
  prizeBalanceSchema,
  refreshSessionBodySchema,
  refreshSessionQuerySchema,
  refreshSessionSchema,
  registerBodySchema,
  registerSchema,
  resetPasswordBodySchema,
  sessionSchema,
  signinBodySchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
  userInfoSchema,
} from '../auth';
import { bindEndpoints } from '../endpoint';
import { authEndpoints } from './auth';

/** The shapes of each account operation (server side: zod). */
export const authSchemas = {
  checkAccount: { query: checkAccountQuerySchema, response: checkAccountSchema },
  captcha: { response: captchaConfigSchema },
  signin: { body: signinBodySchema, response: sessionSchema },
  register: { body: registerBodySchema, response: registerSchema },
  resetPassword: { body: resetPasswordBodySchema, response: accountIdSchema },
  update: { body: updateBodySchema, response: userInfoSchema },
  updateAccountInfo: { body: updateAccountInfoBodySchema, response: userInfoSchema },
  info: { response: userInfoSchema },
  prizeBalance: { query: prizeBalanceQuerySchema, response: prizeBalanceSchema },
  refreshSession: {
    query: refreshSessionQuerySchema,
    body: refreshSessionBodySchema,
    response: refreshSessionSchema,
  },
  logout: { body: logoutBodySchema, response: logoutSchema },
};
export type AuthSchemas = typeof authSchemas;

/** The account operations with their schemas: what the server registers. */
export const authApi = bindEndpoints(authEndpoints, authSchemas);
