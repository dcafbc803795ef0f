// Tokens, reset and focus ring. Imported here explicitly: a bundler drops the kit's own
// side-effect import from its barrel when only named exports are used.
import '@veso/ui-kit/global.css';
import { ThemeRoot } from '@veso/ui-kit';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { lazyIsland } from '../data/data-island';
import { useShopFrame } from '../frame/frame-context';
import { markInteractive } from '../frame/interactive-mark';
import { ShopPopups } from '../popups/shop-popups';
import { PrivateModeGate } from '../private-gate/private-mode-gate';

const ToastHost = lazyIsland(() => import('../toasts/toast-host').then((m) => m.ToastHost));

/**
 * The root route's element: the app frame, the private-mode gate, popups and toasts.
 * Once the first route has committed, the page is interactive: it says so with a
 * performance mark and starts loading the data layer when the browser is idle.
 */
export function ShopRoot() {
  const { data, onHydrated } = useShopFrame();
  useEffect(() => {
    markInteractive();
    onHydrated?.();
    return data.startWhenIdle();
  }, [data, onHydrated]);
  return (
    <PrivateModeGate>
      <ThemeRoot>
        <Outlet />
        <ShopPopups />
        <ToastHost />
      </ThemeRoot>
    </PrivateModeGate>
  );
}
