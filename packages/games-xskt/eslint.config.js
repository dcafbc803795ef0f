import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'games-xskt', react: true });
