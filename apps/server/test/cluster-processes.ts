import { execFileSync } from 'node:child_process';
import http from 'node:http';

/** The pids of a cluster primary's worker processes (its node children; PostgreSQL is its other child). */
export function workerPids(primaryPid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primaryPid)]).toString();
  } catch {
    // ps exits 1 when the primary has no children (left).
  }
  return out
    .split('\n')
    .filter((line) => line.includes('dist/main.js'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Whether a process with this id still runs (signal 0 only tests). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What became of one request: an answer, an error (reset, refused), or nothing at all within the bound. */
export type Outcome = { status: number } | { error: string } | { hung: true };

/**
 * One GET on a connection of its own (no keep-alive agent), as a burst of new visitors makes them. A request
 * that has neither an answer nor an error after `boundMs` counts as hung: a client would wait forever.
 */
export function freshGet(port: number, urlPath: string, boundMs = 15_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
      response.resume();
      response.on('end', () => settle({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    });
    const timer = setTimeout(() => {
      settle({ hung: true });
      request.destroy();
    }, boundMs);
    const settle = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    request.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
  });
}

export const hung = (outcomes: Outcome[]) => outcomes.filter((o) => 'hung' in o);
