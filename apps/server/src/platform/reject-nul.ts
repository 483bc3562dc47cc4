import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character';

/** The first place in a parsed value holding a string with U+0000, as a dotted path ('' for the value itself). */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return keyPath;
      const found = pathOfNul(item, keyPath);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a body, query or path would fail in the database as a
 * server error. It is refused up front, for every route (sign-in included), as the field's mistake.
 */
export const rejectNul = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = pathOfNul(part);
      if (path !== undefined) throw AppError.badRequest(NUL_MESSAGE, { [path || 'body']: NUL_MESSAGE });
    }
  });
});
