import { config } from '@veso/eslint-config';

export default config({ layer: 'shell', self: 'web', react: true, node: true });
