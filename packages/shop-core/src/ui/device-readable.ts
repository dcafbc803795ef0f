import { useRendersServerMarkup } from '../ssr/use-server-markup';

/**
 * False while a server-rendered page is hydrated (the server could not read this device's
 * storage, so the first render must not either), true otherwise: a part showing what the
 * device keeps (favourites) reads it once this turns true.
 */
export function useDeviceReadable(): boolean {
  return !useRendersServerMarkup();
}
