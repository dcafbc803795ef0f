import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/endpoints/*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
});
