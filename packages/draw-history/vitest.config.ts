import { defineConfig } from 'vitest/config';
import { nodePreset } from '@veso/vitest-config/node';

export default defineConfig(nodePreset());
