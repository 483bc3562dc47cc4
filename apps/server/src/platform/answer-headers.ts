import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * The headers every answer starts with, set as the request arrives (`requestGate`): helmet's browser protections (worked out once, see security-headers.ts), `X-Request-Id` (see
 * request-id.ts), and on API answers `Cache-Control: no-store`, since they hold one user's data that no
 * browser or proxy may keep (a shared computer, a caching proxy). A route that sets its own policy (a file
 * download with an ETag, the API docs' page) replaces what it sets.
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) reply.header(name, value);
  reply.header('x-request-id', request.id);
  if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
}
