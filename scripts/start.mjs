// `npm start` and `npm run start:prod`, the same on every platform. npm runs a script through a shell (sh on
// Linux and macOS, cmd.exe on Windows, which has neither `exec` nor the same `&&`), so the steps live here in
// plain JavaScript: build what changed (scripts/build-if-changed.ts; `--no-build` skips it), then run the
// server in this very process, so that a signal or Ctrl+C reaches the server itself and its exit code is the
// process's. Plain .mjs rather than TypeScript: the server must not run under tsx's loader.
//
// package.json runs this file with `node --enable-source-maps --max-old-space-size=512`; Node reads both before any
// script runs, so they cannot be set here. Source maps: stack traces name the TypeScript lines. The heap's limit:
// with no limit below 2 GB, V8 lets the old generation grow to four times what survived its last collection before
// collecting again, and a burst of requests (whose objects outlive the young generation while answers are slow)
// took the server from 240 to 465 MB of RSS; at 512 MB it collects at about 1.4 times, some 260 MB, with the
// limit still five times the 90 MB the heap needs (docs/operations.md, Memory).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** `--no-build` and `--entry <file>` (the script to run; the bundled server by default). */
function parseArguments(argv) {
  let build = true;
  let entry = path.join(root, 'apps/server/dist/main.js');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-build') build = false;
    else if (argv[i] === '--entry' && argv[i + 1]) entry = path.resolve(argv[++i]);
    else {
      console.error(
        `[shipdesk] Unknown argument ${argv[i]}: scripts/start.mjs takes --no-build and --entry <file>`,
      );
      process.exit(2);
    }
  }
  return { build, entry };
}

/**
 * npm starts this process through a shell and, asked to stop, signals that shell, which dies without passing
 * the signal on: the server would run on without its parent. When the process that started this one is gone,
 * stop as on SIGTERM (the server drains and exits).
 */
function stopWhenParentGoes() {
  const parent = process.ppid;
  const parentAlive = () => {
    try {
      process.kill(parent, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  const timer = setInterval(() => {
    if (process.ppid === parent && parentAlive()) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  timer.unref();
}

const { build, entry } = parseArguments(process.argv.slice(2));
if (build) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Cluster workers run the server itself, not this launcher (nor its build step) again.
cluster.setupPrimary({ exec: entry, args: [] });
if (process.env.npm_lifecycle_event) stopWhenParentGoes();
await import(pathToFileURL(entry).href);
