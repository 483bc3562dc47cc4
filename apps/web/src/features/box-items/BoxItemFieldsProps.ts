import type { FormErrors } from '../../shared/forms/useRecordForm';
import type { BoxItemDraft } from './boxItemDraft';

/** What each group of box item fields receives from its form. */
export interface BoxItemFieldsProps {
  draft: BoxItemDraft;
  errors: FormErrors<BoxItemDraft>;
  setField: <K extends keyof BoxItemDraft>(field: K, value: BoxItemDraft[K]) => void;
}
