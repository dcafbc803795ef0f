import { createContext, useContext } from 'react';
import type { SessionBootstrap } from '@veso/shop-core';

/** One entry of the drawer's page list, given by the shell. */
export type MenuEntry = {
  /** Vietnamese label, e.g. 'Hướng dẫn'. */
  label: string;
  /** Path inside the app (the router adds the basename), may carry a query: '/?tab=1'. */
  to: string;
  /**
   * 'unreadNotifications': the entry shows the signed-in customer's unread notifications
   * (a badge, the count in its accessible name), and so does the menu button.
   */
  badge?: 'unreadNotifications';
};

/** How a shell signs people in; the only thing besides the menu that differs between shells. */
export type ShopAuth = {
  /** Reads the session before the first render (cookies, signed query parameters). */
  bootstrap: () => SessionBootstrap;
  /** The session token the api-client sends as `x-access-token`. */
  getToken: () => string | undefined;
  /** Whether the drawer offers 'Đăng xuất' (hidden in the webview). */
  canSignOut: boolean;
};

/** What the shell-specific parts of the shop read, plus seams for tests and stories. */
export type ShopContextValue = {
  menu: readonly MenuEntry[];
  canSignOut: boolean;
  /** Reloads the page (after a failed chunk load). */
  reload: () => void;
  /** The host the domain-change notice compares with the configured old host. */
  host: string;
  /** The wallet webview shell (spec §2 embedded routes): its 404 and home tabs. */
  embedded: boolean;
};

function reloadPage(): void {
  window.location.reload();
}

export const defaultShopContext: ShopContextValue = {
  menu: [],
  canSignOut: true,
  reload: reloadPage,
  host: typeof window === 'undefined' ? '' : window.location.host,
  embedded: false,
};

export const ShopContext = createContext<ShopContextValue>(defaultShopContext);

/** The shell's menu and auth settings, and the shop's environment seams. */
export function useShopContext(): ShopContextValue {
  return useContext(ShopContext);
}
