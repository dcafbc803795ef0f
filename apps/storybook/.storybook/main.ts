import { defineMain } from '@storybook/react-vite/node';

// Globs are relative to this folder: every package's stories, found where they live.
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
});
