import type { Plugin, UserConfig } from 'vite';

/** Where `vite dev` and `vite preview` send `/api` unless told otherwise. */
export declare const DEFAULT_API_TARGET: string;

export type ShellConfigOptions = {
  /** The public path the server mounts the shell under: '/' (web) or '/webview/' (embed). */
  base: string;
  /** The server answering `/api` during `vite dev` and `vite preview`. */
  apiTarget?: string;
};

/** Vite config of a shell: React, precompressed output, no inline scripts. */
export declare function shellConfig(options: ShellConfigOptions): UserConfig;

/** Build plugin writing `.br` (quality 11) and `.gz` (level 9) siblings of every output file. */
export declare function precompress(): Plugin;

/** Leaves the endpoint table's document text (summary, description) out of a browser build. */
export declare function endpointDocs(): Plugin;

/** The source of an endpoint entry module without its document text. */
export declare function withoutEndpointDocs(code: string): string;

/** Packages the shop loads after the page is interactive: Redux and friends, ky, the api-client. */
export declare const DEFERRED_PACKAGES: readonly string[];

export type InitialChunkGuardOptions = {
  /** Package names or module-id patterns; `DEFERRED_PACKAGES` by default. */
  deferred?: Array<string | RegExp>;
};

/** Build plugin failing the build when deferred code is in an entry chunk or its static imports. */
export declare function initialChunkGuard(options?: InitialChunkGuardOptions): Plugin;

/** Where a shell's server renderer is written, beside (never inside) the served `dist/`. */
export declare const SERVER_OUT_DIR: string;

/** Vite config of a shell's server renderer: `src/entry-server.tsx` → `dist-server/entry-server.js`. */
export declare function shellServerConfig(options: { base: string }): UserConfig;
