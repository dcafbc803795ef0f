import { bindEndpoints } from '../endpoint';
import {
  bankListSchema,
  makeWithdrawBodySchema,
  makeWithdrawSchema,
  rewardFeeListSchema,
  withdrawFeeQuerySchema,
  withdrawFeeSchema,
  withdrawHistoryBodySchema,
  withdrawHistorySchema,
} from '../withdraw';
import { withdrawEndpoints } from './withdraw';

/** The shapes of each withdraw operation (server side: zod). */
export const withdrawSchemas = {
  rewardFee: { response: rewardFeeListSchema },
  withdrawFee: { query: withdrawFeeQuerySchema, response: withdrawFeeSchema },
  makeWithdraw: { body: makeWithdrawBodySchema, response: makeWithdrawSchema },
  history: { body: withdrawHistoryBodySchema, response: withdrawHistorySchema },
  bankPrizePayment: { response: bankListSchema },
};
export type WithdrawSchemas = typeof withdrawSchemas;

/** The withdraw operations with their schemas: what the server registers. */
export const withdrawApi = bindEndpoints(withdrawEndpoints, withdrawSchemas);
