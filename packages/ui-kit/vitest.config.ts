import { defineConfig } from 'vitest/config';
import { reactPreset } from '@veso/vitest-config/react';

export default defineConfig(
  reactPreset({
    // tokens.css is processed so its `?raw` text can be checked against the TS tokens.
    css: { include: [/tokens\.css/], modules: { classNameStrategy: 'non-scoped' } },
  }),
);
