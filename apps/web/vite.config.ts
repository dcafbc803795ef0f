import { shellConfig } from '@veso/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(shellConfig({ base: '/' }));
