import type { z } from 'zod';
import { listResponseSchema } from '../api/list-schemas';
import { resourceEndpoints } from '../api/resource-group';

/**
 * The standard endpoints of a task-manager resource: `resourceEndpoints`, except that list items are whole
 * records with their nested parts, since these lists do not take `select` (the server refuses it).
 */
export function taskResourceEndpoints<
  const P extends string,
  R extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
>(path: P, tags: readonly string[], schemas: { record: R; create: C; update: U }, listDescription: string) {
  const standard = resourceEndpoints(path, tags, schemas);
  return {
    ...standard,
    list: { ...standard.list, description: listDescription, response: listResponseSchema(schemas.record) },
  };
}
