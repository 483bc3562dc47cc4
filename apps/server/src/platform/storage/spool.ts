import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledFile {
  path: string;
  size: number;
  /** Deletes the temp file (never throws). */
  remove(): Promise<void>;
}

/**
 * Writes a stream to a new temp file in `dir`, showing each chunk to `observe` on the way (hashing, checks).
 * When the stream fails the temp file is deleted and the error thrown: nothing is left behind.
 */
export async function spoolToTempFile(
  body: Readable,
  dir: string,
  observe?: (chunk: Buffer) => void,
): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `spool-${randomUUID()}.partial`);
  const remove = () => rm(file, { force: true }).catch(() => {});
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      observe?.(chunk);
      done(null, chunk);
    },
  });
  // The file is made before the copy starts: a write stream opens its file asynchronously, so a source that
  // fails at once could otherwise have the file created after the clean-up below already ran.
  const handle = await open(file, 'wx', 0o600);
  try {
    await pipeline(body, counter, createWriteStream('', { fd: handle }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: file, size, remove };
}
