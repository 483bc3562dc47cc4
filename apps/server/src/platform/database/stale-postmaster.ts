import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What the process named in a cluster's `postmaster.pid` is, before we start PostgreSQL on that cluster.
 *
 * PostgreSQL refuses to start while the PID in `postmaster.pid` answers `kill(pid, 0)`. Right after a
 * `kill -9` the old postmaster is a zombie (dead, not yet reaped by its parent) for a second or more: it
 * answers `kill(pid, 0)` although it is gone and holds nothing. After a reboot the PID may belong to an
 * unrelated process. In both cases the lock file is stale and we remove it; only a live postmaster of this
 * very cluster is stopped.
 */
export type PidOwner = 'gone' | 'postmaster-of-this-cluster' | 'unknown';

export interface ProcessFacts {
  /** `kill(pid, 0)` succeeded (true for a zombie too). */
  alive: boolean;
  /** The one-letter state (`R`, `S`, `Z`…), when the platform tells it. */
  state?: string;
  /** The command line with its arguments, when the platform tells it. */
  commandLine?: string;
}

export function classifyPidOwner(facts: ProcessFacts, pgDir: string): PidOwner {
  if (!facts.alive || facts.state === 'Z') return 'gone';
  if (facts.commandLine === undefined) return 'unknown';
  const isOurPostmaster = facts.commandLine.includes('postgres') && facts.commandLine.includes(pgDir);
  return isOurPostmaster ? 'postmaster-of-this-cluster' : 'gone';
}

/** Whether a process with this id exists (signal 0 tests without signalling); true for a zombie. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` OS user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a process's state and command line from /proc (Linux) or ps (macOS and other Unix systems). */
export async function processFacts(pid: number): Promise<ProcessFacts> {
  if (!processAlive(pid)) return { alive: false };
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat !== undefined) {
    // The state follows the command name in parentheses, which may itself hold spaces or parentheses.
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
    return { alive: true, state, commandLine: cmdline?.replaceAll('\0', ' ') };
  }
  if (process.platform === 'win32') return { alive: true };
  try {
    const line = execFileSync('ps', ['-o', 'stat=,command=', '-p', String(pid)])
      .toString()
      .trim();
    const [state, ...command] = line.split(/\s+/);
    return { alive: true, state: state?.[0], commandLine: command.join(' ') };
  } catch {
    return { alive: true };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After a `kill -9` of the server, its PostgreSQL may keep running with nobody to stop it: we hold the
 * data-dir lock, so a live postmaster of our cluster is such an orphan and is stopped cleanly. A lock file
 * naming a zombie or an unrelated process is removed, so that PostgreSQL starts at the first attempt.
 */
export async function clearStalePostmaster(pgDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  const owner = classifyPidOwner(await processFacts(pid), pgDir);
  if (owner === 'gone') {
    await fs.rm(pidFile, { force: true });
    return;
  }
  if (owner === 'unknown') return;
  log(`Stopping a PostgreSQL (pid ${pid}) left running by a previous server that did not shut down`);
  const stillRunning = async () => classifyPidOwner(await processFacts(pid), pgDir) !== 'gone';
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && (await stillRunning()); i++) await sleep(100);
  if (await stillRunning()) process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && (await stillRunning()); i++) await sleep(100);
  // Stopped by our signal, it may linger as a zombie until its parent reaps it: its lock file is stale.
  if (!(await stillRunning())) await fs.rm(pidFile, { force: true });
}
