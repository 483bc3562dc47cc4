import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/platform/storage/create-storage';

/** s3rver's fixed credentials: it checks request signatures against them. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on a free local port with one empty bucket, for the S3 driver's tests
 * and for running the app against S3. `close()` stops it and deletes its folder.
 */
export async function startS3Server(bucket = 'shipdesk-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const s3: NonNullable<StorageConfig['s3']> = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    s3,
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
