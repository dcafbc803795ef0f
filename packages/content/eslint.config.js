import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'content', react: true });
