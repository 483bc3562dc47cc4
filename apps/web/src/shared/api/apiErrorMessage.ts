import { i18n } from '../i18n/i18n';
import { translate } from '../i18n/useT';
import { knownSentence } from '../i18n/validationMessages';
import { ApiError, type ApiErrorCode } from './ApiError';
import { API_ERROR_MESSAGES } from './apiErrorMessages';

/** Screen-specific sentences for the codes whose server text is not the best thing to show. */
export type ApiErrorMessages = Partial<Record<ApiErrorCode, string>>;

/**
 * What to tell the user when a call fails. The server's own words when it said something specific
 * (validation, duplicate, permission, not found, a stale version, too many attempts), the client's sentence for
 * a lost connection or a timeout, and `fallback` for answers whose text means nothing to a user (5xx,
 * unreadable). `overrides` lets a screen say it its own way per code. The switch is exhaustive: a new error
 * code is a type error here until someone decides what users see for it.
 */
export function apiErrorMessage(error: unknown, fallback: string, overrides: ApiErrorMessages = {}): string {
  if (!ApiError.is(error)) return fallback;
  const override = overrides[error.code];
  if (override) return override;
  const code: ApiErrorCode = error.code;
  switch (code) {
    case 'BAD_REQUEST':
    case 'VALIDATION_FAILED':
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'CONFLICT':
    case 'PRECONDITION_FAILED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'TOO_MANY_REQUESTS':
    case 'PASSWORD_CHANGE_REQUIRED':
    case 'EXCHANGE_RATE_MISSING':
    case 'SHIPMENT_EXISTS':
    case 'QUOTE_NOT_READY':
    case 'QUOTE_ACCEPTED_LOCKED':
    case 'INVOICE_ISSUED_LOCKED':
    case 'CHARGE_ALREADY_INVOICED':
    case 'GONE':
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return readableWords(error, fallback);
    case 'INTERNAL':
    case 'SERVICE_UNAVAILABLE':
    case 'BAD_RESPONSE':
    case 'HTTP_ERROR':
      return fallback;
    default:
      return unhandled(code);
  }
}

/**
 * The server's (or the client's) words in the reader's language: a sentence the web knows by its exact English
 * text, or by its pattern with the parts it names, keeps its detail; otherwise English readers get the words as they came and other languages the code's
 * own sentence (API_ERROR_MESSAGES), or the English words when the code has none.
 */
function readableWords(error: ApiError, fallback: string): string {
  if (!error.message) return fallback;
  const known = knownSentence(error.message);
  if (known) return known;
  const byCode = API_ERROR_MESSAGES[error.code];
  // Before any catalog is active (a test without one) the words stay as they came.
  const english = !i18n.locale || i18n.locale === 'en';
  return byCode && !english ? translate(byCode) : error.message;
}

function unhandled(code: never): never {
  throw new Error(`Unhandled API error code ${String(code)}`);
}

/**
 * The reason after a screen's own words, as in 'Failed to delete item: {reason}': the server's words for
 * every code it answers with (its messages never carry internals), the client's sentence for a lost connection
 * or a timeout, and `fallback` when no readable answer came.
 */
export function apiErrorReason(error: unknown, fallback: string): string {
  if (!ApiError.is(error)) return fallback;
  const code: ApiErrorCode = error.code;
  switch (code) {
    case 'BAD_RESPONSE':
    case 'HTTP_ERROR':
      return fallback;
    default:
      return readableWords(error, fallback);
  }
}

/**
 * The technical detail of something thrown, for an error screen's copyable block (not for a sentence to the
 * user): an API error's code and the server's words, else the thrown error's name and message. Kept here so
 * that this file stays the one place that reads an error's message.
 */
export function errorReportDetail(error: unknown): string {
  if (ApiError.is(error)) return [error.code, error.message].filter(Boolean).join(': ');
  if (error instanceof Error) return [error.name, error.message].filter(Boolean).join(': ');
  return String(error);
}
