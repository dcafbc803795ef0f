import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { ServerRenderContext } from '@veso/shop-core';
import type { DataLayer } from '../data/data-layer';
import type { DataLayerLoader } from '../data/data-layer-loader';
import type { FrameState, FrameStore } from './frame-store';

/** What the frame of one shop reads: its state and its (lazily loaded) data layer. */
export type ShopFrame = {
  frame: FrameStore;
  data: DataLayerLoader;
  /** A server-rendered page: called once its markup is hydrated (the customer's state comes in). */
  onHydrated?: () => void;
};

export const FrameContext = createContext<ShopFrame | null>(null);

/** The frame of the shop around the caller. */
export function useShopFrame(): ShopFrame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('@veso/shop: render inside ShopView (no FrameContext).');
  return frame;
}

/** The frame state (session, page title, loading), from the store once it exists. */
export function useFrameState(): FrameState {
  const { frame } = useShopFrame();
  return useSyncExternalStore(frame.subscribe, frame.getState, frame.getState);
}

const SITE_NAME = 'VeSo';

function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the header and document titles from a frame screen (no store needed); they go
 * when the screen goes, unless another screen has set its own since.
 */
export function useFrameTitle(title: string): void {
  const { frame } = useShopFrame();
  // On the server (where no effect runs) the title goes into the page's HTML.
  useContext(ServerRenderContext)?.title(title);
  useEffect(() => {
    frame.setPageTitle(title);
    document.title = documentTitle(title);
    return () => {
      if (frame.getState().pageTitle === title) frame.setPageTitle('');
      if (document.title === documentTitle(title)) document.title = documentTitle('');
    };
  }, [frame, title]);
}

/**
 * The data layer once it is ready, null before. Its arrival re-renders the islands in a
 * transition: React renders them in short slices, never one long task after first paint.
 */
export function useDataLayer(): DataLayer | null {
  const { data } = useShopFrame();
  const [layer, setLayer] = useState(data.current);
  useEffect(() => {
    const update = () => {
      const ready = data.current();
      if (ready) startTransition(() => setLayer(ready));
    };
    // It may have arrived between this render and the subscription.
    update();
    return data.subscribe(update);
  }, [data]);
  return layer;
}
