/**
 * `npm run check:unused`: knip (configured in knip.json) lists the exports, exported types and files that
 * nothing in the repository uses. Every finding fails the check, except those written in
 * unused-exports.known.json: findings that stood in apps/web and apps/server while other work was editing
 * them, to be removed there and then taken out of that list. A line of the list that knip no longer finds
 * fails the check too, so the list only ever shrinks. `npm run check:unused -- --write-known` rewrites the list
 * with today's apps/web and apps/server findings (after a merge); findings elsewhere are never listed.
 *
 * The list, get, create, update and remove functions of the services that routes hand whole to
 * `resourceRoutes(..., service)` (addresses, cargo-lines, contacts, cost-categories, cost-lines, quotations,
 * rate-cards, users) carry an `@public` JSDoc tag: resourceRoutes reads them off the module object, a use
 * knip cannot see, and their members are optional there so the compiler would not miss one either. knip.json
 * is plain JSON, so this note stands here.
 *
 * knip.json leaves packages/domain/src/shared/schema-messages.test.ts out of the project: it walks every export
 * of the package on purpose (to test each schema's messages), which would count as a use of all of them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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
const knownFile = path.join(root, 'unused-exports.known.json');

/** One finding as the known list writes it: `file` for an unused file, `file:name` for an unused export. */
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

if (process.argv.includes('--write-known')) {
  const listed = [...findings.keys()].filter((key) => /^apps\/(web|server)\//.test(key)).sort();
  writeFileSync(knownFile, `${JSON.stringify({ findings: listed }, null, 2)}\n`);
  console.log(`unused-exports.known.json now lists ${listed.length} findings.`);
}
const known = new Set<string>(JSON.parse(readFileSync(knownFile, 'utf8')).findings);

const fresh = [...findings.keys()].filter((key) => !known.has(key));
const gone = [...known].filter((key) => !findings.has(key));

for (const key of fresh) console.error(findings.get(key));
if (fresh.length > 0) {
  console.error(
    `\n${fresh.length} unused export(s) or file(s): delete them, or stop exporting what only its own file uses.`,
  );
}
for (const key of gone) console.error(`${key}: no longer unused; take it out of unused-exports.known.json`);
if (fresh.length > 0 || gone.length > 0) process.exit(1);
console.log(
  `No new unused exports or files (${known.size} known ones in apps/web and apps/server left to remove).`,
);
