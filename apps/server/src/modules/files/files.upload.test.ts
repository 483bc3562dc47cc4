import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UploadResult } from '@freight/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  CFB_BYTES,
  docxBytes,
  EXE_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
} from '../../../test/upload-fixtures';
import { leftBehind, postFiles } from '../../../test/upload-helpers';
import { uploads } from './files.table';

let t: TestApp;
let cookie: string;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signedInUser({ grants: {} })).cookie;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(uploads);
  await rm(path.join(t.filesDir, 'storage'), { recursive: true, force: true });
});

const nothingLeft = { rows: 0, objects: 0, tempFiles: 0 };

describe('uploading files', () => {
  it('stores each file and answers the upload results with url, names, size, type and checksum', async () => {
    const res = await postFiles(t, cookie, [
      { filename: 'photo.png', content: PNG_BYTES, contentType: 'image/png' },
      { filename: 'Quote 12.pdf', content: PDF_BYTES, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const results = res.json() as UploadResult[];
    expect(results).toHaveLength(2);
    const [png, pdf] = results.map((r) => r.data);
    expect(results.every((r) => r.success)).toBe(true);
    expect(png).toMatchObject({
      url: `/api/1/files/${png!.id}`,
      originalName: 'photo.png',
      size: PNG_BYTES.length,
      mimeType: 'image/png',
    });
    expect(png!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(png!.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(png!.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(pdf).toMatchObject({ originalName: 'Quote 12.pdf', mimeType: 'application/pdf' });
    expect(await leftBehind(t)).toEqual({ rows: 2, objects: 2, tempFiles: 0 });
  });

  it('takes the type from the content: Word documents, old Office files by name, and plain text', async () => {
    const res = await postFiles(t, cookie, [
      { filename: 'letter.docx', content: docxBytes() },
      { filename: 'rates.xls', content: CFB_BYTES },
      { filename: 'notes.txt', content: Buffer.from('Call back on Monday — café order\n') },
      { filename: 'rates.csv', content: Buffer.from('port,rate\nRotterdam,120\n') },
    ]);
    expect(res.statusCode).toBe(201);
    expect((res.json() as UploadResult[]).map((r) => r.data.mimeType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'text/plain',
      'text/csv',
    ]);
  });

  it('accepts a file larger than the 1 MiB limit of JSON bodies', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await postFiles(t, cookie, [{ filename: 'big.png', content: big }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].data.size).toBe(big.length);
  });
});

describe('refused uploads store nothing', () => {
  it('an executable renamed .pdf and declared as a PDF is refused with 415 by what it is', async () => {
    const res = await postFiles(t, cookie, [
      { filename: 'invoice.pdf', content: EXE_BYTES, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'File type application/x-msdownload is not supported.',
    });
    expect(await leftBehind(t)).toEqual(nothingLeft);
  });

  it('a binary named .txt is refused with the declared type when the content is unknown', async () => {
    const res = await postFiles(t, cookie, [
      {
        filename: 'notes.txt',
        content: Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]),
        contentType: 'text/plain',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('File type text/plain is not supported.');
  });

  it('one refused file refuses the whole request: the good ones are not kept either', async () => {
    const res = await postFiles(t, cookie, [
      { filename: 'photo.png', content: PNG_BYTES },
      { filename: 'setup.pdf', content: EXE_BYTES },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await leftBehind(t)).toEqual(nothingLeft);
  });

  it('an OLE container named as something other than doc, xls or ppt is refused', async () => {
    const res = await postFiles(t, cookie, [{ filename: 'installer.msi', content: CFB_BYTES }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('File type application/x-cfb is not supported.');
  });

  it('no file, a wrongly named field, a JSON body or an unknown purpose answer 400', async () => {
    const wrongField = await postFiles(t, cookie, [
      { filename: 'a.png', content: PNG_BYTES, field: 'upload' },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(
      'Choose at least one file to upload (multipart field "file")',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/1/files',
      payload: {},
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Send the files as multipart/form-data in the field "file"');
    const purpose = await postFiles(
      t,
      cookie,
      [{ filename: 'a.png', content: PNG_BYTES }],
      '?purpose=avatarz',
    );
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().error.fields.purpose).toBe('Unknown upload purpose');
    expect(await leftBehind(t)).toEqual(nothingLeft);
  });

  it('needs a session', async () => {
    const { payload, headers } = multipartBody([{ filename: 'a.png', content: PNG_BYTES }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/1/files', payload, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('hostile file names', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\win.png', 'win.png'],
    ['bell\u0007\u0001tab\t.png', 'belltab.png'],
    ['\u202egnp.exe.png', 'gnp.exe.png'],
    ['..png', 'png'],
  ])('%j is kept as %j and never reaches the storage key', async (sent, kept) => {
    const res = await postFiles(t, cookie, [{ filename: sent, content: PNG_BYTES }]);
    expect(res.statusCode).toBe(201);
    const data = res.json()[0].data;
    expect(data.originalName).toBe(kept);
    const [row] = await t.db.select().from(uploads);
    expect(row!.storage_key).toMatch(/^uploads\/\d{4}\/\d\d\/[0-9a-f-]{36}\.png$/);
  });

  it('a 300-character name is cut to 255, keeping its extension', async () => {
    const res = await postFiles(t, cookie, [{ filename: `${'x'.repeat(300)}.png`, content: PNG_BYTES }]);
    const name: string = res.json()[0].data.originalName;
    expect(name).toHaveLength(255);
    expect(name.endsWith('x.png')).toBe(true);
  });
});

/** Streams a multipart upload of `size` bytes over real HTTP, answering the status and how much was sent. */
function streamUpload(size: number, options: { abortAfter?: number } = {}) {
  const boundary = '----shipdesk-stream';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  let sent = 0;
  const chunk = Buffer.alloc(256 * 1024);
  async function* body() {
    yield head;
    while (sent < size) {
      if (options.abortAfter !== undefined && sent >= options.abortAfter) throw new Error('client gave up');
      sent += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return new Promise<{ status: number; body: string; sentWhenAnswered: number } | 'aborted'>((resolve) => {
    const req = request(`${baseUrl}/api/1/files`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      const sentWhenAnswered = sent;
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode!, body: text, sentWhenAnswered }));
    });
    req.on('error', () => resolve('aborted'));
    const source = Readable.from(body());
    source.on('error', () => req.destroy());
    source.pipe(req);
  });
}

describe('size and aborted uploads', () => {
  it('a file over 100 MB is refused with 413 while it is still being sent, and nothing is stored', async () => {
    const total = 400 * 1024 * 1024;
    const answer = await streamUpload(total);
    expect(answer).not.toBe('aborted');
    if (answer === 'aborted') return;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe('File film.mp4 is too large. Maximum size is 100MB.');
    expect(answer.sentWhenAnswered).toBeLessThan(total);
    await expect.poll(() => leftBehind(t)).toEqual(nothingLeft);
  });

  it('an upload the client abandons half-way leaves no object, no row and no temp file', async () => {
    const answer = await streamUpload(8 * 1024 * 1024, { abortAfter: 2 * 1024 * 1024 });
    expect(answer).toBe('aborted');
    await expect.poll(() => leftBehind(t)).toEqual(nothingLeft);
  });
});
