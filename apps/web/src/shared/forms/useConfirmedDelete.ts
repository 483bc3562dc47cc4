import { useState } from 'react';
import { type DeleteConfirmationOptions, useDeleteConfirmation } from './useDeleteConfirmation';

/**
 * A delete confirmation that keeps its own target: `ask(record)` opens it for that record (a row's Delete),
 * the mutation is sent the record's id, and closing forgets the record. The rest is `useDeleteConfirmation`.
 */
export function useConfirmedDelete<T extends { id: number }>(
  options: Omit<DeleteConfirmationOptions<T, number>, 'target' | 'variables' | 'onClose'>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const confirmation = useDeleteConfirmation({
    ...options,
    target,
    variables: (record) => record.id,
    onClose: () => setTarget(null),
  });
  return { ...confirmation, ask: setTarget };
}
