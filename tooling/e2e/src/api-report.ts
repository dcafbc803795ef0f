import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './repo';

/**
 * The API report of a published package (`@veso/domain`, `@veso/contract`): every name its
 * entry points export, with its kind and its type as the compiler sees it. The report is
 * checked in beside the package (`api-report.md`); a change of the public API changes the
 * report, and the test that compares them fails until the new report is written
 * (`UPDATE_API_REPORT=1`), so the change is seen in review.
 */

/**
 * Longest text of a constant's type kept whole: a zod schema's or a bound endpoint's type is
 * long, and its data type is reported by the type aliases; functions and types are whole.
 */
const MAX_CONST_TYPE = 400;

function kindOf(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  return 'other';
}

function cut(kind: string, text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return kind === 'const' && flat.length > MAX_CONST_TYPE
    ? `${flat.slice(0, MAX_CONST_TYPE)}…`
    : flat;
}

/** The literal text of a property's type (`"GET"`), or '' when it has none. */
function literal(checker: ts.TypeChecker, type: ts.Type, name: string): string {
  const property = type.getProperty(name);
  if (!property) return '';
  const text = checker.typeToString(checker.getTypeOfSymbol(property));
  return text.replace(/^"|"$/g, '');
}

/**
 * An endpoint table's entries, one line each (`name: METHOD base path, session`): the part
 * of a partner's API that a cut type text would hide.
 */
function endpointLines(checker: ts.TypeChecker, type: ts.Type): string[] {
  return type.getProperties().flatMap((property) => {
    const entry = checker.getTypeOfSymbol(property);
    const path = literal(checker, entry, 'path');
    if (!path.startsWith('/')) return [];
    const facts = ['method', 'base']
      .map((name) => literal(checker, entry, name))
      .concat(path)
      .join(' ');
    const session = literal(checker, entry, 'session');
    const captcha = literal(checker, entry, 'captcha') === 'true' ? ', captcha' : '';
    return [`  - \`${property.name}\`: ${facts}, session ${session}${captcha}`];
  });
}

/** One line per export of each entry point, sorted by entry then name. */
export function apiReport(packageDir: string, entries: string[]): string {
  const root = join(REPO_ROOT, packageDir);
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = entries.map((entry) => join(root, entry));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
    ts.TypeFormatFlags.WriteArrowStyleSignature;
  const lines: string[] = [];
  for (const [index, file] of files.entries()) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} exports nothing`);
    lines.push(`## ${entries[index]}`, '');
    const exports = checker
      .getExportsOfModule(moduleSymbol)
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const exported of exports) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = kindOf(symbol);
      const declaration = symbol.declarations?.[0];
      let type = '';
      if (kind === 'type' || kind === 'interface') {
        type = checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, flags);
      } else if (declaration) {
        type = checker.typeToString(
          checker.getTypeOfSymbolAtLocation(symbol, declaration),
          undefined,
          flags,
        );
      }
      lines.push(`- ${kind} \`${exported.name}\`: \`${cut(kind, type)}\``);
      if (kind === 'const' && declaration) {
        lines.push(
          ...endpointLines(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration)),
        );
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The published packages and their entry points (the contract's: its endpoint areas too). */
export const REPORTED_PACKAGES: { dir: string; entries: string[] }[] = [
  { dir: 'packages/domain', entries: ['src/index.ts'] },
  {
    dir: 'packages/contract',
    entries: [
      'src/index.ts',
      ...readdirSync(join(REPO_ROOT, 'packages/contract/src/endpoints'))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .sort()
        .map((file) => `src/endpoints/${file}`),
    ],
  },
];
