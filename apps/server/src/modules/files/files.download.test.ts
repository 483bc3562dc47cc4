import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { PDF_BYTES, PNG_BYTES } from '../../../test/upload-fixtures';
import { uploadOne } from '../../../test/upload-helpers';

let t: TestApp;
let cookie: string;
useTestApp(async (app) => {
  t = app;
  cookie = (await t.signedInUser({ grants: {} })).cookie;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

const TEXT = 'The quick brown fox jumps over the lazy dog\n';

describe('downloading a file', () => {
  it('sends the bytes with their type, length, checksum tag and the safety headers', async () => {
    const upload = await uploadOne(t, cookie, { filename: 'photo.png', content: PNG_BYTES });
    const res = await get(upload.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG_BYTES.length),
      etag: `"${upload.sha256}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
    });
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['content-security-policy']).toContain("img-src 'self'");
  });

  it('shows only images, PDF, audio and video inline; anything else is an attachment', async () => {
    const text = await uploadOne(t, cookie, { filename: 'notes.txt', content: Buffer.from(TEXT) });
    const res = await get(text.url);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    const pdf = await uploadOne(t, cookie, { filename: 'quote.pdf', content: PDF_BYTES });
    expect((await get(pdf.url)).headers['content-disposition']).toMatch(/^inline; /);
  });

  it('?download=1 always answers as an attachment (the viewer’s download button)', async () => {
    const upload = await uploadOne(t, cookie);
    expect((await get(`${upload.url}?download=1`)).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('names the file with an RFC 5987 filename* and an ASCII fallback', async () => {
    const upload = await uploadOne(t, cookie, { filename: 'Café menu €.png', content: PNG_BYTES });
    expect((await get(upload.url)).headers['content-disposition']).toBe(
      `inline; filename="Caf_ menu _.png"; filename*=UTF-8''Caf%C3%A9%20menu%20%E2%82%AC.png`,
    );
  });

  it('answers 304 when the caller already has this version (If-None-Match)', async () => {
    const upload = await uploadOne(t, cookie);
    const res = await get(upload.url, { 'if-none-match': `"${upload.sha256}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(`"${upload.sha256}"`);
    expect((await get(upload.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('answers ranges with 206 so audio and video can seek', async () => {
    const upload = await uploadOne(t, cookie, { filename: 'notes.txt', content: Buffer.from(TEXT) });
    const middle = await get(upload.url, { range: 'bytes=4-8' });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('quick');
    expect(middle.headers['content-range']).toBe(`bytes 4-8/${TEXT.length}`);
    expect(middle.headers['content-length']).toBe('5');
    const tail = await get(upload.url, { range: 'bytes=-4' });
    expect(tail.body).toBe('dog\n');
    const rest = await get(upload.url, { range: `bytes=${TEXT.length - 3}-` });
    expect(rest.body).toBe('og\n');
  });

  it('answers 416 for a range past the end, and the whole file for a stale If-Range', async () => {
    const upload = await uploadOne(t, cookie, { filename: 'notes.txt', content: Buffer.from(TEXT) });
    const past = await get(upload.url, { range: 'bytes=1000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${TEXT.length}`);
    const stale = await get(upload.url, { range: 'bytes=0-2', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(TEXT);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    expect((await get('/api/1/files/999999')).statusCode).toBe(404);
    const upload = await uploadOne(t, cookie);
    expect((await t.app.inject({ method: 'GET', url: upload.url })).statusCode).toBe(401);
  });
});

describe('removing an upload', () => {
  it('the uploader removes their unattached upload: 204, then it is gone with its object', async () => {
    const upload = await uploadOne(t, cookie);
    const res = await t.app.inject({ method: 'DELETE', url: upload.url, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await get(upload.url)).statusCode).toBe(404);
    const key = `uploads/${upload.uploadedAt.slice(0, 4)}/${upload.uploadedAt.slice(5, 7)}/${upload.fileName}`;
    await expect.poll(() => t.storage.stat(key)).toBeUndefined();
  });

  it('someone else cannot remove it (404; 403 for an admin, who may read it), and the file stays', async () => {
    const upload = await uploadOne(t, cookie);
    const other = await t.signedInUser();
    const res = await t.app.inject({ method: 'DELETE', url: upload.url, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(404);
    const admin = await t.signedInUser({ role: 'admin' });
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: upload.url,
      headers: { cookie: admin.cookie },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await get(upload.url)).statusCode).toBe(200);
  });
});
