import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The version a client based its change on, from `If-Match: <version>` (quotes and W/ tolerated).
 * Absent means "last write wins"; present and stale makes the write answer 412.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return undefined;
  const text = String(header).replace(/^W\//, '').replaceAll('"', '').trim();
  const version = Number(text);
  if (!Number.isInteger(version) || version < 1)
    throw AppError.badRequest('If-Match must be a record version');
  return version;
}
