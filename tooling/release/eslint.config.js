import { config } from '@veso/eslint-config';

export default config({ layer: 'server', self: 'release', node: true });
