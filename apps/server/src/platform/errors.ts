import { ERROR_STATUS, type ErrorCode } from '@freight/domain';

/**
 * The one error type services and routes throw. The error handler turns it into
 * `{error: {code, message, fields}}` with the status from ERROR_STATUS; anything else becomes a
 * generic 500 with no stack trace or SQL in the answer.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, { fields });
  }
  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError('FORBIDDEN', message);
  }
  static unauthenticated(message = 'Not signed in') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static conflict(message: string, details?: Record<string, unknown>) {
    return new AppError('CONFLICT', message, { details });
  }
  static preconditionFailed(message = 'The record was changed by someone else. Reload it and try again.') {
    return new AppError('PRECONDITION_FAILED', message);
  }
}
