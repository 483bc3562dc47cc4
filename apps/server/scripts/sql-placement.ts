/**
 * Fails when SQL sits outside the files docs/conventions.md allows for it ("Where SQL lives"), in the server's
 * modules (`apps/server/src/modules`; test files and fixtures aside):
 *
 * - a statement (`db.select(...)`, `tx.insert(...)`, `db.execute(...)`, ...) only in `*.repository.ts`,
 *   `*.search.ts` and `*.figures.ts`;
 * - any other use of Drizzle's SQL builders (a value imported from `drizzle-orm`) only there, or in
 *   `*.table.ts`, `*.list.ts` and `*.sql.ts`, which hold expressions and conditions but send nothing.
 *
 * Services, routes and rules may name a type from `drizzle-orm` (`import type { SQL }`) to pass a condition
 * along. Run: `npm run check:sql` (part of `npm run lint`, so of `npm test`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TEST_ONLY = /(\.test\.ts|\.fixtures?\.ts|test-helpers\.ts)$/;
const STATEMENTS = /\.(repository|search|figures)\.ts$/;
const FRAGMENTS = /\.(repository|search|figures|table|list|sql)\.ts$/;
const STATEMENT_CALL =
  /\b(db|tx)\s*\.\s*(select|selectDistinct|selectDistinctOn|insert|update|delete|execute)\s*\(/;

/** Whether the file imports a value (not only types) from Drizzle. */
function importsDrizzleValue(file: string, source: string): boolean {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return parsed.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    if (!statement.moduleSpecifier.text.startsWith('drizzle-orm')) return false;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return Boolean(bindings);
    return bindings.elements.some((element) => !element.isTypeOnly);
  });
}

/** One line per misplaced file under `modulesDir`; empty when every SQL is where the rule says. */
export function misplacedSql(modulesDir: string): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || TEST_ONLY.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(modulesDir, file);
    const source = readFileSync(file, 'utf8');
    if (!STATEMENTS.test(entry.name) && STATEMENT_CALL.test(source)) {
      problems.push(`${name} runs a statement: move it to the module's repository`);
    } else if (!FRAGMENTS.test(entry.name) && importsDrizzleValue(file, source)) {
      problems.push(
        `${name} builds SQL: move it to the repository, or to a *.sql.ts file if it is a condition`,
      );
    }
  }
  return problems.sort();
}

function main() {
  const modulesDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/modules'),
  );
  const problems = misplacedSql(modulesDir);
  if (problems.length === 0) {
    console.log('SQL only where docs/conventions.md allows it.');
    return;
  }
  console.error('SQL outside the files docs/conventions.md allows ("Where SQL lives"):');
  for (const problem of problems) console.error(`- ${problem}`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
