import { config } from '@veso/eslint-config';

export default config({ layer: 'server', self: 'e2e', node: true });
