import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockAddress } from './data-dir-lock';

describe('lockAddress', () => {
  it('uses a socket the kernel releases on Linux and Windows, a short socket file elsewhere', () => {
    expect(lockAddress('/srv/data', 'linux', '/tmp')).toEqual({
      name: expect.stringMatching(/^\0shipdesk-data-[0-9a-f]{32}$/),
      isFile: false,
    });
    expect(lockAddress('C:\\data', 'win32', 'C:\\Temp')).toEqual({
      name: expect.stringMatching(/^\\\\\.\\pipe\\shipdesk-data-[0-9a-f]{32}$/),
      isFile: false,
    });
    const mac = lockAddress('/Users/ana/shipdesk/data', 'darwin', '/var/folders/x1/abcdefghijklmnop/T');
    expect(mac).toEqual({ name: expect.stringMatching(/\/T\/shipdesk-[0-9a-f]{16}\.sock$/), isFile: true });
    expect(Buffer.byteLength(mac.name)).toBeLessThan(104);
  });

  it('gives two data folders two locks', () => {
    expect(lockAddress('/srv/a', 'darwin', '/tmp').name).not.toBe(
      lockAddress('/srv/b', 'darwin', '/tmp').name,
    );
  });
});

describe.each(['linux', 'darwin'])('the lock as on %s', (platform) => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-lock-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second holder, naming the first, until the first releases it', async () => {
    const first = await acquireDataDirLock(dataDir, platform);
    const second = acquireDataDirLock(dataDir, platform);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(`Another server (pid ${process.pid})`);
    await first.release();
    const again = await acquireDataDirLock(dataDir, platform);
    await again.release();
  });
});

describe('a socket-file lock left by a killed server', () => {
  it('is taken over', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-lock-'));
    const { name } = lockAddress(realpathSync(dataDir), 'darwin', os.tmpdir());
    const holder = spawn(
      process.execPath,
      ['-e', "require('net').createServer().listen(process.argv[1], () => console.log('up'))", name],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(name)).toBe(true);
    const lock = await acquireDataDirLock(dataDir, 'darwin');
    await lock.release();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
