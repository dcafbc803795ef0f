// Tokens, reset and focus ring. Imported here explicitly: a bundler drops the kit's own
// side-effect import from its barrel when only named exports are used.
import '@veso/ui-kit/global.css';
import { ThemeRoot } from '@veso/ui-kit';
import { Outlet } from 'react-router';
import { PrivateModeGate } from '../private-gate/private-mode-gate';
import { DomainNotice } from '../popups/domain-notice';
import { ToastHost } from '../toasts/toast-host';

/** The root route's element: the app frame, the private-mode gate, popups and toasts. */
export function ShopRoot() {
  return (
    <PrivateModeGate>
      <ThemeRoot>
        <Outlet />
        <DomainNotice />
        <ToastHost />
      </ThemeRoot>
    </PrivateModeGate>
  );
}
