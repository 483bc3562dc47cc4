import { MAX_INTEGER } from '@freight/domain';
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
  // Versions are stored as PostgreSQL integers: anything else (0x10, 1e3, 20 digits) cannot match a record.
  const version = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(version >= 1 && version <= MAX_INTEGER))
    throw AppError.badRequest('If-Match must be a record version');
  return version;
}
