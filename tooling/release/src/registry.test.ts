import { describe, expect, it } from 'vitest';
import { NPMJS, registryConfig } from './registry';

describe('registryConfig', () => {
  it('keeps @veso/* local and proxies everything else to npmjs', () => {
    const config = registryConfig('/tmp/r', NPMJS, {});
    expect(config.packages).toEqual({
      '@veso/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      '**': { access: '$all', proxy: 'npmjs' },
    });
    expect(config.uplinks).toEqual({
      npmjs: expect.objectContaining({ url: 'https://registry.npmjs.org/' }),
    });
    expect(config.storage).toBe('/tmp/r/storage');
    expect(config).not.toHaveProperty('https_proxy');
  });

  it('takes the proxy of the environment, which Verdaccio does not read itself', () => {
    const config = registryConfig('/tmp/r', NPMJS, {
      https_proxy: 'http://proxy:3128',
      NO_PROXY: 'localhost',
    });
    expect(config).toMatchObject({ https_proxy: 'http://proxy:3128', no_proxy: 'localhost' });
    expect(config).not.toHaveProperty('http_proxy');
  });
});
