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
