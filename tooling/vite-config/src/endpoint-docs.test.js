import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULE, withoutEndpointDocs } from './endpoint-docs.js';

const ENDPOINTS = fileURLToPath(
  new URL('../../../packages/contract/src/endpoints/', import.meta.url),
);

describe('the endpoint table in a browser build', () => {
  it('keeps what a call needs (method, base, path) and loses what only the server reads', () => {
    const code = [
      'const summaryText = "Kept: not a property";',
      'export const e = defineEndpoints<S>()({',
      '  one: {',
      "    method: 'GET',",
      "    path: '/a/:id',",
      "    summary: 'One line, with a comma, and \\'quotes\\'',",
      '    description:',
      "      'A long text ' +",
      "      'in two parts',",
      "    session: 'required',",
      '    captcha: true,',
      "    produces: ['image/svg+xml'],",
      '    tags,',
      '  },',
      "  two: { method: 'POST', path: '/b', session: 'none',",
      '    summary: summaryText,',
      "    tags: ['x', 'y'],",
      '  },',
      '});',
    ].join('\n');
    expect(withoutEndpointDocs(code)).toBe(
      [
        'const summaryText = "Kept: not a property";',
        'export const e = defineEndpoints<S>()({',
        '  one: {',
        "    method: 'GET',",
        "    path: '/a/:id',",
        '  },',
        "  two: { method: 'POST', path: '/b', session: 'none',",
        '  },',
        '});',
      ].join('\n'),
    );
  });

  it('applies to every entry module of the contract, and to no schema map', () => {
    const files = readdirSync(ENDPOINTS).filter((file) => file.endsWith('.ts'));
    const entries = files.filter((file) => ENDPOINT_MODULE.test(`${ENDPOINTS}${file}`));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.some((file) => file.includes('.schemas.'))).toBe(false);
    for (const file of entries) {
      const stripped = withoutEndpointDocs(readFileSync(`${ENDPOINTS}${file}`, 'utf8'));
      expect(stripped, file).not.toMatch(/^\s*(summary|description|session|tags)\b/m);
      expect(stripped, file).toMatch(/^\s*path:/m);
    }
  });
});
