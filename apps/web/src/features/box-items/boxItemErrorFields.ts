import { ApiError } from '../../shared/api/ApiError';
import type { BoxItemErrors } from './useBoxItemDraft';

/** The server's per-field messages (400 VALIDATION_FAILED), to show under the fields they concern. */
export function boxItemErrorFields(error: unknown): BoxItemErrors {
  return ApiError.is(error) ? (error.fields as BoxItemErrors) : {};
}
