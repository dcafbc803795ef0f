import { config } from '@veso/eslint-config';

export default config({ layer: 'storybook', self: 'storybook', react: true, node: true });
