import type {
  GroupList,
  groupBigWinQuerySchema,
  groupHistoryQuerySchema,
  groupListQuerySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import {
  completedGroups,
  groupsOfAccount,
  openGroups,
  winningGroups,
  type GroupPage,
} from './repo';
import { toGroups } from './view';

/** The lists of groups: new, almost complete, completed, big winners, the caller's own. */

/** A group is "almost complete" from this percent of its shares sold (decisions.md). */
export const ALMOST_COMPLETE_PERCENT = 70;

async function answer(
  deps: AppDeps,
  found: GroupPage,
  paging: { page_index: number; page_size: number },
  viewer: number | null,
): Promise<GroupList> {
  return {
    items: await toGroups(deps.db.orm, found.rows, viewer),
    page_index: paging.page_index,
    page_size: paging.page_size,
    total: found.total,
  };
}

/** `GET /get_new_list`: open groups (newest first), almost complete ones, or completed ones. */
export async function groupList(
  deps: AppDeps,
  viewer: number | null,
  query: z.output<typeof groupListQuerySchema>,
): Promise<GroupList> {
  const paging = { pageIndex: query.page_index, pageSize: query.page_size };
  const filter = { kind: query.kind, product: query.product };
  const found =
    query.type === 'completed'
      ? await completedGroups(deps.db.orm, { ...filter, ...paging })
      : await openGroups(deps.db.orm, {
          ...filter,
          ...paging,
          now: deps.clock.now(),
          almostPercent: query.type === 'almostComplete' ? ALMOST_COMPLETE_PERCENT : null,
        });
  return answer(deps, found, query, viewer);
}

/** `GET /get_list_group_big_win`: groups that won, biggest prize first. */
export async function bigWinList(
  deps: AppDeps,
  viewer: number | null,
  query: z.output<typeof groupBigWinQuerySchema>,
): Promise<GroupList> {
  const found = await winningGroups(deps.db.orm, {
    product: query.product,
    pageIndex: query.page_index,
    pageSize: query.page_size,
  });
  return answer(deps, found, query, viewer);
}

/** `GET /get_list_history_group`: the caller's groups, newest first. */
export async function historyList(
  deps: AppDeps,
  accountId: number,
  query: z.output<typeof groupHistoryQuerySchema>,
): Promise<GroupList> {
  const found = await groupsOfAccount(deps.db.orm, {
    accountId,
    status: query.status,
    pageIndex: query.page_index,
    pageSize: query.page_size,
  });
  return answer(deps, found, query, accountId);
}
