import { formatMoney } from '@veso/domain';

/**
 * The Vietnamese messages of group-play refusals (the server answers them with code 14,
 * or 1007 when the shares left cannot cover a request; the client may show them as they
 * come).
 */
export const GROUP_MESSAGES = {
  disabled: 'Tính năng mua chung hiện chưa mở, quý khách vui lòng quay lại sau',
  kenoDisabled: 'Nhóm mua chung Keno hiện chưa mở, quý khách vui lòng chọn sản phẩm khác',
  notFound: 'Không tìm thấy nhóm mua chung',
  notOpen: 'Nhóm không còn nhận góp cổ phần',
  deadlinePassed: 'Đã hết thời gian góp cổ phần của nhóm này',
  soldOut: 'Nhóm đã đủ cổ phần',
  sharesLeft: (left: number) =>
    `Nhóm chỉ còn ${left} cổ phần, quý khách vui lòng chọn lại số cổ phần`,
  sharesPositive: 'Số cổ phần góp phải từ 1 trở lên',
  memberMax: (max: number) => `Mỗi thành viên được góp tối đa ${max} cổ phần`,
  leaderMin: (min: number) => `Trưởng nhóm cần góp tối thiểu ${min} cổ phần`,
  totalShares: (min: number, max: number) => `Số cổ phần của nhóm phải từ ${min} đến ${max}`,
  notDivisible: (amount: number, shares: number) =>
    `Tổng tiền vé ${formatMoney(amount)} không chia đều được cho ${shares} cổ phần, quý khách vui lòng chọn số cổ phần khác`,
  noTickets: 'Nhóm chưa có vé nào, quý khách vui lòng thêm vé',
  tooManyTickets: (max: number) => `Mỗi nhóm có tối đa ${max} vé`,
  notLeader: 'Chỉ trưởng nhóm được thay đổi nhóm này',
  notDraft: 'Nhóm đã mở bán, không thể thêm vé',
  baoOnly: 'Nhóm mua chung vé bao chỉ nhận vé bao',
  singleOnly: 'Nhóm vé lẻ chỉ nhận vé thường, không nhận vé bao',
  notMember: 'Quý khách chưa góp cổ phần trong nhóm này',
  leaveAfterFull: 'Nhóm đã đủ cổ phần và vé đã được đặt mua, quý khách không thể rời nhóm',
  leaveClosed: 'Nhóm đã kết thúc, quý khách không thể rời nhóm',
  insufficient: 'Số dư tài khoản chính không đủ, quý khách vui lòng nạp thêm tiền',
  noDraw: 'Kỳ quay này đã hết thời gian mua chung, quý khách vui lòng chọn kỳ khác',
  notGroupProduct: 'Sản phẩm này không có mua chung, quý khách vui lòng chọn sản phẩm khác',
  oneProductOneDraw: 'Các vé của một nhóm phải cùng một sản phẩm và cùng một kỳ quay',
  drawUnknown: 'Không tìm thấy kỳ quay, quý khách vui lòng chọn kỳ khác',
} as const;
