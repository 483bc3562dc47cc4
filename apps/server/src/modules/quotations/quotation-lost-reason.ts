import { type LostReasonInput, lostReasonChanges } from '@freight/domain';
import { AppError } from '../../platform/errors';

/**
 * Adds the lost-reason part of a status change to `changes` (`lostReasonChanges`): a move to Cancelled needs
 * `lost_reason` (400 with the field's message), the fields are refused outside Cancelled, and a move out of
 * Cancelled clears them.
 */
export function withLostReason<C extends Record<string, unknown>>(
  currentStatus: string,
  input: { status?: string } & LostReasonInput,
  changes: C,
): C {
  const result = lostReasonChanges(currentStatus, input);
  if ('error' in result) {
    const { field, message } = result.error;
    throw AppError.badRequest(message, { [field]: message });
  }
  return Object.assign(changes, result.changes);
}
