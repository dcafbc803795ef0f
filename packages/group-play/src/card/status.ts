import type { GroupMemberState, GroupStatus } from '@veso/contract';

/** How a group's life is named on screen (contract `GroupStatus`). */
export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  draft: 'Chưa mở bán',
  open: 'Đang góp',
  ordered: 'Đã đủ cổ phần, đã mua vé',
  settled: 'Đã có kết quả',
  refunded: 'Không đủ cổ phần, đã hoàn tiền',
  cancelled: 'Trưởng nhóm đã huỷ, đã hoàn tiền',
};

/** The customer's money in a group. */
export const MEMBER_STATE_LABELS: Record<GroupMemberState, string> = {
  held: 'Đang tạm giữ',
  paid: 'Đã thanh toán',
  refunded: 'Đã hoàn tiền',
};
