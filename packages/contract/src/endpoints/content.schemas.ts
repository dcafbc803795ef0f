import {
  bannerListSchema,
  contentDocumentSchema,
  helpVideoListSchema,
  linkKenoSchema,
  playGuideListSchema,
  sendSupportRequestBodySchema,
  supportRequestListSchema,
  supportRequestSchema,
  supportRequestsQuerySchema,
  webviewBannerQuerySchema,
  webviewSystemSchema,
} from '../content';
import { bindEndpoints } from '../endpoint';
import { bankListSchema } from '../withdraw';
import { contentEndpoints } from './content';

/** The shapes of each content operation (server side: zod). */
export const contentSchemas = {
  banner: { response: bannerListSchema },
  linkKeno: { response: linkKenoSchema },
  bank: { response: bankListSchema },
  policy: { response: contentDocumentSchema },
  detail: { response: contentDocumentSchema },
  playGuide: { response: playGuideListSchema },
  termsOfUse: { response: contentDocumentSchema },
  videoHelp: { response: helpVideoListSchema },
  webviewBanner: { query: webviewBannerQuerySchema, response: bannerListSchema },
  webviewSystem: { response: webviewSystemSchema },
  sendSupportRequest: { body: sendSupportRequestBodySchema, response: supportRequestSchema },
  supportRequests: { query: supportRequestsQuerySchema, response: supportRequestListSchema },
};
export type ContentSchemas = typeof contentSchemas;

/** The content operations with their schemas: what the server registers. */
export const contentApi = bindEndpoints(contentEndpoints, contentSchemas);
