import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EXE_BYTES, PNG_BYTES } from '../../../test/upload-fixtures';
import { postFiles, uploadOne } from '../../../test/upload-helpers';
import { createStorage } from '../../platform/storage/create-storage';
import { uploadsOf } from './files.service';

/** The whole files API on an S3-protocol server (s3rver) instead of disk, as with S3_BUCKET set. */
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let cookie: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storage: createStorage({ dir: '/nonexistent', s3: s3.s3 }) });
  cookie = (await t.signedInUser()).cookie;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Every key in the bucket, asked of the S3 server itself. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.s3.endpoint,
    region: s3.s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.s3.accessKeyId!, secretAccessKey: s3.s3.secretAccessKey! },
  });
  const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.s3.bucket }));
  client.destroy();
  return (answer.Contents ?? []).map((o) => o.Key!);
}

describe('files on S3', () => {
  it('uploads to the bucket, reads back whole and by range, and removes the object', async () => {
    const upload = await uploadOne(t, cookie);
    const [row] = await uploadsOf(t.db, [upload.id]);
    expect(await t.storage.stat(row!.storage_key)).toEqual({ size: PNG_BYTES.length });
    expect(await bucketKeys()).toEqual([row!.storage_key]);

    const whole = await t.app.inject({ method: 'GET', url: upload.url, headers: { cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PNG_BYTES)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: upload.url,
      headers: { cookie, range: 'bytes=1-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('PNG');
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG_BYTES.length}`);

    expect((await t.app.inject({ method: 'DELETE', url: upload.url, headers: { cookie } })).statusCode).toBe(
      204,
    );
    await expect.poll(() => t.storage.stat(row!.storage_key)).toBeUndefined();
  });

  it('a refused upload puts nothing in the bucket', async () => {
    const res = await postFiles(t, cookie, [
      { filename: 'ok.png', content: PNG_BYTES },
      { filename: 'invoice.pdf', content: EXE_BYTES },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual([]);
  });
});
