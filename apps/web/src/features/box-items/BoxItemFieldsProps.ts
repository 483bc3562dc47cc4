import type { BoxItemDraft } from './boxItemDraft';
import type { BoxItemErrors } from './useBoxItemDraft';

/** What each group of box item fields receives from its form. */
export interface BoxItemFieldsProps {
  draft: BoxItemDraft;
  errors: BoxItemErrors;
  setField: <K extends keyof BoxItemDraft>(field: K, value: BoxItemDraft[K]) => void;
}
