import { config } from '@veso/eslint-config';

export default config({
  layer: 'shop-core',
  self: 'shop-core',
  react: true,
  typed: import.meta.dirname,
});
