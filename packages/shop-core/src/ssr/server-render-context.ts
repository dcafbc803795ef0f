import { createContext } from 'react';

/** What a page tells the server renderer while it renders (see `@veso/shop/server`). */
export type ServerRender = {
  /**
   * The page depends on who is there (behind `RequireAuth` or `RequireGuest`): the server
   * renders every page signed out, so the browser renders this one itself (with the
   * session) instead of hydrating a redirect.
   */
  personal: () => void;
  /** The page's title, for the header and the document title of the server's HTML. */
  title: (title: string) => void;
};

/** Set by the server renderer only; null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);
