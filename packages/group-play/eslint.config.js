import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'group-play', react: true });
