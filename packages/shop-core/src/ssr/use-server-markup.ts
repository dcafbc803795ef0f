import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while the caller renders the server's markup: on the server, and in the browser
 * while React hydrates that markup (React's server snapshot); false otherwise, and from the
 * re-render React makes right after hydration.
 */
export function useRendersServerMarkup(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
