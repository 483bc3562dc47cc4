/**
 * `npm run check:unused`: knip (configured in knip.json) lists the exports, exported types and files that
 * nothing in the repository uses. Every finding fails the check: delete what nothing uses, and stop exporting
 * what only its own file uses.
 *
 * The list, get, create, update and remove functions of the services that routes hand whole to
 * `resourceRoutes(..., service)` (addresses, cargo-lines, contacts, cost-categories, cost-lines, quotations,
 * rate-cards, tasks, subtasks, users) carry an `@public` JSDoc tag: resourceRoutes reads them off the module
 * object, a use knip cannot see, and their members are optional there so the compiler would not miss one
 * either. knip.json is plain JSON, so this note stands here.
 *
 * knip.json leaves packages/domain/src/shared/schema-messages.test.ts out of the project: it walks every export
 * of the package on purpose (to test each schema's messages), which would count as a use of all of them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface KnipSymbol {
  name: string;
  namespace?: string;
  line: number;
}

interface KnipFileIssues {
  file: string;
  files?: unknown[];
  exports?: KnipSymbol[];
  types?: KnipSymbol[];
}

const root = path.resolve(import.meta.dirname, '..');

/** Each finding's message, keyed by `file` for an unused file and `file:name` for an unused export. */
function findingsOf(report: { issues: KnipFileIssues[] }): Map<string, string> {
  const findings = new Map<string, string>();
  for (const issue of report.issues) {
    if (issue.files && issue.files.length > 0) findings.set(issue.file, `${issue.file}: unused file`);
    for (const [kind, symbols] of [
      ['export', issue.exports],
      ['type', issue.types],
    ] as const) {
      for (const symbol of symbols ?? []) {
        const name = symbol.namespace ? `${symbol.namespace}.${symbol.name}` : symbol.name;
        findings.set(`${issue.file}:${name}`, `${issue.file}:${symbol.line}: unused ${kind} ${name}`);
      }
    }
  }
  return findings;
}

const knipBin = path.join(root, 'node_modules', '.bin', 'knip');
const output = execFileSync(
  knipBin,
  ['--include', 'files,exports,types', '--reporter', 'json', '--no-progress', '--no-exit-code'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const findings = findingsOf(JSON.parse(output));

for (const message of findings.values()) console.error(message);
if (findings.size > 0) {
  console.error(
    `\n${findings.size} unused export(s) or file(s): delete them, or stop exporting what only its own file uses.`,
  );
  process.exit(1);
}
console.log('No unused exports or files.');
