import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'wallet', react: true });
