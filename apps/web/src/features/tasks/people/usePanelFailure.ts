import { useState } from 'react';
import { taskErrorText } from '../taskErrorText';

/**
 * The last refused change of a people panel (collaborators, team members), in the change's words with the
 * server's reason: `tell` for a mutation's onError, `watch` for a promise the caller still awaits.
 */
export function usePanelFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const tell = (words: string) => (error: unknown) => setFailure(taskErrorText(words, error));
  /** Clears the last message, and tells this change's refusal (still rejecting, for the form to keep its values). */
  function watch<T>(words: string, change: Promise<T>): Promise<T> {
    setFailure(null);
    return change.catch((error: unknown) => {
      tell(words)(error);
      throw error;
    });
  }
  return { failure, clear: () => setFailure(null), tell, watch };
}
