import type { z } from 'zod';
import {
  endpoint,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  noContentSchema,
} from '../api/endpoint';

/**
 * The standard endpoints of a task-manager resource. Unlike `resourceEndpoints`, list items are whole records
 * with their nested parts, since these lists do not take `select` (the server refuses it).
 */
export function taskResourceEndpoints<
  const P extends string,
  R extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
>(path: P, tags: readonly string[], schemas: { record: R; create: C; update: U }, listDescription: string) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      tags,
      description: listDescription,
      query: listQuerySchema,
      status: 200,
      response: listResponseSchema(schemas.record),
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
