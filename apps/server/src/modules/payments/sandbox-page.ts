import { formatMoney } from '@veso/domain';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Đã huỷ',
  expired: 'Đã hết hạn',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The page's look: the shop's tokens (red primary, 450 px column, 44 px targets), inline
 * because the page is one HTML answer (the CSP allows inline styles, never inline scripts).
 */
export const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f5f7;color:#1d2129;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
main{max-width:450px;margin:0 auto;padding:16px}
.brand{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 12px}
.brand h1{margin:0;font-size:1.125rem}
.tag{padding:2px 8px;border-radius:999px;background:#fff4d6;color:#7a4b00;font-size:.75rem;font-weight:700;white-space:nowrap}
.card{background:#fff;border:1px solid #dfe1e6;border-radius:16px;box-shadow:0 1px 2px rgb(16 18 22 / 12%);padding:20px 16px}
.wallet{margin:0;color:#5c6370;font-size:.875rem}
.wallet strong{display:block;color:#1d2129;font-size:1.125rem}
.amount{margin:16px 0;padding:12px;border-radius:12px;background:#fdecee;text-align:center}
.amount span{display:block;color:#5c6370;font-size:.875rem}
.amount strong{display:block;color:#b00218;font-size:2rem;line-height:1.2}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0}
dt{color:#5c6370}
dd{margin:0;text-align:right;font-weight:700;overflow-wrap:anywhere}
.status-paid{color:#146c2e}.status-failed,.status-expired{color:#b00218}
form,.back{display:grid;gap:12px;margin-top:20px}
button,.back a{min-height:48px;border-radius:12px;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;display:flex;align-items:center;justify-content:center}
.pay{border:0;background:#d0021b;color:#fff}
.cancel{border:1px solid #b9bec7;background:#fff;color:#1d2129}
.back a{background:#d0021b;color:#fff}
button:focus-visible,.back a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.note{margin:16px 0 0;color:#5c6370;font-size:.875rem;text-align:center}
`;

export type SandboxPayPageInput = {
  id: string;
  amount: number;
  /** The wallet's name as the customer knows it ('Ví MoMo'), never the raw method id. */
  walletName: string;
  /** What is paid: 'Nạp tiền vào tài khoản VeSo', 'Thanh toán đơn hàng #12'. */
  purpose: string;
  status: string;
  /** Where "Quay lại VeSo" leads once the payment is settled. */
  returnUrl: string;
};

/**
 * The sandbox gateway's hosted page, as a wallet's payment page looks: the wallet's name,
 * what is paid, the amount in the house format (1.250.000đ), and Pay / Cancel as plain
 * form posts (no script at all, so the CSP's `script-src 'self'` holds). In Vietnamese,
 * at 360 px, with 48 px buttons.
 */
export function sandboxPayPage(payment: SandboxPayPageInput): string {
  const id = escapeHtml(encodeURIComponent(payment.id));
  const amount = escapeHtml(formatMoney(payment.amount));
  const status = STATUS_TEXT[payment.status] ?? 'Không xác định';
  const actions =
    payment.status === 'pending'
      ? `<form method="post" action="/sandbox/pay/${id}">
  <button type="submit" name="action" value="pay" class="pay">Thanh toán ${amount}</button>
  <button type="submit" name="action" value="cancel" class="cancel">Huỷ giao dịch</button>
</form>`
      : `<p class="back"><a href="${escapeHtml(payment.returnUrl)}">Quay lại VeSo</a></p>`;
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(payment.walletName)} - Cổng thanh toán thử nghiệm</title>
<style>${STYLE}</style></head>
<body>
<main>
<header class="brand">
  <h1>Cổng thanh toán thử nghiệm</h1>
  <span class="tag">Thử nghiệm</span>
</header>
<section class="card" aria-label="Thông tin thanh toán">
  <p class="wallet">Thanh toán bằng<strong data-testid="wallet">${escapeHtml(payment.walletName)}</strong></p>
  <p class="amount"><span>Số tiền</span><strong data-testid="amount">${amount}</strong></p>
  <dl>
    <dt>Đơn vị nhận</dt><dd>VeSo</dd>
    <dt>Nội dung</dt><dd data-testid="purpose">${escapeHtml(payment.purpose)}</dd>
    <dt>Trạng thái</dt><dd data-testid="status" class="status-${escapeHtml(payment.status)}">${escapeHtml(status)}</dd>
  </dl>
  ${actions}
</section>
<p class="note">Môi trường thử nghiệm: không có tiền thật được chuyển.</p>
</main>
</body>
</html>`;
}
