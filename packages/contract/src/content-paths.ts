// No zod here: a browser imports these values (see the package README).

/**
 * Operator-managed content (spec §7 Configuration, the embed's `get_banner` and
 * `/api/webview/config/system`) and the customers' support requests (`/lien-he`). Paths
 * are relative to the main base (`/api`): the spec writes the webview's system config with
 * that base (`/api/webview/config/system`), so it is `/webview/config/system` here.
 *
 * Every content answer is what the operator last loaded (`veso content load`), the
 * project's shipped defaults until then. Errors: bad input answers code 14 with a
 * Vietnamese message; the support calls need a session (5, 6, 10).
 */
export const contentPaths = {
  /** Home banners; the answer is `{ items }` (the spec's `data.data.items` of the body). */
  banner: '/config/banner',
  /** Where the Keno live draw is watched. */
  linkKeno: '/config/link_keno',
  /** Banks (code, VietQR BIN, names); the same list the top-up screens read. */
  bank: '/config/bank',
  /** The policy document (`/chinh-sach`, `/policy`). */
  policy: '/config/file/policy',
  /** The detailed service rules, shown below the policy. */
  detail: '/config/file/detail',
  /** The play guides of spec §2: Loto 2/3/5, 6x36 and the northern lottery (the spec's spelling). */
  playGuide: '/config/file/play_guild',
  /** The terms of use (`/dieu-khoan-chinh-sach`). */
  termsOfUse: '/customer/get_terms_of_use',
  /** Help videos (registering, topping up, buying, withdrawing). */
  videoHelp: '/customer/video_help',
  /** The webview's banners (query channel WEBVIEW, transid, payment_vendor 1). */
  webviewBanner: '/core/api/webview/config/get_banner',
  /** The webview's system config: support contact, maintenance notice. */
  webviewSystem: '/webview/config/system',
  /** Files a support request of the signed-in customer (requestId idempotent). */
  sendSupportRequest: '/customer/send_support_request',
  /** The signed-in customer's support requests, newest first. */
  supportRequests: '/customer/get_support_requests',
} as const;

/** Spec §9: the channel of banner calls. */
export const WEBVIEW_CHANNEL = 'WEBVIEW';

/** What a support request is about. */
export const SUPPORT_TOPICS = ['order', 'payment', 'prize', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: 'Đơn hàng, vé',
  payment: 'Nạp tiền, thanh toán',
  prize: 'Trúng thưởng, rút tiền',
  account: 'Tài khoản',
  other: 'Khác',
};

/** open: waiting for the support team; answered: they replied; closed: done. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Đang xử lý',
  answered: 'Đã phản hồi',
  closed: 'Đã đóng',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

/**
 * Refusals of a support request (code 14). The empty and too-short texts follow the spec §5
 * generic helpers; the others are ours.
 */
export const SupportMessages = {
  topic: 'Vui lòng chọn chủ đề cần hỗ trợ',
  empty: 'Nội dung yêu cầu: Không được để trống.',
  tooShort: `Nội dung yêu cầu không được ít hơn ${SUPPORT_MESSAGE_MIN} ký tự.`,
  tooLong: `Nội dung yêu cầu không được nhiều hơn ${SUPPORT_MESSAGE_MAX} ký tự.`,
} as const;

/** The Vietnamese refusal of a support request's fields, or null when they are acceptable. */
export function supportRequestProblem(input: { topic: string; message: string }): string | null {
  if (!(SUPPORT_TOPICS as readonly string[]).includes(input.topic)) return SupportMessages.topic;
  const text = input.message.trim();
  if (text.length === 0) return SupportMessages.empty;
  if (text.length < SUPPORT_MESSAGE_MIN) return SupportMessages.tooShort;
  if (text.length > SUPPORT_MESSAGE_MAX) return SupportMessages.tooLong;
  return null;
}
