import { ERROR_CODES, type ErrorCode } from '@freight/domain';

/** Codes the client adds to the server's own (ERROR_CODES in @freight/domain) for failures with no usable answer. */
const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'BAD_RESPONSE', 'HTTP_ERROR'] as const;
type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code an ApiError can carry: handle them with an exhaustive `switch` (see apiErrorMessage). */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your internet connection and try again.';
export const TIMEOUT_MESSAGE = 'Request timed out. The server may be busy. Please try again in a moment.';

/** The server's code when it is one of the shared ones; an unknown code is treated as an unreadable answer. */
export function toApiErrorCode(code: string): ApiErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : 'HTTP_ERROR';
}

/**
 * Every failed API call surfaces as this one class, carrying the server's `{error: {code, message, fields}}`
 * so screens can show the server's words and map `fields` onto form inputs. `status` is 0 when no answer came.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  /** Further facts the server gave beside code and message, e.g. `existing_id` on a duplicate (409). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: ApiErrorCode,
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
