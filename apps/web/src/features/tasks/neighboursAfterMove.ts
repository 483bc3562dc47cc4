import { arrayMove } from '@dnd-kit/sortable';

export interface MoveResult<T> {
  /** The list in its new order, to show at once. */
  items: T[];
  /** The row now just above the moved one (null at the top). */
  previousId: number | null;
  /** The row now just below the moved one (null at the bottom). */
  nextId: number | null;
}

/**
 * A drag of `activeId` onto `overId`'s place, as the server is told it: "put this one between these two",
 * so a move writes one row instead of renumbering the list. Null when nothing moves.
 */
export function neighboursAfterMove<T extends { id: number }>(
  items: readonly T[],
  activeId: number,
  overId: number,
): MoveResult<T> | null {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const moved = arrayMove([...items], from, to);
  return {
    items: moved,
    previousId: moved[to - 1]?.id ?? null,
    nextId: moved[to + 1]?.id ?? null,
  };
}
