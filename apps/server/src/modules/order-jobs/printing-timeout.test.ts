import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env';
import type { AppDeps } from '../../deps';
import { DEFAULT_LEASE_MS } from '../../jobs/runner';
import { DEFAULT_PRINTING_TIMEOUT_MS, printingTimeouts } from './jobs';

/** The printing agent's call timeout comes from `VESO_PRINTING_TIMEOUT_MS`. */

const depsWith = (env: Record<string, string>) =>
  ({ config: loadConfig(env) }) as unknown as AppDeps;

describe('the printing agent call timeout', () => {
  it('is 15 s unless configured, with the 60 s lease', () => {
    expect(loadConfig({}).printingTimeoutMs).toBe(DEFAULT_PRINTING_TIMEOUT_MS);
    expect(printingTimeouts(depsWith({}))).toEqual({
      callTimeoutMs: 15_000,
      leaseMs: DEFAULT_LEASE_MS,
    });
  });

  it('reads VESO_PRINTING_TIMEOUT_MS; a lease covers two calls', () => {
    expect(printingTimeouts(depsWith({ VESO_PRINTING_TIMEOUT_MS: '2000' }))).toEqual({
      callTimeoutMs: 2_000,
      leaseMs: DEFAULT_LEASE_MS,
    });
    expect(printingTimeouts(depsWith({ VESO_PRINTING_TIMEOUT_MS: '45000' }))).toEqual({
      callTimeoutMs: 45_000,
      leaseMs: 90_000,
    });
  });

  it('refuses a value that is not a whole number of ms between 100 ms and 10 min', () => {
    for (const value of ['abc', '50', '1.5', '600001']) {
      expect(() => loadConfig({ VESO_PRINTING_TIMEOUT_MS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ VESO_PRINTING_TIMEOUT_MS: value }), value).toThrow(
        /VESO_PRINTING_TIMEOUT_MS/,
      );
    }
  });
});
