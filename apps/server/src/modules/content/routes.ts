import {
  bankListSchema,
  bannerListSchema,
  contentDocumentSchema,
  contentPaths,
  helpVideoListSchema,
  linkKenoSchema,
  ok,
  playGuideListSchema,
  sendSupportRequestBodySchema,
  supportRequestListSchema,
  supportRequestSchema,
  supportRequestsQuerySchema,
  webviewBannerQuerySchema,
  webviewSystemSchema,
  type ContentKey,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleOptions } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { sessionOf } from '../session';
import { getContent, listSupportRequests, sendSupportRequest, webviewSystem } from './service';

const TAGS = ['content'];

/** The plain content reads: path, stored key, answer schema, summary. */
const CONTENT_READS: readonly {
  path: string;
  key: ContentKey;
  schema: z.ZodType;
  summary: string;
}[] = [
  {
    path: contentPaths.banner,
    key: 'banner',
    schema: bannerListSchema,
    summary: 'Home banners (`items`)',
  },
  {
    path: contentPaths.linkKeno,
    key: 'link_keno',
    schema: linkKenoSchema,
    summary: 'Where to watch the Keno draw live',
  },
  {
    path: contentPaths.bank,
    key: 'bank',
    schema: bankListSchema,
    summary: 'Banks (code, VietQR BIN, names)',
  },
  {
    path: contentPaths.policy,
    key: 'policy',
    schema: contentDocumentSchema,
    summary: 'The policy document',
  },
  {
    path: contentPaths.detail,
    key: 'detail',
    schema: contentDocumentSchema,
    summary: 'The detailed service rules',
  },
  {
    path: contentPaths.playGuide,
    key: 'play_guild',
    schema: playGuideListSchema,
    summary: 'Play guides: Loto 2/3/5, 6x36, northern lottery',
  },
  {
    path: contentPaths.termsOfUse,
    key: 'terms_of_use',
    schema: contentDocumentSchema,
    summary: 'The terms of use',
  },
  {
    path: contentPaths.videoHelp,
    key: 'video_help',
    schema: helpVideoListSchema,
    summary: 'Help videos',
  },
];

/**
 * Operator-managed content and support requests under `/api` (spec §7 Configuration, the
 * webview's `get_banner` and system config). Content answers what `veso content load`
 * stored last (the shipped defaults after the seed).
 */
export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  for (const read of CONTENT_READS) {
    app.get(
      read.path,
      {
        schema: {
          tags: TAGS,
          summary: read.summary,
          response: envelopeResponses(read.schema),
        },
      },
      async (request) => ok(await getContent(deps.db.orm, read.key, request.log)),
    );
  }

  app.get(
    contentPaths.webviewBanner,
    {
      schema: {
        tags: TAGS,
        summary: 'The webview’s banners (get_banner: channel WEBVIEW, transid, payment_vendor 1)',
        querystring: webviewBannerQuerySchema,
        response: envelopeResponses(bannerListSchema),
      },
    },
    async (request) => ok(await getContent(deps.db.orm, 'webview_banner', request.log)),
  );

  app.get(
    contentPaths.webviewSystem,
    {
      schema: {
        tags: TAGS,
        summary: 'System config: support phone, e-mail and hours, maintenance notice',
        response: envelopeResponses(webviewSystemSchema),
      },
    },
    async (request) => ok(await webviewSystem(deps, request.log)),
  );

  app.post(
    contentPaths.sendSupportRequest,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'File a support request (session; requestId idempotent)',
        body: sendSupportRequestBodySchema,
        response: envelopeResponses(supportRequestSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await sendSupportRequest(deps, session, request.body));
    },
  );

  app.get(
    contentPaths.supportRequests,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer’s support requests, newest first, with the answers',
        querystring: supportRequestsQuerySchema,
        response: envelopeResponses(supportRequestListSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await listSupportRequests(deps.db.orm, session.accountId, request.query));
    },
  );
};
