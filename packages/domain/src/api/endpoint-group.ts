import type { z } from 'zod';
import {
  type EndpointDef,
  endpoint,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  noContentSchema,
} from './endpoint';

/** What an endpoint declares beyond its method, path and tags. */
type EndpointSpec = Omit<EndpointDef, 'method' | 'path' | 'tags'>;
/** A read answers 200, so a `GET` does not repeat it. */
type ReadSpec = Omit<EndpointSpec, 'status'>;
/** A list's words; its query is the list language and its answer the standard list. */
type ListSpec = Pick<EndpointDef, 'summary' | 'description'>;
/** A delete's words; its answer is always a 204 with nothing. */
type RemoveSpec = Pick<EndpointDef, 'summary' | 'description'>;

/** The schemas of a plain versioned resource: its record as answered, and the create and update bodies. */
interface ResourceSchemas<R extends z.ZodObject, C extends z.ZodType, U extends z.ZodType> {
  record: R;
  create: C;
  update: U;
}

/**
 * The endpoints of one OpenAPI group, declared by method: `get` answers 200; `post` and `put` name their
 * status; `list` is a `GET` in the list language (docs/api.md, Lists); `remove` is the `DELETE` of the record
 * `:id` names, answering 204; `resource` is the five endpoints of a plain versioned resource. Each keeps the
 * literal types of its declaration, as `endpoint` does.
 */
export function endpointGroup(tags: readonly string[]) {
  const get = <const P extends string, const S extends ReadSpec>(path: P, spec: S) =>
    endpoint({ method: 'GET', path, tags, status: 200, ...spec });
  const post = <const P extends string, const S extends EndpointSpec>(path: P, spec: S) =>
    endpoint({ method: 'POST', path, tags, ...spec });
  const put = <const P extends string, const S extends EndpointSpec>(path: P, spec: S) =>
    endpoint({ method: 'PUT', path, tags, ...spec });
  const list = <const P extends string, T extends z.ZodType, const S extends ListSpec = ListSpec>(
    path: P,
    item: T,
    spec?: S,
  ) => get(path, { ...(spec as S), query: listQuerySchema, response: listResponseSchema(item) });
  const remove = <const P extends string, const S extends RemoveSpec = RemoveSpec>(path: P, spec?: S) =>
    endpoint({
      method: 'DELETE',
      path,
      tags,
      ...(spec as S),
      params: idParamsSchema,
      status: 204,
      response: noContentSchema,
    });
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
      get: get(`${path}/:id`, { params: idParamsSchema, response: schemas.record }),
      create: post(path, { body: schemas.create, status: 201, response: schemas.record }),
      update: put(`${path}/:id`, {
        params: idParamsSchema,
        body: schemas.update,
        status: 200,
        response: schemas.record,
        ifMatch: true,
      }),
      remove: remove(`${path}/:id`),
    };
  };
  return { get, post, put, list, remove, resource };
}

/** `endpointGroup(tags).resource(path, schemas)`, for a module whose only endpoints are the five. */
export function resourceEndpoints<
  const P extends string,
  R extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
>(path: P, tags: readonly string[], schemas: ResourceSchemas<R, C, U>) {
  return endpointGroup(tags).resource(path, schemas);
}
