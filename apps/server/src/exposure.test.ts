import { describe, expect, it } from 'vitest';
import { isLoopbackHost, sandboxExposureWarning } from './exposure';

describe('isLoopbackHost', () => {
  it('accepts only addresses other machines cannot reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.vn', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('sandboxExposureWarning', () => {
  const dev = ['/api/dev/clock', '/api/dev/prize-credit', '/api/dev/clock'];

  it('names the /api/dev/* routes when the sandbox listens beyond loopback', () => {
    const warning = sandboxExposureWarning({ sandbox: true, host: '0.0.0.0' }, dev);
    expect(warning).toContain('HOST=0.0.0.0');
    expect(warning).toContain('/api/dev/*');
    expect(warning).toContain(': /api/dev/clock, /api/dev/prize-credit.');
  });

  it('stays silent on loopback or with the sandbox off', () => {
    expect(sandboxExposureWarning({ sandbox: true, host: '127.0.0.1' }, dev)).toBeUndefined();
    expect(sandboxExposureWarning({ sandbox: false, host: '0.0.0.0' }, dev)).toBeUndefined();
  });
});
