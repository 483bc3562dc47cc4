/**
 * Fails on import circles, at two levels (the directions are drawn in docs/architecture.md):
 *
 * - files: no source file under apps/server/src, apps/web/src or packages/domain/src may import itself back
 *   through other files. Such a circle makes load order matter and ties the files' owners together.
 * - server modules (`apps/server/src/modules/<module>`): no module may depend on a second one that depends
 *   back on it. Imports of a `*.table.ts` file do not count: the tables are one schema, where a foreign key or
 *   a join may name any module's table (docs/conventions.md says which SQL may read which table). Test files
 *   and test fixtures do not count either: a test may set up data through any module. `ALLOWED_BACK_EDGES`
 *   lists the one pair kept on purpose, each through one named file only.
 *
 * Only the import lines are read (TypeScript's `preProcessFile`, no type checking): the whole tree takes
 * about a second. Run: `npm run check:circles` (part of `npm run lint`, so of `npm test`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One import between two files (paths relative to the scanned root). */
export type FileEdge = { from: string; to: string };

/** A module-level dependency kept although the other module depends back, through one file only. */
export type AllowedBackEdge = { from: string; to: string; through: string; why: string };

export const ALLOWED_BACK_EDGES: AllowedBackEdge[] = [
  {
    from: 'cargo-lines',
    to: 'quotations',
    through: 'quotations/quotation-totals.ts',
    why: "a cargo line changes under its quotation's lock and moves the quotation's totals (changeQuotationContents)",
  },
  {
    from: 'cost-lines',
    to: 'quotations',
    through: 'quotations/quotation-totals.ts',
    why: "a cost line changes under its quotation's lock and moves the quotation's totals (changeQuotationContents)",
  },
];

const SOURCE = /\.(ts|tsx)$/;
const TEST_ONLY = /(\.test\.(ts|tsx)|\.fixtures?\.ts|test-helpers\.ts)$/;
const TABLE = /\.table\.ts$/;

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || TEST_ONLY.test(entry.name)) continue;
    files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** The file a relative specifier names, as the bundler and tsc resolve it; undefined when there is none. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(isFile);
}

/** Every relative import and re-export between the non-test source files under `root`. */
export function fileEdges(root: string): FileEdge[] {
  const edges: FileEdge[] = [];
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target && !TEST_ONLY.test(target)) {
        edges.push({ from: path.relative(root, file), to: path.relative(root, target) });
      }
    }
  }
  return edges;
}

/** Strongly connected groups of more than one node (Tarjan's algorithm): each holds at least one circle. */
export function circles(edges: FileEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The module a path (relative to the modules folder) lies in; undefined for a path outside the folder. */
const moduleOf = (file: string) =>
  file.includes(path.sep) && !file.startsWith('..') ? file.split(path.sep)[0] : undefined;

/**
 * The module-level edges of a modules folder (`from`/`to` are module names), each with the first file that
 * makes it; table imports and the allowed back edges are left out.
 */
export function moduleEdges(modulesDir: string, allowed: AllowedBackEdge[] = ALLOWED_BACK_EDGES) {
  const edges = new Map<string, FileEdge & { file: string; target: string }>();
  for (const edge of fileEdges(modulesDir)) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (!from || !to || from === to || TABLE.test(edge.to)) continue;
    if (allowed.some((a) => a.from === from && a.to === to && a.through === edge.to)) continue;
    const key = `${from} -> ${to}`;
    if (!edges.has(key)) edges.set(key, { from, to, file: edge.from, target: edge.to });
  }
  return [...edges.values()];
}

/** What is wrong under `repository`, one paragraph per circle; empty when there is none. */
export function findProblems(repository: string): string[] {
  const problems: string[] = [];
  for (const dir of ['apps/server/src', 'apps/web/src', 'packages/domain/src']) {
    const root = path.join(repository, dir);
    if (!existsSync(root)) continue;
    for (const group of circles(fileEdges(root))) {
      problems.push(`files in ${dir} import each other in a circle:\n    ${group.join('\n    ')}`);
    }
  }
  const modulesDir = path.join(repository, 'apps/server/src/modules');
  if (existsSync(modulesDir)) {
    const edges = moduleEdges(modulesDir);
    for (const group of circles(edges)) {
      const members = new Set(group);
      const inside = edges.filter((edge) => members.has(edge.from) && members.has(edge.to));
      const lines = inside.map((edge) => `${edge.from} -> ${edge.to} (${edge.file} imports ${edge.target})`);
      problems.push(
        `server modules depend on each other in a circle: ${group.join(', ')}\n    ${lines.join('\n    ')}`,
      );
    }
  }
  return problems;
}

function main() {
  // Another checkout may be named (e.g. to compare with an older commit); this one by default.
  const repository = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
  );
  const problems = findProblems(repository);
  if (problems.length === 0) {
    console.log('No import circles (files, server modules).');
    return;
  }
  console.error(`Import circles (${problems.length}); docs/architecture.md gives the allowed directions.`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
