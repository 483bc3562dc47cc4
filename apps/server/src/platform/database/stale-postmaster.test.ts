import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { classifyPidOwner, processFacts } from './stale-postmaster';

const pgDir = '/srv/data/postgres';

describe('classifyPidOwner', () => {
  it('treats a missing process as gone', () => {
    expect(classifyPidOwner({ alive: false }, pgDir)).toBe('gone');
  });

  it('treats a zombie as gone although kill(pid, 0) answers', () => {
    expect(classifyPidOwner({ alive: true, state: 'Z', commandLine: '' }, pgDir)).toBe('gone');
  });

  it('treats a process that is not a postmaster of this cluster as gone', () => {
    expect(classifyPidOwner({ alive: true, state: 'S', commandLine: 'sleep 60' }, pgDir)).toBe('gone');
    const otherCluster = 'postgres -D /srv/other/postgres -p 5432';
    expect(classifyPidOwner({ alive: true, state: 'S', commandLine: otherCluster }, pgDir)).toBe('gone');
  });

  it('keeps a live postmaster of this cluster', () => {
    const commandLine = `/x/native/bin/postgres -D ${pgDir} -p 40001`;
    expect(classifyPidOwner({ alive: true, state: 'S', commandLine }, pgDir)).toBe(
      'postmaster-of-this-cluster',
    );
  });

  it('leaves a live process it cannot inspect alone', () => {
    expect(classifyPidOwner({ alive: true }, pgDir)).toBe('unknown');
  });
});

/**
 * The OS user PostgreSQL runs as: when the tests run as root, the `postgres` user. PostgreSQL takes a PID of
 * another user for stale, so the old processes must belong to its user for the test to mean anything.
 */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A real zombie: `sh` starts a child, then becomes `sleep`, which never reaps the child when it exits. The child
 * lives a second so that `sh` has become `sleep` before it exits: a child that ends while `sh` still runs may be
 * reaped by `sh` and leave no zombie, which happened on a busy machine.
 */
async function makeZombie(): Promise<{ zombie: number; parent: () => void }> {
  for (let attempt = 0; ; attempt++) {
    const child = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60'], {
      ...postgresUser(),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const zombie = await new Promise<number>((resolve) =>
      child.stdout.once('data', (c) => resolve(Number(`${c}`))),
    );
    for (let i = 0; i < 200 && (await processFacts(zombie)).state !== 'Z'; i++)
      await new Promise((r) => setTimeout(r, 50));
    const parent = () => child.kill('SIGKILL');
    if ((await processFacts(zombie)).state === 'Z' || attempt === 2) return { zombie, parent };
    parent();
  }
}

describe.skipIf(process.platform !== 'linux')('a restart after kill -9', () => {
  let dataDir: string;
  let lockFileOfARun: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-stale-pid-'));
    // Readable for the `postgres` OS user the cluster runs as when the tests run as root.
    await fs.chmod(dataDir, 0o755);
    const first = await startEmbeddedPostgres(dataDir, () => {});
    lockFileOfARun = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    await first.stop();
  }, 120_000);

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function startsWithLockFileNaming(pid: number) {
    const [, ...rest] = lockFileOfARun.split('\n');
    await fs.writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), [String(pid), ...rest].join('\n'));
    const database = await startEmbeddedPostgres(dataDir, () => {});
    await database.stop();
  }

  it('starts at once when the old postmaster is a zombie, 3 times out of 3', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { zombie, parent } = await makeZombie();
      try {
        expect((await processFacts(zombie)).state).toBe('Z');
        await startsWithLockFileNaming(zombie);
      } finally {
        parent();
      }
    }
  }, 120_000);

  it('starts when the lock file names a live process that is not PostgreSQL', async () => {
    const unrelated = spawn('sleep', ['60'], { ...postgresUser(), stdio: 'ignore' });
    try {
      await startsWithLockFileNaming(unrelated.pid as number);
      expect(unrelated.exitCode).toBeNull();
    } finally {
      unrelated.kill('SIGKILL');
    }
  }, 60_000);
});
