import path from 'node:path';
import { config, SERVER_MODULES } from '@veso/eslint-config';

// The layer bans of every package, plus the server's module graph: no cycle between
// modules, no module importing the composition (see README.md, "Dependency rule").
export default config({
  layer: 'server',
  self: 'server',
  node: true,
  typed: import.meta.dirname,
  modules: { ...SERVER_MODULES, root: path.join(import.meta.dirname, 'src') },
});
