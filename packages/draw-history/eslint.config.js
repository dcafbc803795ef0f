import { config } from '@veso/eslint-config';

// The 'domain' layer: imports nothing of ours. Node globals: it reads files.
export default config({ layer: 'domain', self: 'draw-history', node: true });
