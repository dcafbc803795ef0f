import { shellConfig, shellServerConfig } from '@veso/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild ? shellServerConfig({ base: '/webview/' }) : shellConfig({ base: '/webview/' }),
);
