import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `root` (STORAGE_DIR). A write goes to a temp file beside its target, is flushed to
 * disk, and only then renamed into place: a rename within one folder is atomic, so readers see the whole
 * object or none, and a failed write leaves no file under the key.
 */
export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',

    async put(key: string, body: Readable) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.partial`;
      // Opened before the copy (not by the write stream, which opens asynchronously) so that the clean-up
      // below always finds the file, even when the source fails at once.
      const handle = await open(temp, 'wx', 0o640);
      try {
        await pipeline(body, createWriteStream('', { fd: handle, flush: true }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => {});
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
        // Opening may still fail (removed meanwhile): surface that as "no object" rather than a broken stream.
        await new Promise<void>((resolve, reject) => {
          body.once('open', () => resolve());
          body.once('error', reject);
        });
        return { body, size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key: string) {
      try {
        const { size } = await stat(pathOf(key));
        return { size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
  };
}
