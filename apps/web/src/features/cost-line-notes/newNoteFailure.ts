import type { ApiErrorCode } from '../../shared/api/ApiError';
import { ApiError } from '../../shared/api/ApiError';
import { noteErrorMessage } from './noteErrorMessage';

/** Codes whose server words say what to fix in the note; every other failure gets the spec's sentence. */
function saysWhatToFix(code: ApiErrorCode): boolean {
  return code === 'VALIDATION_FAILED' || code === 'PAYLOAD_TOO_LARGE' || code === 'UNSUPPORTED_MEDIA_TYPE';
}

/** What Add Note tells the user when the upload or the note was refused. */
export function newNoteFailure(error: unknown, fallback: string): string {
  return ApiError.is(error) && saysWhatToFix(error.code) ? noteErrorMessage(error, fallback) : fallback;
}
