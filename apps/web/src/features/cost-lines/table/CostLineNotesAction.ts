import type { CostLine } from '@freight/domain';

/** What the table needs for each line's Notes action: the note counts by cost item id, and how to open them. */
export interface CostLineNotesAction {
  counts: Record<string, number>;
  onOpen: (item: CostLine) => void;
}
