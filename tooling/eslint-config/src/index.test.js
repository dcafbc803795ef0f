import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { config } from './index.js';

const fixture = (name) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function lintAs(options, fixtureName) {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: config(options),
    ignore: false,
  });
  const file = fixture(fixtureName);
  const [result] = await eslint.lintText(readFileSync(file, 'utf8'), {
    filePath: file.replace('/fixtures/', '/src/'),
  });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('layer import bans', () => {
  it('fails a feature package importing another feature, naming the alternative', async () => {
    const errors = await lintAs(
      { layer: 'feature', self: 'account', react: true },
      'feature-imports-feature.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].severity).toBe(2);
    expect(errors[0].message).toContain('@veso/checkout is not allowed here');
    expect(errors[0].message).toContain('@veso/shop-core');
  });

  it('lets the composition package import the same feature', async () => {
    const errors = await lintAs(
      { layer: 'shop', self: 'shop', react: true },
      'feature-imports-feature.ts',
    );
    expect(errors).toEqual([]);
  });

  it('fails the server importing a client package', async () => {
    const errors = await lintAs(
      { layer: 'server', self: 'server', node: true },
      'server-imports-client.ts',
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining(
        '@veso/ui-kit is not allowed here: the server may import @veso/domain, @veso/contract and @veso/draw-history only',
      ),
    ]);
  });

  it('keeps the Node-only draw history to the server and the domain tests', async () => {
    for (const layer of ['feature', 'shop-core', 'ui-kit', 'api-client', 'contract', 'shell']) {
      const errors = await lintAs({ layer, self: 'x', react: true }, 'imports-draw-history.ts');
      expect(errors, layer).toHaveLength(1);
    }
    for (const layer of ['server', 'domain']) {
      expect(
        await lintAs({ layer, self: 'x', node: true }, 'imports-draw-history.ts'),
        layer,
      ).toEqual([]);
    }
  });

  it('fails any package importing an app', async () => {
    for (const layer of ['domain', 'feature', 'shop', 'shop-core']) {
      const errors = await lintAs({ layer, self: 'x', react: true }, 'package-imports-app.ts');
      expect(errors, layer).toHaveLength(1);
    }
  });

  it('fails deep imports into another package', async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: config({ layer: 'shop', self: 'shop' }),
    });
    const [result] = await eslint.lintText(
      "import { x } from '@veso/domain/src/money';\nexport const y = x;\n",
      {
        filePath: fileURLToPath(new URL('../src/deep.ts', import.meta.url)),
      },
    );
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0].message).toContain(
      'No deep imports into another package: import its public API from "@veso/<name>".',
    );
  });

  it('refuses an unknown layer', () => {
    expect(() => config({ layer: 'nope' })).toThrow('Unknown layer "nope"');
  });
});

describe('type-aware rules', () => {
  const lintTyped = async (typed) => {
    const eslint = new ESLint({
      cwd: fixture('typed'),
      overrideConfigFile: true,
      overrideConfig: config({ layer: 'server', self: 'server', node: true, typed }),
      ignore: false,
    });
    const [result] = await eslint.lintFiles([fixture('typed/money.ts')]);
    return result.messages.map((m) => m.ruleId);
  };

  it('fails a promise nobody awaits and an async callback given where void is expected', async () => {
    const rules = await lintTyped(fixture('typed'));
    expect(rules).toContain('@typescript-eslint/no-floating-promises');
    expect(rules).toContain('@typescript-eslint/no-misused-promises');
  });

  it('leaves packages without type information alone', async () => {
    expect(await lintTyped(undefined)).toEqual([]);
  });
});
