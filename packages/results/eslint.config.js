import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'results', react: true });
