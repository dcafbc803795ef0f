import { formatMoney } from '@veso/domain';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Đã huỷ',
  expired: 'Đã hết hạn',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The sandbox gateway's hosted page: amount, merchant and method, with Pay and Cancel as
 * plain form posts (no script at all, so the CSP's `script-src 'self'` holds).
 */
export function sandboxPayPage(payment: {
  id: string;
  amount: number;
  method: string;
  status: string;
  /** Where "Quay lại VeSo" leads once the payment is settled. */
  returnUrl: string;
}): string {
  const id = escapeHtml(encodeURIComponent(payment.id));
  const actions =
    payment.status === 'pending'
      ? `<form method="post" action="/sandbox/pay/${id}">
  <button type="submit" name="action" value="pay">Thanh toán</button>
  <button type="submit" name="action" value="cancel">Huỷ</button>
</form>`
      : `<p><a href="${escapeHtml(payment.returnUrl)}">Quay lại VeSo</a></p>`;
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cổng thanh toán thử nghiệm</title></head>
<body>
<main>
<h1>Cổng thanh toán thử nghiệm</h1>
<dl>
  <dt>Đơn vị nhận</dt><dd>VeSo</dd>
  <dt>Phương thức</dt><dd>${escapeHtml(payment.method)}</dd>
  <dt>Số tiền</dt><dd data-testid="amount">${escapeHtml(formatMoney(payment.amount))}</dd>
  <dt>Trạng thái</dt><dd data-testid="status">${escapeHtml(STATUS_TEXT[payment.status] ?? payment.status)}</dd>
</dl>
${actions}
</main>
</body>
</html>`;
}
