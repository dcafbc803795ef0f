import { SANDBOX_EMBED_SOURCE } from '@veso/contract';
import type { ServerConfig } from '../../env';

/**
 * The sandbox partner's secret: public on purpose (README), so demos and tests can sign
 * parameters. The partner exists only in sandbox mode.
 */
export const SANDBOX_EMBED_SECRET = 'veso-sandbox-partner-secret';

/** The partners of a configuration (source → secret), the sandbox one included there. */
export function embedPartnersOf(config: ServerConfig): ReadonlyMap<string, string> {
  const partners = new Map(Object.entries(config.embedPartners ?? {}));
  if (config.sandbox && !partners.has(SANDBOX_EMBED_SOURCE)) {
    partners.set(SANDBOX_EMBED_SOURCE, SANDBOX_EMBED_SECRET);
  }
  return partners;
}
