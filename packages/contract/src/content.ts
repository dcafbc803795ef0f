import { coercedInt4, z } from './zod';
import { requestIdSchema } from './auth';
import { bankListSchema } from './withdraw';

/**
 * Operator-managed content (spec §7 Configuration, the embed's `get_banner` and
 * `/api/webview/config/system`) and the customers' support requests (`/lien-he`). Paths
 * are relative to the main base (`/api`); the webview's system config keeps the spec's own
 * `/api/webview/...` below it, like the other webview calls (`/core/api/webview/...`).
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
  webviewSystem: '/api/webview/config/system',
  /** Files a support request of the signed-in customer (requestId idempotent). */
  sendSupportRequest: '/customer/send_support_request',
  /** The signed-in customer's support requests, newest first. */
  supportRequests: '/customer/get_support_requests',
} as const;

/** A path inside the app (`/keno`) or an https address. */
const linkSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, 'an app path (/…) or an https:// address');

/** An image: a file the server serves (`/static/…`) or an https address. */
const imageSchema = linkSchema;

/** One home banner. */
export const bannerSchema = z.object({
  id: z.string().trim().min(1).max(64),
  image: imageSchema,
  title: z.string().trim().min(1).max(200),
  /** Where tapping the banner goes. */
  link: linkSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

/** `GET /config/banner` and the webview's `get_banner`. */
export const bannerListSchema = z.object({ items: z.array(bannerSchema).max(20) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** `GET /config/link_keno`: where to watch the Keno draw live. */
export const linkKenoSchema = z.object({
  title: z.string().trim().min(1).max(200),
  link: linkSchema,
  description: z.string().trim().max(1000),
});
export type LinkKeno = z.infer<typeof linkKenoSchema>;

/** One section of a document: a heading and its numbered clauses. */
export const documentSectionSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/),
  title: z.string().trim().min(1).max(200),
  clauses: z.array(z.string().trim().min(1).max(4000)).min(1).max(50),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

/** A text document: policy, detailed rules, terms of use. */
export const contentDocumentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** When the text was last changed, DD/MM/YYYY (spec §1 date format). */
  updatedAt: z
    .string()
    .trim()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/),
  intro: z.string().trim().max(2000),
  sections: z.array(documentSectionSchema).min(1).max(50),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** One play guide (spec §2 Guides): id, image, title, draw schedule text, video link, description. */
export const playGuideSchema = z.object({
  /** The catalogue product it explains (`loto2`, `dientoan636`, `xsmb`…). */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{1,32}$/),
  image: imageSchema,
  title: z.string().trim().min(1).max(200),
  drawSchedule: z.string().trim().min(1).max(500),
  videoLink: linkSchema,
  description: z.string().trim().min(1).max(4000),
});
export type PlayGuide = z.infer<typeof playGuideSchema>;

/** `GET /config/file/play_guild`. */
export const playGuideListSchema = z.object({ items: z.array(playGuideSchema).max(50) });
export type PlayGuideList = z.infer<typeof playGuideListSchema>;

/** One help video. */
export const helpVideoSchema = z.object({
  id: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(200),
  videoLink: linkSchema,
  description: z.string().trim().max(1000),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;

/** `GET /customer/video_help`. */
export const helpVideoListSchema = z.object({ items: z.array(helpVideoSchema).max(50) });
export type HelpVideoList = z.infer<typeof helpVideoListSchema>;

/** Spec §9: the channel of banner calls. */
export const WEBVIEW_CHANNEL = 'WEBVIEW';

/** The webview's `get_banner` query (spec §7): channel WEBVIEW, transid, payment_vendor 1. */
export const webviewBannerQuerySchema = z.object({
  channel: z.literal(WEBVIEW_CHANNEL),
  transid: z.string().trim().min(1).max(64),
  payment_vendor: coercedInt4().pipe(z.literal(1)),
});
export type WebviewBannerQuery = z.infer<typeof webviewBannerQuerySchema>;

/** The support contact and maintenance notice as the operator stores them. */
export const systemContentSchema = z.object({
  supportEmail: z.email().max(200),
  /** Opening hours of the hotline, as shown: 'Từ 8:00 đến 22:00 hằng ngày'. */
  supportHours: z.string().trim().min(1).max(200),
  maintenance: z.object({
    active: z.boolean(),
    message: z.string().trim().max(500),
  }),
});
export type SystemContent = z.infer<typeof systemContentSchema>;

/** `GET /api/webview/config/system`: the stored system content plus the support phone (spec §9). */
export const webviewSystemSchema = systemContentSchema.extend({
  supportPhone: z.string(),
});
export type WebviewSystem = z.infer<typeof webviewSystemSchema>;

/**
 * What `veso content load` accepts, by key: each file `<key>.json` holds the value. The
 * keys are the stored rows; the banks list is `/config/bank`'s answer.
 */
export const CONTENT_SCHEMAS = {
  banner: bannerListSchema,
  link_keno: linkKenoSchema,
  bank: bankListSchema,
  policy: contentDocumentSchema,
  detail: contentDocumentSchema,
  play_guild: playGuideListSchema,
  terms_of_use: contentDocumentSchema,
  video_help: helpVideoListSchema,
  webview_banner: bannerListSchema,
  system: systemContentSchema,
} as const;
export type ContentKey = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_KEYS = Object.keys(CONTENT_SCHEMAS) as ContentKey[];

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

/** `POST /customer/send_support_request`; the rules are {@link supportRequestProblem}'s. */
export const sendSupportRequestBodySchema = z.object({
  requestId: requestIdSchema,
  topic: z.string().max(32),
  message: z.string().max(SUPPORT_MESSAGE_MAX * 2),
  /** The order it is about, when there is one. */
  orderId: coercedInt4().positive().optional(),
});
export type SendSupportRequestBody = {
  requestId: string;
  topic: string;
  message: string;
  orderId?: number;
};

export const supportRequestSchema = z.object({
  id: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  orderId: z.number().int().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  statusLabel: z.string(),
  /** The support team's answer, once there is one. */
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestsQuerySchema = z.object({
  page_index: coercedInt4().min(1).catch(1).default(1),
  page_size: coercedInt4().min(1).max(50).catch(20).default(20),
});
export type SupportRequestsQuery = { page_index?: number; page_size?: number };

export const supportRequestListSchema = z.object({
  items: z.array(supportRequestSchema),
  total: z.number().int(),
  page_index: z.number().int(),
  page_size: z.number().int(),
});
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;
