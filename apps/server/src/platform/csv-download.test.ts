import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_FIRST_PART_BYTES, csvHeader, csvRow, sendCsv } from './csv';
import { registerErrorHandler } from './error-handler';

/** An export whose query fails after `rowsBeforeFailure` rows, as a database error part-way would. */
async function* failingExport(rowsBeforeFailure: number): AsyncGenerator<string> {
  yield csvHeader(['id', 'name']);
  for (let i = 0; i < rowsBeforeFailure; i++) yield csvRow([i, 'x'.repeat(1000)]);
  throw new Error('value "2147483648" is out of range for type integer');
}

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/small', (_request, reply) => sendCsv(reply, 'small', failingExport(3)));
  app.get('/large', (_request, reply) =>
    sendCsv(reply, 'large', failingExport(Math.ceil((2 * CSV_FIRST_PART_BYTES) / 1000))),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('a CSV download over HTTP', () => {
  it('answers a failure before the first byte as an error status with a JSON body, not a 200', async () => {
    const res = await fetch(`${base}/small`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
  });

  it('aborts the connection on a failure after the headers, so the client sees a failed download', async () => {
    const res = await fetch(`${base}/large`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});
