import type { Group } from '@veso/contract';
import { DateTime } from '@veso/ui-kit';
import { formatMoney } from '@veso/domain';
import type { ReactNode } from 'react';
import { GROUP_STATUS_LABELS } from './status';

/** The facts of a group card: product and draw, leader, members, deadline or state. */
export function groupFacts(group: Group): { term: string; value: ReactNode }[] {
  const facts: { term: string; value: ReactNode }[] = [
    { term: 'Sản phẩm', value: group.productName },
    {
      term: 'Kỳ quay',
      value: (
        <>
          #{group.drawCode} · <DateTime value={group.drawAt} />
        </>
      ),
    },
    { term: 'Trưởng nhóm', value: group.leaderName },
    { term: 'Thành viên', value: group.memberCount },
  ];
  if (group.status === 'open' || group.status === 'draft') {
    facts.push({ term: 'Hạn góp', value: <DateTime value={group.deadline} /> });
  } else {
    facts.push({ term: 'Trạng thái', value: GROUP_STATUS_LABELS[group.status] });
  }
  if (group.groupStatusWin === 1 && group.prizeGross > 0) {
    facts.push({ term: 'Tiền thưởng', value: <strong>{formatMoney(group.prizeGross)}</strong> });
  }
  return facts;
}
