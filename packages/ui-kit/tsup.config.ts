import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // tsup's CSS plugin loads every .css file with the '.css' loader, so a '.module.css'
  // entry would be ignored. 'local-css' for all CSS scopes the classes of the CSS Modules;
  // global.css and tokens.css hold only element, :root and pseudo-class selectors, which
  // local-css leaves global. All CSS is emitted to dist/index.css.
  loader: { '.css': 'local-css' },
  // The built entry loads its stylesheet itself, as src/index.ts does (sideEffects: css).
  banner: { js: "import './index.css';" },
});
