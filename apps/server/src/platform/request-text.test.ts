import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import {
  checkRequestText,
  ILL_FORMED_MESSAGE,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  storableJson,
  storableText,
  TOO_DEEP_MESSAGE,
} from './request-text';

const logLines: { level: number; msg: string }[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  await app.register(checkRequestText);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.get('/echo', async (request) => ({ query: request.query }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });

describe('JSON nested too deeply', () => {
  it('answers 400 naming the limit, for arrays and objects, and logs a warning rather than an error', async () => {
    logLines.length = 0;
    for (const body of [
      '['.repeat(5000) + ']'.repeat(5000),
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: TOO_DEEP_MESSAGE });
    }
    expect(TOO_DEEP_MESSAGE).toContain(String(MAX_JSON_DEPTH));
    const refusals = logLines.filter((l) => l.msg.includes(TOO_DEEP_MESSAGE));
    expect(refusals).toHaveLength(2);
    expect(refusals.every((l) => l.level === 40)).toBe(true);
    expect(logLines.some((l) => l.level >= 50)).toBe(false);
  });

  it('accepts a body exactly as deep as the limit', async () => {
    const res = await post('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH));
    expect(res.statusCode).toBe(200);
    expect((await post('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).statusCode).toBe(
      400,
    );
  });
});

describe('text that PostgreSQL cannot store', () => {
  it.each([
    ['a lone high surrogate in a value', '{"email":"a\\ud800@example.com"}', 'email', ILL_FORMED_MESSAGE],
    [
      'a lone low surrogate deep inside',
      '{"lines":[{"notes":"x\\udc00"}]}',
      'lines.0.notes',
      ILL_FORMED_MESSAGE,
    ],
    ['a lone surrogate in a key', '{"\\ud800":1}', '\ud800', ILL_FORMED_MESSAGE],
    ['a NUL in a value', '{"first_name":"a\\u0000"}', 'first_name', NUL_MESSAGE],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
  });

  it('answers a surrogate encoded into the query string as a client error, never a server one', async () => {
    const res = await app.inject({ method: 'GET', url: '/echo?search=a%ED%A0%80&where=%00' });
    expect(res.statusCode).toBe(400);
  });

  it('accepts characters outside the basic plane written as a proper pair', async () => {
    const res = await post('{"client_name":"\\ud83d\\udce6 Acme","notes":"شحن 📦"}');
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ client_name: '📦 Acme', notes: 'شحن 📦' });
  });
});

describe('storable copies for rows that must be written', () => {
  it('replace NUL and lone surrogates in keys and strings at any depth, keeping proper pairs', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => storableJson(deep)).not.toThrow();
    expect(storableJson({ 'a\ud800': ['b\udc00', 1, null, true, '📦'] })).toEqual({
      'a\ufffd': ['b\ufffd', 1, null, true, '📦'],
    });
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
  });

  it('answer clean details as they are, and copy only details that must change, leaving the original alone', () => {
    const clean = { changes: { name: { old: 'Łódź Cargo', new: 'شركة الشحن' } }, line: ['📦', 3, null] };
    expect(storableJson(clean)).toBe(clean);
    const dirty = { changes: { name: { old: 'ok', new: 'bad\u0000' } } };
    const stored = storableJson(dirty);
    expect(stored).not.toBe(dirty);
    expect(stored).toEqual({ changes: { name: { old: 'ok', new: 'bad\ufffd' } } });
    expect(dirty.changes.name.new).toBe('bad\u0000');
  });
});
