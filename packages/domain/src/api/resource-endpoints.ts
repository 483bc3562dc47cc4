import type { z } from 'zod';
import { endpoint, idParamsSchema, listQuerySchema, listResponseSchema, noContentSchema } from './endpoint';

/**
 * The five endpoints of a plain versioned resource at `path` (docs/api.md, Resources): the list (its items
 * are partial, since `select` may pick fields), one record, create (201), update (`If-Match`) and delete (204).
 * Modules spread these and add what is their own.
 */
export function resourceEndpoints<
  const P extends string,
  R extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
>(path: P, tags: readonly string[], schemas: { record: R; create: C; update: U }) {
  // `select` may pick fields, so list items are partial; typed here since `partial()` of a generic loses its shape.
  const listItem = schemas.record.partial() as unknown as z.ZodObject<{
    [K in keyof R['shape']]: z.ZodOptional<R['shape'][K]>;
  }>;
  return {
    list: endpoint({
      method: 'GET',
      path,
      tags,
      query: listQuerySchema,
      status: 200,
      response: listResponseSchema(listItem),
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      tags,
      params: idParamsSchema,
      status: 200,
      response: schemas.record,
    }),
    create: endpoint({
      method: 'POST',
      path,
      tags,
      body: schemas.create,
      status: 201,
      response: schemas.record,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      tags,
      params: idParamsSchema,
      body: schemas.update,
      status: 200,
      response: schemas.record,
      ifMatch: true,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      tags,
      params: idParamsSchema,
      status: 204,
      response: noContentSchema,
    }),
  };
}
