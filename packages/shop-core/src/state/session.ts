import type { EmbedParams } from '../cookies/cookies';

// Kept apart from the slice (no Redux Toolkit here): the shop's frame reads the session
// from the shell's bootstrap before the store exists.

/**
 * Who is using the shop. `signedIn` is true with a session (web) or, in the webview,
 * once the server has verified the signed parameters; `embed` alone does not sign in.
 */
export type SessionState = {
  signedIn: boolean;
  accountId: string | null;
  embed: boolean;
  embedParams: EmbedParams | null;
};

/** What a shell's auth bootstrap reads before the first render. */
export type SessionBootstrap = Partial<SessionState>;

export const initialSessionState: SessionState = {
  signedIn: false,
  accountId: null,
  embed: false,
  embedParams: null,
};

/** The session state a bootstrap describes, on top of the signed-out defaults. */
export function sessionFromBootstrap(bootstrap: SessionBootstrap): SessionState {
  return { ...initialSessionState, ...bootstrap };
}
