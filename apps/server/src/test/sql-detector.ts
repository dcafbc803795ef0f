import ts from 'typescript';

/**
 * Finds SQL in a TypeScript source (for the layout guard, `src/architecture.test.ts`):
 * parsed with the TypeScript compiler (no type check), so comments and words in UI text
 * do not count. What counts as SQL:
 * - a value import from `drizzle-orm` (its operators and `sql` only build queries);
 * - a value import of a table (`tableNames`) from a `db/schema*` file (a query needs one);
 * - a `sql` tagged template or `sql.raw(…)` / `sql.join(…)`;
 * - a call of `.execute(…)` (raw statements on a database handle);
 * - a string or template literal that reads as an SQL statement (`select … from`,
 *   `insert into`, `update … set`, `delete from`, DDL, `listen` / `notify`, …).
 * Type-only imports (`import type`, `type X` specifiers) are fine: rules name row types.
 */
export type SqlFinding = { line: number; what: string };

const SCHEMA_MODULE = /(^|\/)db\/schema(-[a-z]+)?$/;
const DRIZZLE = /^drizzle-orm(\/|$)/;
const SQL_TEXT =
  /^\s*(select\s[\s\S]*\bfrom\b|insert\s+into\b|update\s+\S+\s+set\b|delete\s+from\b|with\s+\w+\s+as\s*\(|(create|alter|drop|truncate)\s+(table|index|schema|extension|unique)\b|lock\s+table\b|listen\s+\w|notify\s+\w|select\s+pg_)/i;

export function findSql(
  fileName: string,
  text: string,
  tableNames: ReadonlySet<string>,
): SqlFinding[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const findings: SqlFinding[] = [];
  const at = (node: ts.Node, what: string) =>
    findings.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        const values: string[] = [];
        if (clause.name) values.push(clause.name.text);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) values.push(`* as ${bindings.name.text}`);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) values.push((element.propertyName ?? element.name).text);
          }
        }
        if (DRIZZLE.test(from) && values.length > 0) {
          at(node, `imports ${values.join(', ')} from ${from}`);
        }
        if (SCHEMA_MODULE.test(from)) {
          const tables = values.filter((name) => name.startsWith('* as ') || tableNames.has(name));
          if (tables.length > 0) at(node, `imports the table(s) ${tables.join(', ')} from ${from}`);
        }
      }
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      at(node, 'a sql`…` template');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      const name = callee.name.text;
      if (name === 'execute') at(node, `.execute(…)`);
      if ((name === 'raw' || name === 'join') && callee.expression.getText(source) === 'sql') {
        at(node, `sql.${name}(…)`);
      }
    }
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      SQL_TEXT.test(node.text)
    ) {
      at(node, `an SQL statement in a string: "${node.text.trim().slice(0, 40)}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
