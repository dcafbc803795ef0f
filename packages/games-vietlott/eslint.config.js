import { config } from '@veso/eslint-config';

export default config({ layer: 'feature', self: 'games-vietlott', react: true });
