import { formatMoney } from '@veso/domain';
import type { IpnMode } from '../../providers/vnpay-emulator';
import { STYLE, escapeHtml } from './sandbox-page';

const IPN_CHOICES: Record<IpnMode, string> = {
  normal: 'Gửi một lần (gửi lại sau 5 phút nếu cửa hàng không trả lời)',
  duplicate: 'Gửi trùng hai lần cùng lúc',
  'out-of-order': 'Gửi thêm một thông báo thất bại cũ sau thông báo thành công',
  lost: 'Không gửi (thông báo bị thất lạc)',
};

const STATUS_TEXT: Record<'pending' | 'paid' | 'failed', string> = {
  pending: 'Chờ thanh toán',
  paid: 'Giao dịch thành công',
  failed: 'Giao dịch không thành công',
};

function layout(brand: string, title: string, body: string): string {
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
  <h1>${escapeHtml(brand)} (giả lập)</h1>
  <span class="tag">Thử nghiệm</span>
</header>
${body}
<p class="note">Môi trường thử nghiệm: không có tiền thật được chuyển.</p>
</main>
</body>
</html>`;
}

/** What an emulated provider's page shows. */
export type EmulatorPageInput = {
  /** The provider as customers know it: 'VNPAY', 'Ví MoMo'. */
  brand: string;
  /** Where the page's form posts. */
  action: string;
  /** The provider's reference of the order (the form's `ref`). */
  ref: string;
  /** In đồng. */
  amount: number;
  info: string;
  status: 'pending' | 'paid' | 'failed';
  payable: boolean;
};

/**
 * An emulated provider's hosted page, in Vietnamese: the merchant, the amount in đồng, the
 * order's information, and Pay / Cancel / Timeout as plain form posts (no script), with the
 * notification's behaviour to emulate.
 */
export function emulatorPage(page: EmulatorPageInput): string {
  const amount = escapeHtml(formatMoney(page.amount));
  const ref = escapeHtml(page.ref);
  const action = escapeHtml(page.action);
  const actions = page.payable
    ? `<form method="post" action="${action}">
  <input type="hidden" name="ref" value="${ref}">
  <label>Thông báo kết quả (IPN) tới cửa hàng
    <select name="ipn">${Object.entries(IPN_CHOICES)
      .map(([value, text]) => `<option value="${value}">${escapeHtml(text)}</option>`)
      .join('')}</select>
  </label>
  <button type="submit" name="action" value="pay" class="pay">Thanh toán ${amount}</button>
  <button type="submit" name="action" value="cancel" class="cancel">Huỷ thanh toán</button>
  <button type="submit" name="action" value="timeout" class="cancel">Hết thời gian chờ</button>
</form>`
    : `<form method="post" action="${action}">
  <input type="hidden" name="ref" value="${ref}">
  <button type="submit" name="action" value="back" class="pay">Quay lại cửa hàng</button>
</form>`;
  return layout(
    page.brand,
    `${page.brand} - Thanh toán (giả lập)`,
    `<section class="card" aria-label="Thông tin đơn hàng">
  <p class="wallet">Thanh toán qua<strong data-testid="wallet">${escapeHtml(page.brand)}</strong></p>
  <p class="amount"><span>Số tiền thanh toán</span><strong data-testid="amount">${amount}</strong></p>
  <dl>
    <dt>Nhà cung cấp</dt><dd>VeSo</dd>
    <dt>Mã đơn hàng</dt><dd data-testid="order-ref">${ref}</dd>
    <dt>Nội dung</dt><dd data-testid="order-info">${escapeHtml(page.info)}</dd>
    <dt>Trạng thái</dt><dd data-testid="status">${escapeHtml(STATUS_TEXT[page.status])}</dd>
  </dl>
  ${actions}
</section>`,
  );
}

/** A provider's error page for a payment it refuses (bad checksum, unknown merchant…). */
export function emulatorError(brand: string, code: string, message: string): string {
  return layout(
    brand,
    `${brand} - Lỗi (giả lập)`,
    `<section class="card" role="alert">
  <p class="wallet">Giao dịch không hợp lệ<strong data-testid="error">${escapeHtml(message)}</strong></p>
  <dl><dt>Mã lỗi</dt><dd data-testid="error-code">${escapeHtml(code)}</dd></dl>
</section>`,
  );
}
