import { config } from '@veso/eslint-config';

export default config({ layer: 'storybook', self: 'vite-config', node: true });
