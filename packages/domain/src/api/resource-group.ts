import type { z } from 'zod';
import type { EndpointDef } from './endpoint';
import { endpointGroup } from './endpoint-group';
import { listQuerySchema, listResponseSchema } from './list-schemas';

/** A list's words; its query is the list language and its answer the standard list. */
type ListSpec = Pick<EndpointDef, 'summary' | 'description'>;

/** The schemas of a plain versioned resource: its record as answered, and the create and update bodies. */
interface ResourceSchemas<R extends z.ZodObject, C extends z.ZodType, U extends z.ZodType> {
  record: R;
  create: C;
  update: U;
}

/**
 * `endpointGroup` with lists: `list` is a `GET` in the list language (docs/api.md, Lists), and `resource` the
 * five endpoints of a plain versioned resource.
 */
export function resourceGroup(tags: readonly string[]) {
  const group = endpointGroup(tags);
  const list = <const P extends string, T extends z.ZodType, const S extends ListSpec = ListSpec>(
    path: P,
    item: T,
    spec?: S,
  ) => group.get(path, { ...(spec as S), query: listQuerySchema, response: listResponseSchema(item) });
  /**
   * The five endpoints of a plain versioned resource at `path` (docs/api.md, Resources): the list (its items
   * are partial, since `select` may pick fields), one record, create (201), update (`If-Match`) and delete
   * (204). Modules spread these and add what is their own.
   */
  const resource = <const P extends string, R extends z.ZodObject, C extends z.ZodType, U extends z.ZodType>(
    path: P,
    schemas: ResourceSchemas<R, C, U>,
  ) => {
    // `select` may pick fields, so list items are partial; typed here since `partial()` of a generic loses its shape.
    const listItem = schemas.record.partial() as unknown as z.ZodObject<{
      [K in keyof R['shape']]: z.ZodOptional<R['shape'][K]>;
    }>;
    return {
      list: list(path, listItem),
      get: group.get(`${path}/:id`, { response: schemas.record }),
      create: group.create(path, { body: schemas.create, response: schemas.record }),
      update: group.put(`${path}/:id`, {
        body: schemas.update,
        response: schemas.record,
        ifMatch: true,
      }),
      remove: group.remove(`${path}/:id`),
    };
  };
  return { ...group, list, resource };
}

/** `resourceGroup(tags).resource(path, schemas)`, for a module whose only endpoints are the five. */
export function resourceEndpoints<
  const P extends string,
  R extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
>(path: P, tags: readonly string[], schemas: ResourceSchemas<R, C, U>) {
  return resourceGroup(tags).resource(path, schemas);
}
