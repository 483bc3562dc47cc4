import type { QueryClient } from '@tanstack/react-query';
import { useOptimisticTaskMutation } from '../useOptimisticTaskMutation';

/** Where a dragged row lands: between these two rows (null at either end). */
export interface Between {
  after_id: number | null;
  before_id: number | null;
}

interface MoveBetweenOptions<M extends Between> {
  /** POST .../{id}/move with the two neighbours: one row written on the server. */
  send: (move: M, between: Between) => Promise<unknown>;
  /** Shows the new order at once and answers how to put the old one back. */
  show: (move: M, queryClient: QueryClient) => (() => void) | undefined;
}

/**
 * A drag-to-reorder of tasks or subtasks: the list shows the new order at once, the move is sent as "put it
 * between these two", and a refused move puts the order back with 'Failed to save task order', so the list
 * never shows an order the server does not hold.
 */
export function useMoveBetween<M extends Between>({ send, show }: MoveBetweenOptions<M>) {
  return useOptimisticTaskMutation({
    send: (move: M) => send(move, { after_id: move.after_id, before_id: move.before_id }),
    show,
    failure: 'tasks.failedSaveOrder',
  });
}
