import { defineConfig } from 'vitest/config';
import { nodePreset } from '@veso/vitest-config/node';

// A zone far from Vietnam, so a formatter that leaks the machine's zone fails the tests.
export default defineConfig(nodePreset({ env: { TZ: 'America/New_York' } }));
