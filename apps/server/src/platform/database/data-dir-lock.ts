import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import net from 'node:net';

/**
 * Makes sure only one server uses a DATA_DIR at a time.
 *
 * The lock is a Linux abstract-namespace socket named after the data folder: binding it is atomic,
 * and the kernel releases it the moment the process dies (even on kill -9), so there is never a
 * stale lock file to clean up after a crash. The holder answers connections with its pid so the
 * refusal message can name it.
 */
export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {}

function lockName(dataDir: string): string {
  const hash = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  return `\0shipdesk-data-${hash}`;
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

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const name = lockName(dataDir);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  server.unref();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const pid = await askHolderPid(name);
    throw new DataDirInUseError(
      `Another server (pid ${pid ?? 'unknown'}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
  return {
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
