/**
 * The front door of the `group-play` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export {
  creditGroupPrize,
  groupDeadlineRunner,
  groupTicketOwner,
  groupsOfOrders,
  holdGroupPrize,
  markGroupsSettled,
  refundGroupTicket,
  runGroupDeadlines,
} from './jobs';
export { expiredGroups } from './repo';
export { groupPlayDevRoutes, groupPlayRoutes, groupSharePayRoutes } from './routes';
export { settleShareCapture, sharePayPage } from './share-pay';
export type { GroupsOfOrders } from './jobs';
