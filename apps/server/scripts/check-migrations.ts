/**
 * Fails when the committed migrations (apps/server/drizzle) lag behind the Drizzle schema (*.table.ts), so a
 * table change cannot reach main without the SQL that applies it. It runs `drizzle-kit generate` against a
 * copy of the migrations in a temporary folder (generate compares the schema with the last snapshot and
 * needs no database) and reports every file that generate would add or change.
 *
 * Run: `npm run check:migrations` (part of `npm test`).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../drizzle.config';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.resolve(serverDir, config.out ?? 'drizzle');
// The package exports only its API; its command sits beside the entry point.
const drizzleKit = path.join(
  path.dirname(createRequire(path.join(serverDir, 'package.json')).resolve('drizzle-kit')),
  'bin.cjs',
);
// A guard only: without a terminal drizzle-kit refuses to prompt (it prints an error and exits 0).
const TIMEOUT_MS = 120_000;
// What generate prints when the schema and the last snapshot agree; anything else is not a pass.
const UP_TO_DATE = /No schema changes, nothing to migrate/;
// Printed when a change could be a rename, which drizzle-kit only resolves by asking.
const NEEDS_ANSWER = /Interactive prompts require a TTY/;
const FIX = 'Run `npm run db:generate -w apps/server`, review the SQL and commit it with the schema change.';

/** Every file under `dir` (relative path → content). */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return files;
}

function generateInto(outDir: string): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  const schemas = Array.isArray(config.schema) ? config.schema : [config.schema];
  const args = [
    drizzleKit,
    'generate',
    `--dialect=${config.dialect}`,
    ...schemas.map((schema) => `--schema=${schema}`),
    // drizzle-kit reads --out relative to the working directory, even when it is absolute.
    `--out=${path.relative(serverDir, outDir)}`,
  ];
  if ('casing' in config && config.casing) args.push(`--casing=${config.casing}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(tmpdir(), 'check-migrations-'));
  try {
    cpSync(migrationsDir, work, { recursive: true });
    const before = filesOf(work);
    const { code, output, timedOut } = await generateInto(work);
    if (timedOut || NEEDS_ANSWER.test(output)) {
      console.error(
        `drizzle-kit generate needs an answer (is a column or table renamed?): the schema differs from the migrations.\n${FIX}\n\n${output}`,
      );
      return 1;
    }
    if (code !== 0) {
      console.error(`drizzle-kit generate failed (exit ${code}):\n${output}`);
      return 1;
    }
    const after = filesOf(work);
    const added = [...after.keys()].filter((file) => !before.has(file));
    const changed = [...after.keys()].filter(
      (file) => before.has(file) && before.get(file) !== after.get(file),
    );
    if (added.length === 0 && changed.length === 0) {
      if (UP_TO_DATE.test(output)) {
        console.log('Migrations match the Drizzle schema.');
        return 0;
      }
      console.error(`drizzle-kit generate wrote nothing but did not say the schema is unchanged:\n${output}`);
      return 1;
    }
    const sql = added.filter((file) => file.endsWith('.sql'));
    console.error(
      [
        'The committed migrations in apps/server/drizzle do not match the Drizzle schema (*.table.ts).',
        `drizzle-kit generate would add: ${added.join(', ') || 'nothing'}; change: ${changed.join(', ') || 'nothing'}.`,
        FIX,
        ...sql.map((file) => `\n--- ${file} ---\n${after.get(file)}`),
      ].join('\n'),
    );
    return 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
