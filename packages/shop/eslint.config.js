import { config } from '@veso/eslint-config';

export default config({ layer: 'shop', self: 'shop', react: true });
