import { defineConfig } from 'vitest/config';
import { nodePreset } from '@veso/vitest-config/node';

export default defineConfig(
  nodePreset({
    // The publish test starts a registry, publishes four packages and installs them with
    // their third-party dependencies from npmjs: about a minute alone, much more when CI
    // runs every suite at once on two cores.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  }),
);
