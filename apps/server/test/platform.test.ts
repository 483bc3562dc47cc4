import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './test-app';

let t: TestApp;
useTestApp(async (app) => {
  t = app;
});

describe('API platform', () => {
  it('GET /api/1/health says the database answers, and nothing more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('unknown API paths answer 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/1/no-such-thing' },
    });
  });

  it('bodies over 1 MiB answer 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('malformed JSON answers 400 without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    expect(res.body).not.toMatch(/at .*\.js|node_modules/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the whole set of security headers on every answer, refusals and unknown paths included', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' data: blob:;connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/1/health', '/api/1/auth/me', '/api/1/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves the OpenAPI description at /api/docs to signed-in staff only', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const { cookie } = await t.signedInUser();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect([200, 302]).toContain(ui.statusCode);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty('/api/1/auth/login');
  });

  it('answers API requests with Cache-Control: no-store', async () => {
    const { cookie } = await t.signedInUser();
    const me = await t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/1/auth/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
