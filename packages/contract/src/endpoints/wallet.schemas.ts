import { bindEndpoints } from '../endpoint';
import { statementQuerySchema, statementSchema } from '../wallet';
import { walletEndpoints } from './wallet';

/** The shapes of each wallet operation (server side: zod). */
export const walletSchemas = {
  statement: { query: statementQuerySchema, response: statementSchema },
};
export type WalletSchemas = typeof walletSchemas;

/** The wallet operations with their schemas: what the server registers. */
export const walletApi = bindEndpoints(walletEndpoints, walletSchemas);
