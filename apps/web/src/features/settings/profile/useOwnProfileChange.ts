import type { UserProfileUpdate } from '@freight/domain';
import { useUpdateOwnProfile } from '../../../shared/preferences/useUpdateOwnProfile';
import { type TimedMessage, useTimedMessage } from '../useTimedMessage';

const SUCCESS_MS = 3000;

/**
 * A choice saved the moment it is made (a toggle, a select): it shows at once, goes back if the save fails,
 * and the tab says which (the success line clears itself after 3 seconds).
 */
export function useOwnProfileChange(messages: {
  saved: string;
  failed: string;
}): [TimedMessage | null, (changes: UserProfileUpdate) => void] {
  const update = useUpdateOwnProfile();
  const [message, show] = useTimedMessage();
  const change = (changes: UserProfileUpdate) =>
    update.mutate(changes, {
      onSuccess: () => show({ tone: 'success', text: messages.saved }, SUCCESS_MS),
      onError: () => show({ tone: 'error', text: messages.failed }),
    });
  return [message, change];
}
