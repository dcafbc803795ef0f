import { defineConfig } from 'vitest/config';
import { reactPreset } from '@veso/vitest-config/react';

export default defineConfig(reactPreset());
