import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { faultPause, faultPausedLine } from './fault-pause';

/** Whether `promise` is still pending once everything already queued has run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return !settled;
}

describe('VESO_FAULT_PAUSE (the crash tests’ fault-injection point)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is refused at start unless in sandbox mode, and names a known point', () => {
    for (const env of [
      { VESO_FAULT_PAUSE: 'payment-credit' },
      { VESO_FAULT_PAUSE: 'payment-credit', VESO_SANDBOX: '0' },
      { VESO_FAULT_PAUSE: 'payment-credit', NODE_ENV: 'production' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/VESO_FAULT_PAUSE.*sandbox only/);
    }
    expect(() => loadConfig({ VESO_SANDBOX: '1', VESO_FAULT_PAUSE: 'payment' })).toThrow(
      /VESO_FAULT_PAUSE/,
    );
    expect(loadConfig({ VESO_SANDBOX: '1', VESO_FAULT_PAUSE: 'payment-credit' }).faultPause).toBe(
      'payment-credit',
    );
    expect(loadConfig({ VESO_SANDBOX: '1' }).faultPause).toBeUndefined();
    expect(loadConfig({ VESO_SANDBOX: '1', VESO_FAULT_PAUSE: '' }).faultPause).toBeUndefined();
  });

  it('is inert when unset (and outside the sandbox even if set): returns at once, prints nothing', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    for (const config of [
      { sandbox: true },
      { sandbox: false },
      { sandbox: false, faultPause: 'payment-credit' as const },
      loadConfig({ VESO_SANDBOX: '1' }),
      loadConfig({ VESO_SANDBOX: '1', NODE_ENV: 'production' }),
    ]) {
      expect(await pending(faultPause(config, 'payment-credit'))).toBe(false);
    }
    expect(write).not.toHaveBeenCalled();
  });

  it('when set, prints its line and never returns', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const paused = faultPause(
      loadConfig({ VESO_SANDBOX: '1', VESO_FAULT_PAUSE: 'payment-credit' }),
      'payment-credit',
    );
    expect(write).toHaveBeenCalledWith(`${faultPausedLine('payment-credit')}\n`);
    expect(await pending(paused)).toBe(true);
  });
});
