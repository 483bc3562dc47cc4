import { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API, declared once and used by both sides: the server registers its route from it (so
 * validation, serialisation and the OpenAPI document follow), and the web's typed client derives the call's
 * path, inputs and answer type from it. `path` uses Fastify's `:name` placeholders, without the `/api/1` prefix.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  /** OpenAPI grouping. */
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  /** Query string. List endpoints use `listQuerySchema` (the list language is checked by the server). */
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status and what it answers (`noContentSchema` for 204). */
  status: 200 | 201 | 202 | 204;
  response: z.ZodType;
  /** Other statuses the endpoint documents beyond the error shape (e.g. health's 503). */
  otherResponses?: Record<number, z.ZodType>;
  /** The record is versioned: a `PUT` with a stale `If-Match` answers 412 and writes nothing. */
  ifMatch?: boolean;
  /** Not JSON (e.g. a CSV download): the answer is streamed and `response` documents nothing. */
  produces?: string;
  /** The request body is not JSON (e.g. 'multipart/form-data' for uploads): the route reads it itself. */
  consumes?: string;
}

/** Keeps the literal types of a declaration, so `typeof contactsApi.get` knows its exact schemas. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/**
 * A path parameter naming a record by its id: a positive 32-bit integer written in decimal digits. Strict on
 * purpose: `Number()` would read `0x10` as 16 and `1e3` as 1000, so another record than the one named would
 * answer. `name` words the messages ('The site id must be a number') so that two ids in one path differ.
 */
export function pathIdSchema(name = 'id') {
  const the = `The ${name}`;
  return z
    .union([z.string(), z.number()], { error: `${the} must be a number` })
    .transform(String)
    .pipe(z.string().regex(/^\d+$/, `${the} must be a whole number`))
    .transform(Number)
    .pipe(
      z
        .number()
        .int(`${the} must be a whole number`)
        .positive(`${the} must be positive`)
        .max(2_147_483_647, `${the} is too large`),
    );
}

/** `{id}` path parameters. */
export const idParamsSchema = z.object({ id: pathIdSchema() });

/** The answer of a 204: nothing. */
export const noContentSchema = z.null();

/** The most rows a list answers per call, and its page size when `limit` is absent. */
export const MAX_LIST_LIMIT = 1000;

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a call sends: path parameters, query and body as the client writes them (numbers may be text). */
export type EndpointParams<E> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
export type EndpointBody<E> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;
/** What a successful call answers, as the server's serialiser writes it. */
export type EndpointResponse<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** What the server's handler receives after validation. */
export type EndpointParamsOut<E> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : undefined;
export type EndpointQueryOut<E> =
  SchemaOf<E, 'query'> extends z.ZodType ? z.output<SchemaOf<E, 'query'>> : undefined;
export type EndpointBodyOut<E> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.output<SchemaOf<E, 'body'>> : undefined;
