import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import type { UploadPart } from '../../../test/upload-fixtures';
import { PNG_BYTES } from '../../../test/upload-fixtures';
import { postFiles } from '../../../test/upload-helpers';

/** The start of a WebM file as a browser's MediaRecorder writes it (EBML header, DocType webm). */
export const WEBM_BYTES = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(256),
]);

export const pngPart: UploadPart = { filename: 'damage.png', content: PNG_BYTES, contentType: 'image/png' };
export const webmPart: UploadPart = { filename: 'memo.webm', content: WEBM_BYTES, contentType: 'audio/webm' };

/** Uploads one note attachment (`?purpose=note`) and answers its upload id. */
export async function uploadNoteFile(
  t: TestApp,
  cookie: string,
  part: UploadPart = pngPart,
): Promise<number> {
  const res = await postFiles(t, cookie, [part], '?purpose=note');
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].data.id;
}
