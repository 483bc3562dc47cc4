/**
 * `npm start` builds the web app and the server only when their inputs changed since their last build, so a
 * restart serves within seconds; `npm run build` (with `--always`) builds both regardless. Either way a
 * successful build records its inputs' fingerprint (scripts/build-stamp.ts) in node_modules/.cache, outside
 * the folders that are served or shipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDecision, fingerprint, type InputFile } from './build-stamp';

const root = path.resolve(import.meta.dirname, '..');
const stampDir = path.join(root, 'node_modules/.cache/shipdesk-build');

interface Target {
  workspace: string;
  /** Files and folders (relative to the repository) whose change changes the output. */
  inputs: string[];
  /** A file every complete build leaves behind. */
  output: string;
}

// Both bundles include packages/domain's source; the lock file stands for every dependency's version.
const shared = [
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const targets: Target[] = [
  {
    workspace: 'apps/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...shared,
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: 'apps/server',
    inputs: ['apps/server/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json', ...shared],
    output: 'apps/server/dist/main.js',
  },
];

function listFiles(relative: string, into: InputFile[]): void {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (stat.isDirectory()) {
    for (const name of readdirSync(absolute)) listFiles(path.posix.join(relative, name), into);
  } else {
    into.push({ path: relative, size: stat.size, mtimeMs: stat.mtimeMs });
  }
}

function readStamp(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const always = process.argv.includes('--always');
for (const target of targets) {
  const files: InputFile[] = [];
  for (const input of target.inputs) listFiles(input, files);
  // Taken before building: a file edited during the build makes the next start build again.
  const current = fingerprint(files);
  const stampFile = path.join(stampDir, `${target.workspace.replace('/', '-')}.stamp`);
  const decision = always
    ? { build: true, reason: 'npm run build' }
    : buildDecision({
        current,
        stamp: readStamp(stampFile),
        outputExists: existsSync(path.join(root, target.output)),
      });
  if (!decision.build) {
    console.log(`${target.workspace}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${target.workspace}: building (${decision.reason})`);
  execFileSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile, current);
}
