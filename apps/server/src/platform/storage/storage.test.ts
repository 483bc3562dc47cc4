import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { createStorage } from './create-storage';
import type { Storage } from './storage';

/** A body that sends some bytes and then fails, as a dropped upload does. */
function failingBody(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('the first half of a file ');
      throw new Error('connection reset');
    })(),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

function storageBehaviour(
  name: string,
  setUp: () => Promise<{ storage: Storage; leftovers: () => Promise<string[]>; close: () => Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let leftovers: () => Promise<string[]>;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, leftovers, close } = await setUp());
    });
    afterAll(async () => {
      await close();
    });

    it('writes an object and reads it back, whole and by range', async () => {
      await storage.put('uploads/2026/11/abc.txt', Readable.from([Buffer.from('0123456789')]));
      const whole = await storage.get('uploads/2026/11/abc.txt');
      expect(whole?.size).toBe(10);
      expect(await text(whole!.body)).toBe('0123456789');
      const part = await storage.get('uploads/2026/11/abc.txt', { start: 2, end: 5 });
      expect(part?.size).toBe(10);
      expect(await text(part!.body)).toBe('2345');
      expect(await storage.stat('uploads/2026/11/abc.txt')).toEqual({ size: 10 });
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      await storage.put('uploads/gone.txt', Readable.from([Buffer.from('bye')]));
      await storage.delete('uploads/gone.txt');
      expect(await storage.get('uploads/gone.txt')).toBeUndefined();
      expect(await storage.stat('uploads/gone.txt')).toBeUndefined();
      await expect(storage.delete('uploads/gone.txt')).resolves.toBeUndefined();
    });

    it('an aborted write leaves no object behind', async () => {
      await expect(storage.put('uploads/aborted.txt', failingBody())).rejects.toThrow('connection reset');
      expect(await storage.get('uploads/aborted.txt')).toBeUndefined();
      expect((await leftovers()).filter((f) => f.includes('aborted') || f.endsWith('.partial'))).toEqual([]);
    });

    it('refuses keys that could leave the store', async () => {
      await expect(storage.put('../outside', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Unsafe/);
      await expect(storage.get('uploads/../../etc/passwd')).rejects.toThrow(/Unsafe/);
    });
  });
}

storageBehaviour('disk', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-storage-'));
  return {
    storage: createStorage({ dir }),
    leftovers: () => listFiles(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

storageBehaviour('S3 (s3rver)', async () => {
  const server = await startS3Server();
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-spool-'));
  return {
    storage: createStorage({ dir: '/nonexistent', s3: server.s3, tempDir }),
    leftovers: async () => [...(await listFiles(server.directory)), ...(await listFiles(tempDir))],
    close: async () => {
      await server.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
});
