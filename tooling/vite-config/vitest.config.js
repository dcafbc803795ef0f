import { defineConfig } from 'vitest/config';
import { nodePreset } from '@veso/vitest-config/node';

export default defineConfig(nodePreset({ include: ['src/**/*.test.js'], testTimeout: 60_000 }));
