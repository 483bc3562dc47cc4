import { costLineCreateSchema, isLibraryMessage } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post('/cost_items', { schema: { body: costLineCreateSchema } }, async () => ({ ok: true }));
  // Schemas that left their checks unworded, as route params and server-only fields do.
  app.put(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ sort_order: z.number().int().min(0).max(1000), title: z.string().max(3) }).partial(),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, contentType = 'application/json') =>
  app.inject({
    method,
    url,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('validation errors', () => {
  it("pass a schema's own message to `message` and `fields`", async () => {
    const res = await send('POST', '/cost_items', {
      quotation_id: 1,
      category_id: 1,
      description: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Description can be at most 500 characters',
        fields: { description: 'Description can be at most 500 characters' },
      },
    });
  });

  it('word the checks a schema left unworded, naming the field', async () => {
    const res = await send('PUT', '/things/1', { sort_order: -1, title: 'long' });
    expect(res.json().error.fields).toEqual({
      sort_order: 'Sort order cannot be negative',
      title: 'Title can be at most 3 characters',
    });
    const wrongTypes = await send('PUT', '/things/1', { sort_order: 'first', title: { text: 'x' } });
    expect(wrongTypes.json().error.fields).toEqual({
      sort_order: 'Sort order must be a number',
      title: 'Title must be text',
    });
    const params = await send('PUT', '/things/0', {});
    expect(params.json().error).toMatchObject({
      message: 'ID must be greater than 0',
      fields: { id: 'ID must be greater than 0' },
    });
  });

  it('answer a body that is not a JSON object in words', async () => {
    for (const body of [[], 'text', 12]) {
      const res = await send('POST', '/cost_items', JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The request body must be a JSON object');
    }
    const unworded = await send('PUT', '/things/1', JSON.stringify([1]));
    expect(unworded.json().error.message).toBe('The request body must be a JSON object');
  });

  it('never show a library default, whatever the fields hold', async () => {
    const bodies = [
      {},
      { quotation_id: {}, category_id: [], description: 5, location: 'Sea', rate: '1e999' },
    ];
    for (const body of bodies) {
      const { error } = (await send('POST', '/cost_items', body)).json();
      for (const message of [error.message, ...Object.values(error.fields ?? {})]) {
        expect(isLibraryMessage(message as string), String(message)).toBe(false);
      }
    }
  });
});

describe('unreadable bodies', () => {
  it.each([
    ['malformed JSON', '{"description": ', 'application/json', 400, 'The request body is not valid JSON'],
    ['an empty JSON body', '', 'application/json', 400, 'The request body is empty: send a JSON object'],
    [
      'a body that is not JSON',
      'description=x',
      'text/csv',
      415,
      'Send the request body as JSON (Content-Type: application/json)',
    ],
  ])('%s answers in words', async (_why, payload, contentType, status, message) => {
    const res = await send('POST', '/cost_items', payload, contentType);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  });
});
