import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

/**
 * One declaration per endpoint: the server's handler and the client's call site both take
 * their types from the contract's entry. This test changes one entry's answer (the withdraw
 * fee list answers a bank list instead) in memory and type-checks the server's route file
 * and the client's page that reads the answer: both must fail, in those files.
 */

const SCHEMAS = 'packages/contract/src/endpoints/withdraw.schemas.ts';
const ENTRY = 'rewardFee: { response: rewardFeeListSchema }';
const CHANGED = 'rewardFee: { response: bankListSchema }';

function errorsIn(
  program: string,
  rootFiles: string[],
  overlay: Map<string, string>,
): Map<string, string[]> {
  const configPath = join(REPO_ROOT, program);
  const config = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, join(configPath, '..'));
  const options = { ...parsed.options, noEmit: true, incremental: false };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => overlay.get(file) ?? read(file);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = overlay.get(file);
    return text === undefined
      ? getSource(file, language, onError)
      : ts.createSourceFile(file, text, language);
  };
  const roots = rootFiles.map((file) => join(REPO_ROOT, file));
  const checked = ts.createProgram(roots, options, host);
  const errors = new Map<string, string[]>();
  for (const root of roots) {
    const source = checked.getSourceFile(root);
    if (!source) throw new Error(`${root} is not in the program`);
    const messages = checked
      .getSemanticDiagnostics(source)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    errors.set(relative(REPO_ROOT, root), messages);
  }
  return errors;
}

describe('an entry of the endpoint table', () => {
  it('types the server handler and the client call site: changing its answer fails both', () => {
    const schemasFile = join(REPO_ROOT, SCHEMAS);
    const text = readFileSync(schemasFile, 'utf8');
    expect(text).toContain(ENTRY);
    const overlay = new Map([[schemasFile, text.replace(ENTRY, CHANGED)]]);

    const server = errorsIn(
      'apps/server/tsconfig.typecheck.json',
      ['apps/server/src/modules/withdraw/routes.ts'],
      overlay,
    );
    expect(server.get('apps/server/src/modules/withdraw/routes.ts')!.join('\n')).toMatch(
      /fees[\s\S]*is not assignable/,
    );

    const client = errorsIn(
      'apps/web/tsconfig.typecheck.json',
      ['packages/wallet/src/prize/prize-account-page.tsx'],
      overlay,
    );
    expect(client.get('packages/wallet/src/prize/prize-account-page.tsx')!.join('\n')).toMatch(
      /Property 'fees' does not exist/,
    );
  }, 120_000);
});
