import { formatMoney } from '@veso/domain';
import type { EmulatedTransaction, IpnMode } from '../../providers/vnpay-emulator';
import { VNPAY_EMULATOR_PATHS } from '../../providers/vnpay';
import { STYLE, escapeHtml } from './sandbox-page';

const IPN_CHOICES: Record<IpnMode, string> = {
  normal: 'Gửi một lần (gửi lại sau 5 phút nếu cửa hàng không trả lời)',
  duplicate: 'Gửi trùng hai lần cùng lúc',
  'out-of-order': 'Gửi thêm một thông báo thất bại cũ sau thông báo thành công',
  lost: 'Không gửi (thông báo bị thất lạc)',
};

const STATUS_TEXT: Record<EmulatedTransaction['status'], string> = {
  pending: 'Chờ thanh toán',
  paid: 'Giao dịch thành công',
  failed: 'Giao dịch không thành công',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}
select{width:100%;min-height:48px;border:1px solid #b9bec7;border-radius:12px;font:inherit;padding:0 12px;background:#fff}
label{display:grid;gap:4px;color:#5c6370;font-size:.875rem}
</style></head>
<body>
<main>
<header class="brand">
  <h1>Cổng thanh toán VNPAY (giả lập)</h1>
  <span class="tag">Thử nghiệm</span>
</header>
${body}
<p class="note">Môi trường thử nghiệm: không có tiền thật được chuyển.</p>
</main>
</body>
</html>`;
}

/**
 * The emulator's hosted page, in Vietnamese: the merchant, the amount in đồng (the wire's
 * ×100 divided back), the order's information, and Pay / Cancel / Timeout as plain form
 * posts (no script), with the IPN's behaviour to emulate.
 */
export function vnpayEmulatorPage(txn: EmulatedTransaction, payable: boolean): string {
  const amount = escapeHtml(formatMoney(txn.amount / 100));
  const ref = escapeHtml(txn.txnRef);
  const actions = payable
    ? `<form method="post" action="${VNPAY_EMULATOR_PATHS.pay}">
  <input type="hidden" name="txnRef" value="${ref}">
  <label>Thông báo IPN tới cửa hàng
    <select name="ipn">${Object.entries(IPN_CHOICES)
      .map(([value, text]) => `<option value="${value}">${escapeHtml(text)}</option>`)
      .join('')}</select>
  </label>
  <button type="submit" name="action" value="pay" class="pay">Thanh toán ${amount}</button>
  <button type="submit" name="action" value="cancel" class="cancel">Hủy thanh toán</button>
  <button type="submit" name="action" value="timeout" class="cancel">Hết thời gian chờ</button>
</form>`
    : `<form method="post" action="${VNPAY_EMULATOR_PATHS.pay}">
  <input type="hidden" name="txnRef" value="${ref}">
  <button type="submit" name="action" value="back" class="pay">Quay lại cửa hàng</button>
</form>`;
  return layout(
    'VNPAY - Thanh toán (giả lập)',
    `<section class="card" aria-label="Thông tin đơn hàng">
  <p class="wallet">Thanh toán qua<strong data-testid="wallet">VNPAY</strong></p>
  <p class="amount"><span>Số tiền thanh toán</span><strong data-testid="amount">${amount}</strong></p>
  <dl>
    <dt>Nhà cung cấp</dt><dd>VeSo</dd>
    <dt>Mã đơn hàng</dt><dd data-testid="txn-ref">${ref}</dd>
    <dt>Nội dung</dt><dd data-testid="order-info">${escapeHtml(txn.orderInfo)}</dd>
    <dt>Trạng thái</dt><dd data-testid="status">${escapeHtml(STATUS_TEXT[txn.status])}</dd>
  </dl>
  ${actions}
</section>`,
  );
}

/** VNPay's error page for a payment URL it refuses (bad checksum, unknown merchant…). */
export function vnpayEmulatorError(code: string, message: string): string {
  return layout(
    'VNPAY - Lỗi (giả lập)',
    `<section class="card" role="alert">
  <p class="wallet">Giao dịch không hợp lệ<strong data-testid="error">${escapeHtml(message)}</strong></p>
  <dl><dt>Mã lỗi</dt><dd data-testid="error-code">${escapeHtml(code)}</dd></dl>
</section>`,
  );
}
