import type { ViteUserConfig } from 'vitest/config';
export declare function reactPreset(
  overrides?: NonNullable<ViteUserConfig['test']>,
): ViteUserConfig;
