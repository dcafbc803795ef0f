import type { ReactNode } from 'react';
import { Workbox, messageSW } from 'workbox-window';
import { ASK_OFFLINE_STATE } from './protocol';
import type { OfflineStateReply } from './protocol';
import { PwaBar } from './pwa-bar';
import { createPwaStatus } from './pwa-status';
import type { PwaStatus } from './pwa-status';

export type InstalledAppOptions = {
  /** The service worker script, at the shell's root so its scope is the whole shell. */
  scriptUrl: string;
  /** Renders the bar in its own root: `@veso/shop`'s `mountIsland` (the page's React DOM). */
  render: (container: Element, node: ReactNode) => void;
};

/**
 * Makes the web shell an installed app, after the page has loaded: registers the
 * service worker, shows the offline mark and the new-release prompt in their own root.
 *
 * Releases: the first worker takes over at once. A new release installs in the
 * background and waits; the bar offers "Cập nhật", which lets it take over, and every
 * open tab reloads when its worker changes — so a page never mixes the files of two
 * releases (until then, the old worker keeps serving the old release's files).
 */
export function startInstalledApp({ scriptUrl, render }: InstalledAppOptions): PwaStatus | null {
  if (!('serviceWorker' in navigator)) return null;
  const status = createPwaStatus(navigator.onLine);
  window.addEventListener('online', () => status.setOnline(true));
  window.addEventListener('offline', () => status.setOnline(false));

  const container = document.createElement('div');
  document.body.append(container);

  const worker = new Workbox(scriptUrl, { scope: '/' });
  render(container, <PwaBar status={status} onUpdate={() => worker.messageSkipWaiting()} />);

  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (event: MessageEvent) => status.onWorkerMessage(event.data));
  // A page served by a worker reloads when another one takes over (this tab's or another
  // tab's "Cập nhật"); the first worker taking over an uncontrolled page changes nothing.
  let controlled = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  worker.addEventListener('waiting', () => status.setUpdateReady(true));

  // The page may have been shown offline copies before this ran: ask the worker.
  if (sw.controller) {
    void messageSW(sw.controller, { type: ASK_OFFLINE_STATE })
      .then((reply) => {
        const { savedAt } = reply as OfflineStateReply;
        if (savedAt !== null) status.copyShown(savedAt);
      })
      .catch(() => {});
  }
  // A browser or webview that refuses service workers keeps the online shop as it is.
  void worker.register().catch(() => undefined);
  return status;
}
