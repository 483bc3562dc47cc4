import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

// A stand-in for apps/web/dist as the web build leaves it: hashed files under assets/ with brotli and gzip
// copies beside them, and index.html.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><head><title>ShipDesk</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-web-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  const files: Record<string, string | Buffer> = {
    'assets/a.js': script,
    'assets/a.js.br': zlib.brotliCompressSync(script),
    'assets/a.js.gz': zlib.gzipSync(script),
    // Small files get no compressed copies from the build.
    'assets/tiny.css': 'body{margin:0}',
    'index.html': html,
    'index.html.br': zlib.brotliCompressSync(html),
    'index.html.gz': zlib.gzipSync(html),
  };
  for (const [name, content] of Object.entries(files)) await fs.writeFile(path.join(distDir, name), content);
  app = Fastify();
  await registerWebApp(app, distDir);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static web app: precompressed files', () => {
  it('a browser accepting brotli gets the .br copy, which decodes to the script', async () => {
    const res = await get('/assets/a.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("Chrome's usual Accept-Encoding picks brotli over gzip", async () => {
    const res = await get('/assets/a.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('a client accepting only gzip gets the .gz copy', async () => {
    const res = await get('/assets/a.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('a client accepting no encoding gets the plain file, still marked as varying by encoding', async () => {
    const res = await get('/assets/a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('a file without compressed copies is sent plain even to a brotli-capable browser', async () => {
    const res = await get('/assets/tiny.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}');
  });
});

describe('static web app: caching', () => {
  it('hashed files under /assets are cacheable for a year, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/a.js', encoding);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('index.html is revalidated on every load, compressed too', async () => {
    const res = await get('/index.html', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('a browser-router path answers index.html, compressed and not cached', async () => {
    for (const url of ['/', '/pending-quotations', '/quotations/7/edit']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    const plain = await get('/pending-quotations');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
