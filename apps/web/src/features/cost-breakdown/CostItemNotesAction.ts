import type { CostItem } from '@freight/domain';

/** What the table needs for each line's Notes action: the note counts by cost item id, and how to open them. */
export interface CostItemNotesAction {
  counts: Record<string, number>;
  onOpen: (item: CostItem) => void;
}
