import { ok, type ContentKey } from '@veso/contract';
import { contentApi } from '@veso/contract/endpoints/content.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { route } from '../../http/endpoint';
import { sessionOf } from '../session';
import { getContent, listSupportRequests, sendSupportRequest, webviewSystem } from './service';

/** The plain content reads: the endpoint and the stored key it answers. */
const CONTENT_READS = [
  [contentApi.banner, 'banner'],
  [contentApi.linkKeno, 'link_keno'],
  [contentApi.bank, 'bank'],
  [contentApi.policy, 'policy'],
  [contentApi.detail, 'detail'],
  [contentApi.playGuide, 'play_guild'],
  [contentApi.termsOfUse, 'terms_of_use'],
  [contentApi.videoHelp, 'video_help'],
] as const satisfies readonly (readonly [unknown, ContentKey])[];

/**
 * Operator-managed content and support requests under `/api` (spec §7 Configuration, the
 * webview's `get_banner` and system config). Content answers what `veso content load`
 * stored last (the shipped defaults after the seed).
 */
export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  for (const [endpoint, key] of CONTENT_READS) {
    route(app, endpoint, async (request) => ok(await getContent(deps.db.orm, key, request.log)));
  }

  route(app, contentApi.webviewBanner, async (request) =>
    ok(await getContent(deps.db.orm, 'webview_banner', request.log)),
  );

  route(app, contentApi.webviewSystem, async (request) =>
    ok(await webviewSystem(deps, request.log)),
  );

  route(app, contentApi.sendSupportRequest, async (request) => {
    const session = sessionOf(request);
    return ok(await sendSupportRequest(deps, session, request.body));
  });

  route(app, contentApi.supportRequests, async (request) => {
    const session = sessionOf(request);
    return ok(await listSupportRequests(deps.db.orm, session.accountId, request.query));
  });
};
