import { bindEndpoints } from '../endpoint';
import {
  devGroupFillBodySchema,
  devGroupFillSchema,
  devGroupFlagBodySchema,
  devGroupRunSchema,
  groupAddTicketBodySchema,
  groupBigWinQuerySchema,
  groupConfigSchema,
  groupConfirmBodySchema,
  groupDetailSchema,
  groupHistoryQuerySchema,
  groupIdQuerySchema,
  groupLeaveBodySchema,
  groupListQuerySchema,
  groupListSchema,
  groupPurchaseSchema,
  groupReserveBodySchema,
  groupSharePayBodySchema,
  groupSharePayQuerySchema,
  groupSharePaymentSchema,
} from '../group-play/group';
import { groupPlayEndpoints } from './group-play';

/** The shapes of each group-play operation (server side: zod). */
export const groupPlaySchemas = {
  newList: { query: groupListQuerySchema, response: groupListSchema },
  bigWinList: { query: groupBigWinQuerySchema, response: groupListSchema },
  configPercentAvailable: { response: groupConfigSchema },
  historyList: { query: groupHistoryQuerySchema, response: groupListSchema },
  historyDetail: { query: groupIdQuerySchema, response: groupDetailSchema },
  reserve: { body: groupReserveBodySchema, response: groupDetailSchema },
  addTicket: { body: groupAddTicketBodySchema, response: groupDetailSchema },
  confirm: { body: groupConfirmBodySchema, response: groupPurchaseSchema },
  leave: { body: groupLeaveBodySchema, response: groupPurchaseSchema },
  sharePay: { body: groupSharePayBodySchema, response: groupSharePaymentSchema },
  sharePayStatus: { query: groupSharePayQuerySchema, response: groupSharePaymentSchema },
  devFill: { body: devGroupFillBodySchema, response: devGroupFillSchema },
  devRunDeadlines: { response: devGroupRunSchema },
  devFlag: { body: devGroupFlagBodySchema, response: groupConfigSchema },
};
export type GroupPlaySchemas = typeof groupPlaySchemas;

/** The group-play operations with their schemas: what the server registers. */
export const groupPlayApi = bindEndpoints(groupPlayEndpoints, groupPlaySchemas);
