import { config } from '@veso/eslint-config';

export default config({ layer: 'contract', self: 'contract' });
