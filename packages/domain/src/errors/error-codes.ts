// The codes and their statuses, without zod: the web's error handling reads them on the login page, which
// does not download the schema library.

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'GONE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  /** Signed in with a temporary password: only Change Password, me and sign-out answer until it is changed. */
  'PASSWORD_CHANGE_REQUIRED',
  /**
   * A buy side in a currency the quotation's exchange rates cannot convert (400, the field named is
   * `buy_currency`): the form offers to reprice the quotation once the rate exists.
   */
  'EXCHANGE_RATE_MISSING',
  /**
   * A quotation whose shipment still runs cannot leave Active or Completed (409): the message names the
   * shipment to cancel first, and `details.shipment_id` / `details.shipment_number` point at it.
   */
  'SHIPMENT_EXISTS',
  /**
   * A quote sent without what it must have (409): the answer's `missing` lists it (a priced cost line, a total
   * above zero), and the message says it in words.
   */
  'QUOTE_NOT_READY',
  /**
   * A change to the offer of a quote the client accepted (409): the accepted offer stays as it was accepted;
   * revising the quotation makes a new revision to change, which the client accepts again.
   */
  'QUOTE_ACCEPTED_LOCKED',
  /**
   * A change to an issued invoice or credit note (409): issued documents never change; a credit note
   * corrects an invoice.
   */
  'INVOICE_ISSUED_LOCKED',
  /**
   * A charge named for a new invoice is already billed on another (409): the message names that invoice and
   * `details.invoice_id` / `details.invoice_number` point at it.
   */
  'CHARGE_ALREADY_INVOICED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  GONE: 410,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PASSWORD_CHANGE_REQUIRED: 403,
  EXCHANGE_RATE_MISSING: 400,
  SHIPMENT_EXISTS: 409,
  QUOTE_NOT_READY: 409,
  QUOTE_ACCEPTED_LOCKED: 409,
  INVOICE_ISSUED_LOCKED: 409,
  CHARGE_ALREADY_INVOICED: 409,
};

/** The server's `{error: {code, message, fields}}` as the web reads it. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The error of an answer when it has the shape `apiErrorBodySchema` declares, else null: the same check as
 * that schema (error-codes.test.ts holds them together), written out so reading an error needs no zod.
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isObject(body) || !isObject(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (!isObject(fields) || Object.values(fields).some((value) => typeof value !== 'string')) return null;
  return { code, message, fields: fields as Record<string, string> };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
