import { userInfoSchema } from '../auth';
import {
  activeDataBodySchema,
  checkMidBodySchema,
  checkMidSchema,
  checkPasswordBodySchema,
  checkPasswordSchema,
  checkSigSchema,
  embedParamsSchema,
  embedRegisterBodySchema,
  embedRegisterSchema,
  embedSigninBodySchema,
  embedSigninSchema,
  genCheckSumQuerySchema,
  genCheckSumSchema,
  getAccountInfoBodySchema,
  sandboxLaunchBodySchema,
  sandboxLaunchSchema,
  updateMidBodySchema,
  walletLinkSchema,
  webCheckAccountQuerySchema,
  webCheckAccountSchema,
  webUpdateAccountBodySchema,
} from '../embed';
import { bindEndpoints } from '../endpoint';
import { embedEndpoints } from './embed';

/** The shapes of each wallet-embedded operation (server side: zod). */
export const embedSchemas = {
  signin: { body: embedSigninBodySchema, response: embedSigninSchema },
  checkSig: { query: embedParamsSchema, response: checkSigSchema },
  webCheckAccount: { query: webCheckAccountQuerySchema, response: webCheckAccountSchema },
  checkMid: { body: checkMidBodySchema, response: checkMidSchema },
  activeData: { body: activeDataBodySchema, response: walletLinkSchema },
  updateMid: { body: updateMidBodySchema, response: walletLinkSchema },
  checkPassword: { body: checkPasswordBodySchema, response: checkPasswordSchema },
  userRegister: { body: embedRegisterBodySchema, response: embedRegisterSchema },
  webUpdateAccount: { body: webUpdateAccountBodySchema, response: userInfoSchema },
  getAccountInfo: { body: getAccountInfoBodySchema, response: userInfoSchema },
  genCheckSum: { query: genCheckSumQuerySchema, response: genCheckSumSchema },
  sandboxLaunch: { body: sandboxLaunchBodySchema, response: sandboxLaunchSchema },
};
export type EmbedSchemas = typeof embedSchemas;

/** The wallet-embedded operations with their schemas: what the server registers. */
export const embedApi = bindEndpoints(embedEndpoints, embedSchemas);
