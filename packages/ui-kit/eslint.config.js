import { config } from '@veso/eslint-config';

export default config({ layer: 'ui-kit', self: 'ui-kit', react: true });
