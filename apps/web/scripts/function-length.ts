/**
 * Lists the longest functions of the web app's product code (`apps/web/src`, tests aside) and fails when one is
 * longer than the limit, so that a screen stays composed of parts a reader can take in at once. A function is a
 * declaration, an arrow function, a function expression or a method; its length counts every line from its
 * first to its last, inner functions included.
 *
 * Run: `npm run check:function-length` (part of `npm run lint`); `-- --top 20` lists the twenty longest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 100;
const TEST_FILE = /\.test\.tsx?$|__tests__|\/test\//;

export interface FunctionLength {
  file: string;
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(full) ? [full] : [];
  });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${nameOf(parent)}(callback)`;
  return '(anonymous)';
}

/** Every function of one file with its length in lines. */
export function functionLengths(file: string, source: string): FunctionLength[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line;
      const last = parsed.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 0;
  const all = sourceFiles(path.join(root, 'src'))
    .flatMap((file) => functionLengths(path.relative(root, file), readFileSync(file, 'utf8')))
    .sort((a, b) => b.lines - a.lines);
  const shown = top > 0 ? all.slice(0, top) : all.filter((f) => f.lines > MAX_FUNCTION_LINES);
  for (const f of shown) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.file}`);
  const tooLong = all.filter((f) => f.lines > MAX_FUNCTION_LINES);
  if (tooLong.length > 0) {
    console.error(
      `${tooLong.length} function(s) longer than ${MAX_FUNCTION_LINES} lines; split them into parts.`,
    );
    process.exitCode = 1;
  } else if (top === 0) {
    console.log(`Every web function is at most ${MAX_FUNCTION_LINES} lines.`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
