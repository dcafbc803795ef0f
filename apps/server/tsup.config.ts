import { defineConfig } from 'tsup';

// The server ships as two Node entry points. Workspace packages (@veso/*) are TypeScript
// source, so they are bundled in; npm dependencies stay external (node_modules).
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  noExternal: [/^@veso\//],
  splitting: true,
  sourcemap: true,
  clean: true,
  dts: false,
});
