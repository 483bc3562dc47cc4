import { type EndpointDef, endpoint, idParamsSchema, noContentSchema } from './endpoint';

/** What an endpoint declares beyond its method, path and tags. */
type EndpointSpec = Omit<EndpointDef, 'method' | 'path' | 'tags'>;
/** A read answers 200, so a `GET` does not repeat it. */
type ReadSpec = Omit<EndpointSpec, 'status'>;
/** A delete's words; its answer is always a 204 with nothing. */
type RemoveSpec = Pick<EndpointDef, 'summary' | 'description'>;

/**
 * The endpoints of one OpenAPI group, declared by method: `get` answers 200; `post` and `put` name their
 * status; `remove` is the `DELETE` of the record `:id` names, answering 204. Each keeps the literal types of
 * its declaration, as `endpoint` does. Lists and whole resources are `resourceGroup` (resource-group.ts), kept
 * apart so that a screen whose contracts have no list (the login page's) does not carry the list language's
 * schemas.
 */
export function endpointGroup(tags: readonly string[]) {
  const get = <const P extends string, const S extends ReadSpec>(path: P, spec: S) =>
    endpoint({ method: 'GET', path, tags, status: 200, ...spec });
  const post = <const P extends string, const S extends EndpointSpec>(path: P, spec: S) =>
    endpoint({ method: 'POST', path, tags, ...spec });
  const put = <const P extends string, const S extends EndpointSpec>(path: P, spec: S) =>
    endpoint({ method: 'PUT', path, tags, ...spec });
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
  return { get, post, put, remove };
}
