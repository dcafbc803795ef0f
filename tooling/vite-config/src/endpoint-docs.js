/**
 * The contract's endpoint entries carry what only the server reads: the API document's
 * text (`summary`, `description`, `tags`) and the route's rules (`session`, `captcha`,
 * `produces`, `envelope`). In a shell's browser build this plugin leaves them out of the
 * entry modules (`packages/contract/src/endpoints/<area>.ts`), so the table costs the first
 * load only what a call needs: method, base and path.
 */

/** The entry modules of the endpoint table (not their `.schemas.ts`, which never reach a browser). */
export const ENDPOINT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][a-z-]+\.ts$/;

/** The entry properties a browser never reads. */
const SERVER_ONLY = 'summary|description|tags|session|captcha|produces|envelope';

/** One value of such a property: a string, an array of strings, a constant's name, a boolean. */
const VALUE = `(?:'(?:[^'\\\\\\n]|\\\\.)*'|"(?:[^"\\\\\\n]|\\\\.)*"|\`[^\`]*\`|\\[[^\\]\\n]*\\]|[A-Za-z_$][\\w$.]*)`;

/**
 * Such a property of an entry on its own lines as Prettier writes them, with its value up
 * to the comma that ends it (values joined with `+` included), or in shorthand (`tags,`).
 */
const DOC_PROPERTY = new RegExp(
  `^[ \\t]*(?:(?:${SERVER_ONLY}):\\s*${VALUE}(?:\\s*\\+\\s*${VALUE})*|(?:${SERVER_ONLY})),[ \\t]*\\n`,
  'gm',
);

/**
 * The source of an entry module without its document text.
 * @param {string} code
 * @returns {string}
 */
export function withoutEndpointDocs(code) {
  return code.replace(DOC_PROPERTY, '');
}

/** @returns {import('vite').Plugin} */
export function endpointDocs() {
  return {
    name: 'veso:endpoint-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_MODULE.test(id.split('?')[0])) return null;
      return { code: withoutEndpointDocs(code), map: null };
    },
  };
}
