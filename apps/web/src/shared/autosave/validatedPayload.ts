import type { z } from 'zod';
import { schemaFieldErrors } from '../forms/schemaFieldErrors';

export interface ValidatedPayload<K, P> {
  /** The body to send, or null when none of the fields is valid. */
  payload: P | null;
  /** The fields the payload carries. */
  fields: K[];
  /** A message for each field left out because the schema refused it. */
  errors: Partial<Record<K & string, string>>;
}

/**
 * The update body for `fields`, checked by the domain's schema. Invalid fields are left out with their
 * message and stay unsaved; the valid ones still go, so one bad field does not hold back the others.
 */
export function validatedPayload<V, K extends keyof V & string, P>(
  schema: z.ZodType<P>,
  toPayload: (values: V, fields: readonly K[]) => unknown,
  values: V,
  fields: readonly K[],
): ValidatedPayload<K, P> {
  if (fields.length === 0) return { payload: null, fields: [], errors: {} };
  const first = schema.safeParse(toPayload(values, fields));
  if (first.success) return { payload: first.data, fields: [...fields], errors: {} };
  const errors = schemaFieldErrors<K>(first.error);
  const valid = fields.filter((field) => !errors[field]);
  if (valid.length === 0 || valid.length === fields.length) return { payload: null, fields: [], errors };
  const second = schema.safeParse(toPayload(values, valid));
  if (second.success) return { payload: second.data, fields: valid, errors };
  return { payload: null, fields: [], errors: { ...schemaFieldErrors<K>(second.error), ...errors } };
}
