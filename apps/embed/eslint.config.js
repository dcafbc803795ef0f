import { config } from '@veso/eslint-config';

export default config({ layer: 'shell', self: 'embed', react: true, node: true });
