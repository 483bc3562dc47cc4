import { z } from 'zod';

/**
 * The columns every stored record answers with, written once. `id` leads a record's answer; the edit
 * `version` (what `If-Match` names) and the timestamps close it, in the order the tables keep them. Each call
 * makes new schemas, so no record shares a schema object with another (the OpenAPI document inlines each).
 */
export function recordId() {
  return { id: z.number().int() };
}

/** When the record was made and last changed (ISO 8601 text). */
export function timestampColumns() {
  return { created_at: z.string(), updated_at: z.string() };
}

/** The edit version and the timestamps of a record that takes `If-Match` on update. */
export function versionedColumns() {
  return { version: z.number().int(), ...timestampColumns() };
}
