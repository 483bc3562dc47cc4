import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Makes sure only one server uses a DATA_DIR at a time.
 *
 * The lock is a listening local socket named after the data folder: binding it is atomic, and a second
 * bind fails while the holder lives. On Linux it is an abstract-namespace socket and on Windows a named pipe:
 * the kernel releases both the moment the process dies (even on kill -9), so there is never a stale lock to
 * clean up after a crash. Elsewhere (macOS) it is a socket file in the temporary folder, which a killed
 * holder leaves behind: a socket file nobody answers on is stale and is replaced. The holder answers
 * connections with its pid so the refusal message can name it.
 */
export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {}

interface LockAddress {
  name: string;
  /** True when the name is a file that outlives a killed holder. */
  isFile: boolean;
}

export function lockAddress(realDataDir: string, platform: string, tmpDir: string): LockAddress {
  const hash = createHash('sha256').update(realDataDir).digest('hex').slice(0, 32);
  if (platform === 'linux') return { name: `\0shipdesk-data-${hash}`, isFile: false };
  if (platform === 'win32') return { name: `\\\\.\\pipe\\shipdesk-data-${hash}`, isFile: false };
  // A Unix socket path is limited to about 100 bytes, hence the short name in the temporary folder.
  return { name: path.join(tmpDir, `shipdesk-${hash.slice(0, 16)}.sock`), isFile: true };
}

function askHolderPid(name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(name);
    let text = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve(text.trim() || undefined));
    socket.on('error', () => resolve(undefined));
  });
}

function listen(server: net.Server, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
}

export async function acquireDataDirLock(
  dataDir: string,
  platform: string = process.platform,
): Promise<DataDirLock> {
  const address = lockAddress(realpathSync(dataDir), platform, os.tmpdir());
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  server.unref();
  try {
    await listen(server, address.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const pid = await askHolderPid(address.name);
    if (pid !== undefined || !address.isFile) {
      throw new DataDirInUseError(
        `Another server (pid ${pid ?? 'unknown'}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    // Nobody answers: the socket file of a server that was killed.
    await fs.rm(address.name, { force: true });
    await listen(server, address.name);
  }
  return {
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
