import { API_BASES, type ApiBaseName } from '@veso/contract';

/**
 * The path a browser test requests for a contract endpoint (or for a path of the contract
 * under a base): its base and its path, as the server mounts them.
 */
export function apiPath(entry: { readonly base: ApiBaseName; readonly path: string }): string {
  return `${API_BASES[entry.base]}${entry.path}`;
}
