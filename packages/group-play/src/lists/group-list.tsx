import type { Group, GroupList } from '@veso/contract';
import { pageCount, Pager, QueryView } from '@veso/shop-core';
import type { QueryLike } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { GroupCard } from '../card/group-card';
import { groupFacts } from '../card/group-facts';
import { groupPath } from '../kinds';
import styles from '../styles';

export type GroupListViewProps = {
  query: QueryLike<GroupList>;
  /** Names the list for screen readers. */
  label: string;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** Where a card leads; default the group's public page. */
  linkOf?: (group: Group) => string;
  /** Extra content of a card (the customer's own part). */
  extra?: (group: Group) => ReactNode;
};

/**
 * A page of groups as cards (spec §4), with the loading, offline, error and empty states
 * and the pager.
 */
export function GroupListView({
  query,
  label,
  emptyTitle,
  emptyMessage,
  page,
  onPageChange,
  linkOf = (group) => groupPath(group.kind, group.groupId),
  extra,
}: GroupListViewProps) {
  return (
    <QueryView
      query={query}
      loadingLabel="Đang tải danh sách nhóm"
      isEmpty={(data) => data.items.length === 0}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
    >
      {(data) => (
        <>
          <ul className={styles.list} aria-label={label}>
            {data.items.map((group) => (
              <li key={group.groupId}>
                <GroupCard
                  title={group.name}
                  sold={group.soldShares}
                  total={group.totalShares}
                  groupStatusWin={group.groupStatusWin}
                  sharePrice={group.sharePrice}
                  facts={groupFacts(group)}
                  to={linkOf(group)}
                >
                  {extra?.(group)}
                </GroupCard>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pageCount(data.total, data.page_size)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryView>
  );
}
