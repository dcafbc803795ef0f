import { useRendersServerMarkup } from '@veso/shop-core';
import { useEffect, useState } from 'react';
import { useShopFrame } from '../frame/frame-context';

/** Spec §2: the default layout's overlay ends about 1 s after mount. */
export const DEFAULT_LAYOUT_OVERLAY_MS = 1000;
/** Spec §2: the login layout's overlay ends about 2 s after mount. */
export const LOGIN_LAYOUT_OVERLAY_MS = 2000;

/**
 * Shows the loading overlay for `durationMs` after mount, then marks the app loaded. A
 * page the server rendered shows its content at once: no overlay over it (neither in the
 * server's markup nor after hydration), the app marked loaded once hydrated.
 */
export function useOpeningOverlay(durationMs: number): boolean {
  const { frame } = useShopFrame();
  const serverMarkup = useRendersServerMarkup();
  const [visible, setVisible] = useState(durationMs > 0 && !serverMarkup);
  useEffect(() => {
    if (!visible) {
      frame.setLoading(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      setVisible(false);
      frame.setLoading(false);
    }, durationMs);
    return () => clearTimeout(timer);
  }, [frame, durationMs, visible]);
  return visible;
}
