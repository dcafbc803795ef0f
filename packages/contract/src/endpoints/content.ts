// No zod here at run time: a browser imports these values (see the package README).
import { contentPaths } from '../content-paths';
import { defineEndpoints } from '../endpoint';
import type { ContentSchemas } from './content.schemas';

const tags = ['content'];

/**
 * Operator-managed content and support requests (spec §7 Configuration, the webview's
 * `get_banner` and system config), under the main base.
 */
export const contentEndpoints = defineEndpoints<ContentSchemas>()({
  banner: {
    method: 'GET',
    base: 'main',
    path: contentPaths.banner,
    session: 'none',
    tags,
    summary: 'Home banners (`items`)',
  },
  linkKeno: {
    method: 'GET',
    base: 'main',
    path: contentPaths.linkKeno,
    session: 'none',
    tags,
    summary: 'Where to watch the Keno draw live',
  },
  bank: {
    method: 'GET',
    base: 'main',
    path: contentPaths.bank,
    session: 'none',
    tags,
    summary: 'Banks (code, VietQR BIN, names)',
  },
  policy: {
    method: 'GET',
    base: 'main',
    path: contentPaths.policy,
    session: 'none',
    tags,
    summary: 'The policy document',
  },
  detail: {
    method: 'GET',
    base: 'main',
    path: contentPaths.detail,
    session: 'none',
    tags,
    summary: 'The detailed service rules',
  },
  playGuide: {
    method: 'GET',
    base: 'main',
    path: contentPaths.playGuide,
    session: 'none',
    tags,
    summary: 'Play guides: Loto 2/3/5, 6x36, northern lottery',
  },
  termsOfUse: {
    method: 'GET',
    base: 'main',
    path: contentPaths.termsOfUse,
    session: 'none',
    tags,
    summary: 'The terms of use',
  },
  videoHelp: {
    method: 'GET',
    base: 'main',
    path: contentPaths.videoHelp,
    session: 'none',
    tags,
    summary: 'Help videos',
  },
  webviewBanner: {
    method: 'GET',
    base: 'main',
    path: contentPaths.webviewBanner,
    session: 'none',
    tags,
    summary: 'The webview’s banners (get_banner: channel WEBVIEW, transid, payment_vendor 1)',
  },
  webviewSystem: {
    method: 'GET',
    base: 'main',
    path: contentPaths.webviewSystem,
    session: 'none',
    tags,
    summary: 'System config: support phone, e-mail and hours, maintenance notice',
  },
  sendSupportRequest: {
    method: 'POST',
    base: 'main',
    path: contentPaths.sendSupportRequest,
    session: 'required',
    tags,
    summary: 'File a support request (session; requestId idempotent)',
  },
  supportRequests: {
    method: 'GET',
    base: 'main',
    path: contentPaths.supportRequests,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s support requests, newest first, with the answers',
  },
});
