import { reactPreset } from '@veso/vitest-config/react';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactPreset());
