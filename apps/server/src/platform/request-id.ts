import { randomUUID } from 'node:crypto';

/**
 * Request ids that are unique across processes and restarts (Fastify's own count restarts at 1 in every
 * worker): each log line of a request carries it as `reqId` (Fastify's request logger), and the answer
 * carries it as `X-Request-Id`, so a user's report or a proxy log leads to the server's lines. A client's
 * own `X-Request-Id` is not taken: it could forge another request's lines.
 */
export const genRequestId = () => randomUUID();
