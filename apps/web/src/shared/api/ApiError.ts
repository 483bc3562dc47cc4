/** Codes the client adds to the server's own (ERROR_CODES in @freight/domain) for failures with no answer. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your internet connection and try again.';
export const TIMEOUT_MESSAGE = 'Request timed out. The server may be busy. Please try again in a moment.';

/**
 * Every failed API call surfaces as this one class, carrying the server's `{error: {code, message, fields}}`
 * so screens can show the server's words and map `fields` onto form inputs. `status` is 0 when no answer came.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** Further facts the server gave beside code and message, e.g. `existing_id` on a duplicate (409). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  /** True for an ApiError, optionally with one of the given HTTP statuses. */
  static is(error: unknown, ...statuses: number[]): error is ApiError {
    return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
  }
}
