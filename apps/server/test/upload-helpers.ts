import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@freight/domain';
import { uploads } from '../src/modules/files/files.table';
import type { TestApp } from './test-app';
import { multipartBody, PNG_BYTES, type UploadPart } from './upload-fixtures';

/** Posts the parts to `POST /api/1/files` as the given user. */
export function postFiles(t: TestApp, cookie: string, parts: UploadPart[], query = '') {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/1/files${query}`,
    payload,
    headers: { ...headers, cookie },
  });
}

/** Uploads one PNG (or the given part) and answers its upload result's data. */
export async function uploadOne(
  t: TestApp,
  cookie: string,
  part: UploadPart = { filename: 'photo.png', content: PNG_BYTES, contentType: 'image/png' },
): Promise<UploadResult['data']> {
  const res = await postFiles(t, cookie, [part]);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as UploadResult[])[0]!.data;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** What uploads have left behind: rows, stored objects (disk storage of the test app) and temp files. */
export async function leftBehind(t: TestApp) {
  const rows = await t.db.select({ id: uploads.id }).from(uploads);
  return {
    rows: rows.length,
    objects: (await filesUnder(path.join(t.filesDir, 'storage'))).length,
    tempFiles: (await filesUnder(t.uploadTempDir)).length,
  };
}
