import { config } from './src/index.js';

export default config({ layer: 'storybook', self: 'eslint-config', node: true });
