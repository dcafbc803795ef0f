import { CART_FULL_MESSAGE } from '@veso/domain';

/** Vietnamese refusals of the order calls (code 14). */
export const OrderMessages = {
  cartFull: CART_FULL_MESSAGE,
  notFound: 'Không tìm thấy đơn hàng',
  ticketNotFound: 'Không tìm thấy vé',
  underAge:
    'Bạn phải đủ 18 tuổi để mua vé xổ số. Vui lòng cập nhật ngày sinh trong thông tin tài khoản.',
  insufficient: 'Số dư tài khoản chính không đủ để thanh toán đơn hàng',
  salesClosed: 'Kỳ quay đã hết thời gian bán vé. Vui lòng chọn kỳ quay khác.',
  noPeriod: 'Hiện chưa có kỳ quay mở bán cho sản phẩm này. Vui lòng quay lại sau.',
  unknownPeriod: 'Kỳ quay không tồn tại. Vui lòng chọn lại kỳ quay.',
  tooManyPeriods: (max: number) => `Chỉ có thể mua tối đa ${max} kỳ quay liên tiếp.`,
  periodsMismatch: 'Số kỳ quay đã chọn không khớp với số kỳ mua.',
  stake: (min: number, max: number) => `Số lần đặt cược phải từ ${min} đến ${max}.`,
  wrongProduct: 'Sản phẩm không được bán qua cổng đặt vé này.',
  notOnSale: 'Sản phẩm hiện tạm ngừng bán.',
  comingSoon: 'Sản phẩm sắp ra mắt, hiện chưa mở bán.',
  priceChanged: 'Giá vé đã thay đổi. Vui lòng đặt lại đơn hàng để thanh toán theo giá mới.',
  expired: 'Đơn hàng đã hết hạn thanh toán. Vui lòng đặt lại đơn hàng.',
  paymentVendor: 'Hình thức thanh toán không được hỗ trợ.',
  groupBuy: 'Vui lòng mua chung qua mục Nhóm mua chung.',
  unknownLotteryType: 'Loại hình xổ số (lotteryType) không hợp lệ.',
  unknownCategory: 'Loại vé (category) không hợp lệ.',
  unknownGroup: 'Nhóm vé (group) không hợp lệ.',
  unknownDrawArea: 'Đài mở thưởng (drawArea) không thuộc miền của loại vé (category).',
  itemMismatch: 'Sản phẩm (product) không khớp với loại vé (lotteryType, category, group).',
  cancelled: 'Đơn hàng đã bị huỷ.',
  notCancellable: 'Chỉ huỷ được đơn hàng chưa thanh toán.',
} as const;
