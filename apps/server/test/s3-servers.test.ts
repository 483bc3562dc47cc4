import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { UploadResult } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from './s3-server';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';
import { createTestDatabase } from './test-database';
import { PNG_BYTES } from './upload-fixtures';

/**
 * The real server processes with S3_* set, as an operator runs them: two processes on one database and one
 * S3-protocol bucket (s3rver) share their files: what one stores, the other serves.
 */
describe('two servers sharing an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    s3 = await startS3Server('shipdesk-files');
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: 'files@example.com',
      ADMIN_PASSWORD: 'files-admin-password',
      S3_BUCKET: s3.s3.bucket,
      S3_ENDPOINT: s3.s3.endpoint!,
      S3_REGION: s3.s3.region,
      S3_ACCESS_KEY_ID: s3.s3.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.s3.secretAccessKey!,
      S3_FORCE_PATH_STYLE: '1',
    };
    // One after the other: the first makes the admin, the second finds it.
    for (let i = 0; i < 2; i++) {
      const server = startServer(env, await freePort());
      servers.push(server);
      await waitForHealth(server);
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.close();
    await s3?.close();
  });

  const url = (server: ServerProcess, p: string) => `http://127.0.0.1:${server.port}/api/1${p}`;

  async function signIn(server: ServerProcess): Promise<string> {
    const res = await fetch(url(server, '/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'files@example.com', password: 'files-admin-password', remember: false }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  it('a file uploaded through one server is in the bucket and downloads through the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'dock.png');
    const upload = await fetch(url(a, '/files'), {
      method: 'POST',
      body: form,
      headers: { cookie: await signIn(a) },
    });
    expect(upload.status).toBe(201);
    const [{ data }] = (await upload.json()) as UploadResult[];

    const client = new S3Client({
      endpoint: s3.s3.endpoint,
      region: s3.s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.s3.accessKeyId!, secretAccessKey: s3.s3.secretAccessKey! },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.s3.bucket }));
    client.destroy();
    expect(listed.Contents?.map((o) => o.Key)).toEqual([
      expect.stringMatching(new RegExp(`/${data.fileName}$`)),
    ]);

    const download = await fetch(`http://127.0.0.1:${b.port}${data.url}`, {
      headers: { cookie: await signIn(b) },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });
});
