import { ApiError } from '../../shared/api/ApiError';

/** True when a failed call's message belongs above the form: it has no field to show it under. */
export function isFormLevelError(error: unknown): boolean {
  return error != null && !(ApiError.is(error) && Object.keys(error.fields).length > 0);
}
