import type { MessageId } from '../i18n/i18n';
import type { ApiErrorCode } from './ApiError';

/**
 * The sentence for each code the web shows, in the reader's language. The server answers in English with a
 * stable code; its own words stay what an English reader sees, and another language reads the code's sentence
 * here (a message the web knows by its exact English text keeps its detail, see apiErrorMessage.ts). A code
 * left out falls back to the server's English words.
 */
export const API_ERROR_MESSAGES: Partial<Record<ApiErrorCode, MessageId>> = {
  BAD_REQUEST: 'common.errorBadRequest',
  VALIDATION_FAILED: 'common.errorValidation',
  UNAUTHENTICATED: 'common.errorUnauthenticated',
  FORBIDDEN: 'common.errorForbidden',
  NOT_FOUND: 'common.errorNotFound',
  CONFLICT: 'common.errorConflict',
  PRECONDITION_FAILED: 'common.errorStale',
  PAYLOAD_TOO_LARGE: 'common.errorTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'common.errorUnsupportedType',
  TOO_MANY_REQUESTS: 'common.errorTooManyRequests',
  PASSWORD_CHANGE_REQUIRED: 'common.errorPasswordChange',
  EXCHANGE_RATE_MISSING: 'common.errorRateMissing',
  SHIPMENT_EXISTS: 'common.errorShipmentExists',
  QUOTE_NOT_READY: 'common.errorQuoteNotReady',
  QUOTE_ACCEPTED_LOCKED: 'common.errorQuoteLocked',
  INVOICE_ISSUED_LOCKED: 'common.errorInvoiceLocked',
  CHARGE_ALREADY_INVOICED: 'common.errorChargeInvoiced',
  GONE: 'common.errorGone',
  NETWORK_ERROR: 'common.errorNetwork',
  TIMEOUT: 'common.errorTimeout',
};
