import type { ViteUserConfig } from 'vitest/config';
export declare function nodePreset(overrides?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
