import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Whether answers are checked against their contract's zod schema before they leave (tests and development):
 * a field of the wrong type or a missing one is then a 500 naming it, so the answer-shape tests catch a
 * route drifting from its contract. Elsewhere (`npm start`, NODE_ENV unset or production) the check is
 * skipped and the answer is written by a serializer generated from the same schema (`answerSerializer`).
 */
export function answersAreChecked(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'test' || nodeEnv === 'development';
}

const isNullSchema = (schema: unknown) => (schema as JsonSchema | undefined)?.type === 'null';

/**
 * `anyOf: [X, {type: null}]` (how zod writes `.nullable()`) becomes X with `null` among its types when X is one
 * plain type: fast-json-stringify then picks the branch with a `typeof` instead of validating the value
 * against each branch in turn (its way with `anyOf`), which cost more than the zod check it replaces.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, simplified(value)]),
  );
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || !anyOf.some(isNullSchema)) return schema;
  const other = anyOf.find((branch) => !isNullSchema(branch))!;
  const composite = ['anyOf', 'oneOf', 'allOf', '$ref', 'const'].some((key) => key in other);
  if (typeof other.type !== 'string' || composite) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const merged: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}

/** The JSON Schema of what a route answers, as fast-json-stringify reads it (draft-07). */
export function answerJsonSchema(schema: ZodType): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    // A value JSON Schema cannot describe (a date object) is written as JSON.stringify would.
    unrepresentable: 'any',
  }) as JsonSchema;
  const { $schema: _draft, ...rest } = json;
  return simplified(rest) as JsonSchema;
}

/**
 * Fastify's serializer compiler for contract answers. When answers are checked (`answersAreChecked`) every
 * answer is encoded through its zod schema and then stringified (fastify-type-provider-zod's serializer).
 * Otherwise the answer is written by fast-json-stringify from the schema's JSON Schema, compiled once per
 * route and status: it writes only the declared fields, as zod's encode does, without building an encoded
 * copy of every answer first. A schema that cannot be compiled that way keeps the zod serializer.
 */
export function answerSerializer(
  checked = answersAreChecked(process.env.NODE_ENV),
): FastifySerializerCompiler<ZodType> {
  if (checked) return zodSerializerCompiler as FastifySerializerCompiler<ZodType>;
  return (route) => {
    try {
      return fastJsonStringify(
        answerJsonSchema(route.schema) as Parameters<typeof fastJsonStringify>[0] & object,
      );
    } catch {
      return (zodSerializerCompiler as FastifySerializerCompiler<ZodType>)(route);
    }
  };
}
