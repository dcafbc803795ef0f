// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { groupDevPaths, groupPaths } from '../group-play/paths';
import type { GroupPlaySchemas } from './group-play.schemas';

const tags = ['group-play'];

/**
 * Group play ("mua chung", spec §7 Group play) under the group base (`/api/group`): the
 * public lists and config, a group's detail, the signed-in calls that create a group, add
 * its tickets, buy shares (from the balance or through the linked wallet) and leave; and
 * the sandbox's calls, under the main base.
 */
export const groupPlayEndpoints = defineEndpoints<GroupPlaySchemas>()({
  newList: {
    method: 'GET',
    base: 'group',
    path: groupPaths.newList,
    session: 'optional',
    tags,
    summary: 'Open groups (type=new), almost complete (almostComplete) or completed ones',
  },
  bigWinList: {
    method: 'GET',
    base: 'group',
    path: groupPaths.bigWinList,
    session: 'optional',
    tags,
    summary: 'Groups that won, biggest prize first',
  },
  configPercentAvailable: {
    method: 'GET',
    base: 'group',
    path: groupPaths.configPercentAvailable,
    session: 'optional',
    tags,
    summary: 'The rules of a new group: leader share percents, limits, products, the flag',
  },
  historyList: {
    method: 'GET',
    base: 'group',
    path: groupPaths.historyList,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s groups (led or joined), newest first',
  },
  historyDetail: {
    method: 'GET',
    base: 'group',
    path: groupPaths.historyDetail,
    session: 'optional',
    tags,
    summary: 'One group with its members and tickets, and the caller’s part when signed in',
  },
  reserve: {
    method: 'POST',
    base: 'group',
    path: groupPaths.reserve,
    session: 'required',
    tags,
    summary:
      'Create a group (draft) as its leader: product, draw, shares, first ticket; or the spec §3 order request (orderItemInfo, buyType 3) with totalShares',
  },
  addTicket: {
    method: 'POST',
    base: 'group',
    path: groupPaths.addTicket,
    session: 'required',
    tags,
    summary: 'Add a ticket (up to 6 number sets) to the caller’s draft group',
  },
  confirm: {
    method: 'POST',
    base: 'group',
    path: groupPaths.confirm,
    session: 'required',
    tags,
    summary:
      'Buy shares from the main balance, held until the group is full (publishes a draft); the last share orders the tickets',
  },
  leave: {
    method: 'POST',
    base: 'group',
    path: groupPaths.leave,
    session: 'required',
    tags,
    summary: 'Leave a group before it is full: the held money is returned',
  },
  sharePay: {
    method: 'POST',
    base: 'group',
    path: groupPaths.sharePay,
    session: 'required',
    tags,
    summary:
      'Pay shares through the linked wallet: a hosted payment whose paid callback buys them (requestId idempotent)',
  },
  sharePayStatus: {
    method: 'GET',
    base: 'group',
    path: groupPaths.sharePayStatus,
    session: 'required',
    tags,
    summary: 'The caller’s wallet payment of shares: its status and whether the shares were bought',
  },
  devFill: {
    method: 'POST',
    base: 'main',
    path: groupDevPaths.fill,
    session: 'none',
    tags: ['sandbox'],
    summary: 'Sandbox: sell every share left of an open group to new customers',
  },
  devRunDeadlines: {
    method: 'POST',
    base: 'main',
    path: groupDevPaths.runDeadlines,
    session: 'none',
    tags: ['sandbox'],
    summary: 'Sandbox: refund the groups not full at their deadline now',
  },
  devFlag: {
    method: 'POST',
    base: 'main',
    path: groupDevPaths.flag,
    session: 'none',
    tags: ['sandbox'],
    summary: 'Sandbox: turn the groupPlay (and groupKeno) flags of the app config on or off',
  },
});
