import type { AppConfig } from '@veso/contract';

/** A complete, valid app configuration for tests and stories; override what matters. */
export function makeTestAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appVersion: 61,
    latestVersion: 61,
    orderConfig: { buyMinConfigs: [], orderTimeConfigs: [] },
    features: { useCart: true, multiplePeriods: true, groupKeno: false, groupPlay: false },
    pageSizeOptions: [10, 20, 50],
    supportPhone: '1900 0000',
    domainNotice: { oldHost: 'veso-cu.example', newHost: 'veso.example' },
    promoPopup: null,
    pausedProducts: [],
    comingSoonProducts: [],
    ...overrides,
  };
}
