import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './test-app';

/** The probe's findings: each of these answered 500 before; bad input is the client's 400 (or 404), never a 500. */
let t: TestApp;
let cookie: string;
useTestApp(async (app) => {
  t = app;
  cookie = (await t.signedInUser({ role: 'admin' })).cookie;
});

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { cookie, ...headers } });

async function newContact() {
  const res = await send('POST', '/api/1/contacts', { name: 'Probe' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number };
}

describe('a NUL character', () => {
  it('in the unauthenticated sign-in answers 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Text cannot contain the NUL character' },
    });
  });

  it('in a text field, search or where answers 400 and writes nothing', async () => {
    const before = (await send('GET', '/api/1/contacts?limit=1')).json().total;
    expect((await send('POST', '/api/1/contacts', { name: 'Null\u0000Byte' })).statusCode).toBe(400);
    expect((await send('GET', '/api/1/contacts?search=a%00b')).statusCode).toBe(400);
    expect(
      (await send('GET', `/api/1/contacts?where=${encodeURIComponent("name = 'a\u0000'")}`)).statusCode,
    ).toBe(400);
    expect((await send('GET', '/api/1/contacts?limit=1')).json().total).toBe(before);
  });
});

describe('JSON nested deeper than any body the API takes', () => {
  it('answers 400 on the signed-out sign-in and on a signed-in route, not a server error', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const [url, headers] of [
      ['/api/1/auth/login', {}],
      ['/api/1/contacts', { cookie }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: deep,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The request body is nested deeper than 64 levels');
    }
  });
});

describe('a lone UTF-16 surrogate', () => {
  const lone = 'Acme \ud800';
  it('in the unauthenticated sign-in answers 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: '{"email":"a\\ud800@example.com","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: expect.stringContaining('well-formed Unicode') });
  });

  it('in any text field answers 400 and writes nothing', async () => {
    const contact = await newContact();
    const before = (await send('GET', '/api/1/contacts?limit=1')).json().total;
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/1/contacts', { name: lone }, 'name'],
      ['POST', '/api/1/contacts', { name: 'Ok', first_name: lone }, 'first_name'],
      ['POST', '/api/1/contacts', { name: 'Ok', notes: lone }, 'notes'],
      ['PUT', `/api/1/contacts/${contact.id}`, { name: lone }, 'name'],
      ['POST', '/api/1/quotations', { client_name: lone }, 'client_name'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await send(method as 'POST', url, payload, { 'if-match': String(contact.version) });
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(400);
      expect(res.json().error.fields[field]).toContain('well-formed Unicode');
    }
    expect((await send('GET', '/api/1/contacts?limit=1')).json().total).toBe(before);
  });
});

describe('numbers beyond what a column holds', () => {
  it('answers 400 for a contact revenue of 1e14 and a quotation estimated value of 1e16', async () => {
    const contact = await send('POST', '/api/1/contacts', { name: 'Rich', revenue: 1e14 });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error.fields.revenue).toBeDefined();
    const quotation = await send('POST', '/api/1/quotations', { client_name: 'Big', estimated_value: 1e16 });
    expect(quotation.statusCode).toBe(400);
    expect(quotation.json().error.fields.estimated_value).toBeDefined();
  });

  it('answers 400 for an If-Match version beyond any record', async () => {
    const contact = await newContact();
    const res = await send(
      'PUT',
      `/api/1/contacts/${contact.id}`,
      { name: 'X' },
      { 'if-match': '99999999999999999999' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('If-Match must be a record version');
    expect((await send('GET', `/api/1/contacts/${contact.id}`)).json().name).toBe('Probe');
  });
});

describe('ids in the path', () => {
  it('are decimal digits only: 0x.. and 1e3 never name another record', async () => {
    const contact = await newContact();
    for (const id of [
      `0x${contact.id.toString(16)}`,
      `${contact.id}e0`,
      `+${contact.id}`,
      ` ${contact.id}`,
    ]) {
      const res = await send('GET', `/api/1/contacts/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(400);
    }
    expect((await send('GET', '/api/1/contacts/1e3')).statusCode).toBe(400);
    expect((await send('GET', '/api/1/contacts/2147483648')).statusCode).toBe(400);
    expect((await send('GET', `/api/1/contacts/${contact.id}`)).statusCode).toBe(200);
  });
});

describe('the Origin check', () => {
  const post = (origin: string, host = 'localhost:3000') =>
    send('POST', '/api/1/contacts', { name: 'Origin test' }, { origin, host });

  it('refuses another scheme or port of the same host, and accepts the same origin', async () => {
    expect((await post('https://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://localhost:3001')).statusCode).toBe(403);
    expect((await post('http://localhost')).statusCode).toBe(403);
    expect((await post('http://evil.example:3000')).statusCode).toBe(403);
    expect((await post('http://localhost:3000')).statusCode).toBe(201);
    expect((await post('http://LOCALHOST:80', 'localhost')).statusCode).toBe(201);
  });
});
