import { config } from '@veso/eslint-config';

export default config({ layer: 'api-client', self: 'api-client' });
