import { coercedInt4, z, extensionInstant, lenientInt, INT4_MAX } from './zod';
import { requestIdSchema } from './auth';
import { bankListSchema } from './withdraw';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
  WEBVIEW_CHANNEL,
} from './content-paths';

/** The content and support schemas; their paths, labels and rules are in `content-paths.ts`. */

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

/** The webview's `get_banner` query (spec §7): channel WEBVIEW, transid, payment_vendor 1. */
export const webviewBannerQuerySchema = z.object({
  channel: z.literal(WEBVIEW_CHANNEL),
  transid: z.string().trim().min(1).max(64),
  payment_vendor: coercedInt4().pipe(z.literal(1)),
});

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

/** `POST /customer/send_support_request`; the rules are `supportRequestProblem`'s (`content-paths.ts`). */
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
  createdAt: extensionInstant(),
  repliedAt: extensionInstant().nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestsQuerySchema = z.object({
  page_index: lenientInt(1, INT4_MAX, 1),
  page_size: lenientInt(1, 50, 20),
});
export type SupportRequestsQuery = { page_index?: number; page_size?: number };

export const supportRequestListSchema = z.object({
  items: z.array(supportRequestSchema),
  total: z.number().int(),
  page_index: z.number().int(),
  page_size: z.number().int(),
});
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;
