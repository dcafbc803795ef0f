import { config } from '@veso/eslint-config';

export default config({ layer: 'domain', self: 'domain' });
