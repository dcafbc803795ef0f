import type { GroupStatus } from '@veso/contract';
import { RequireAuth } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { GROUP_POLL_MS, useGetGroupHistoryQuery } from '../api/group-api';
import { GROUP_STATUS_LABELS, MEMBER_STATE_LABELS } from '../card/status';
import { GroupListView } from '../lists/group-list';
import { GROUP_PAGE_SIZE } from '../lists/group-list-pages';
import { GroupScreen } from '../shared/group-screen';
import { ownGroupPath } from '../kinds';
import styles from '../styles';

const FILTERS: readonly { value: GroupStatus | ''; label: string }[] = [
  { value: '', label: 'Tất cả' },
  { value: 'open', label: GROUP_STATUS_LABELS.open },
  { value: 'ordered', label: 'Đã mua vé' },
  { value: 'settled', label: GROUP_STATUS_LABELS.settled },
  { value: 'refunded', label: 'Đã hoàn tiền' },
  { value: 'cancelled', label: 'Đã huỷ' },
];

function History() {
  const filterId = useId();
  const [status, setStatus] = useState<GroupStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useGetGroupHistoryQuery(
    { ...(status ? { status } : {}), page_index: page, page_size: GROUP_PAGE_SIZE },
    {
      pollingInterval: GROUP_POLL_MS,
      skipPollingIfUnfocused: true,
      refetchOnMountOrArgChange: true,
    },
  );
  return (
    <>
      <div className={styles.row}>
        <label htmlFor={filterId}>Trạng thái</label>
        <select
          id={filterId}
          className={styles.select}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as GroupStatus | '');
            setPage(1);
          }}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      <GroupListView
        query={query}
        label="Nhóm của tôi"
        emptyTitle="Bạn chưa tham gia nhóm nào"
        emptyMessage="Góp cổ phần vào một nhóm đang góp hoặc tạo nhóm của riêng bạn."
        page={page}
        onPageChange={setPage}
        linkOf={(group) => ownGroupPath(group.kind, group.groupId)}
        extra={(group) =>
          group.mine ? (
            <p className={styles.spread}>
              <span>
                Của bạn: {group.mine.shares} cổ phần · {MEMBER_STATE_LABELS[group.mine.state]}{' '}
                <Money amount={group.mine.amount} />
              </span>
              {group.mine.prizeNet > 0 ? (
                <strong>
                  Thưởng <Money amount={group.mine.prizeNet} />
                </strong>
              ) : null}
            </p>
          ) : null
        }
      />
    </>
  );
}

/** /lich-su-choi-nhom: the customer's groups (led or joined), their part and prize, newest first. */
export function GroupHistoryPage() {
  return (
    <GroupScreen title="Lịch sử chơi nhóm" nav>
      <RequireAuth>
        <History />
      </RequireAuth>
    </GroupScreen>
  );
}
