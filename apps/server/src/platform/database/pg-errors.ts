/**
 * PostgreSQL error codes the services turn into answers. Drizzle wraps driver errors, so the code may sit on
 * the error itself or on its `cause`.
 */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  restrictViolation: '23001',
  numericOutOfRange: '22003',
} as const;

interface PgErrorFields {
  code?: string;
  constraint?: string;
}

export function pgError(error: unknown): PgErrorFields | undefined {
  const e = error as (PgErrorFields & { cause?: PgErrorFields }) | undefined;
  return e?.cause?.code ? e.cause : e;
}

/** True when `error` is PostgreSQL's `code` (one of PG), on `constraint` when one is named. */
export function isPgError(error: unknown, code: string | readonly string[], constraint?: string): boolean {
  const e = pgError(error);
  const codes = typeof code === 'string' ? [code] : code;
  return !!e?.code && codes.includes(e.code) && (constraint === undefined || e.constraint === constraint);
}
