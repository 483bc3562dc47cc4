import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});
const root = pino({ level: 'info' }, stream);
// How many request loggers pino was asked to make: a real pino, counted.
let childrenMade = 0;
const makeChild = root.child.bind(root);
root.child = ((...args: Parameters<typeof root.child>) => {
  childrenMade++;
  return makeChild(...args);
}) as typeof root.child;

const app = Fastify({
  loggerInstance: root as unknown as FastifyBaseLogger,
  disableRequestLogging: true,
  childLoggerFactory: lazyRequestLogger,
  genReqId: () => 'req-7',
});
app.get('/quiet', async () => ({ ok: true }));
app.get('/speaks', async (request) => {
  request.log.info({ contact: 'Núñez' }, 'looked up');
  request.log.debug('below the level');
  return { level: request.log.level };
});
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('the request logger', () => {
  it('makes no child logger for a request that writes no line', async () => {
    const before = childrenMade;
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(childrenMade).toBe(before);
  });

  it('writes a request’s lines with its id, at the level of the server', async () => {
    const res = await app.inject({ url: '/speaks' });
    expect(res.json()).toEqual({ level: 'info' });
    const written = lines.filter((line) => line.msg === 'looked up' || line.msg === 'below the level');
    expect(written).toEqual([expect.objectContaining({ reqId: 'req-7', contact: 'Núñez', level: 30 })]);
  });
});
