import { useContext } from 'react';
import type { ReactNode } from 'react';
import { ServerRenderContext } from '../ssr/server-render-context';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HOME_PATH, HOME_TAB_PARAM, HOME_TAB_VALUE, LOGIN_PATH } from '../constants';
import { useAppSelector } from '../hooks/store-hooks';
import { selectIsEmbed, selectIsSignedIn } from '../state/session-slice';

/** Where `from` came from, kept in the navigation state so login can send the customer back. */
export type GuardRedirectState = { from: string };

/** The webview's home: `/` with the current query plus `tab=1` (spec §2). */
export function embedHomePath(search: string): string {
  const params = new URLSearchParams(search);
  params.set(HOME_TAB_PARAM, HOME_TAB_VALUE);
  return `${HOME_PATH}?${params.toString()}`;
}

type GuardProps = { children?: ReactNode };

/** Authenticated-only: sends a signed-out visitor to the login page. */
export function RequireAuth({ children }: GuardProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const server = useContext(ServerRenderContext);
  if (!signedIn) {
    server?.personal();
    const state: GuardRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Not-authenticated only (login, register): sends a signed-in customer home. */
export function RequireGuest({ children }: GuardProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const embed = useAppSelector(selectIsEmbed);
  const location = useLocation();
  // The server renders signed out: whether this page stays is the browser's to decide.
  useContext(ServerRenderContext)?.personal();
  if (signedIn) {
    return <Navigate to={embed ? embedHomePath(location.search) : HOME_PATH} replace />;
  }
  return children ?? <Outlet />;
}
