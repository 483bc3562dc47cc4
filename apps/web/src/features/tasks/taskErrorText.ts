import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

/**
 * The banner's sentence: the change's own message ('Failed to update task priority'), then the server's reason when
 * it said something a user can act on ('Failed to delete task: You may not delete this task').
 */
export function taskErrorText(failure: string, error: unknown): string {
  const reason = ApiError.is(error) ? apiErrorMessage(error, '') : '';
  return reason && reason !== failure ? `${failure}: ${reason}` : failure;
}
