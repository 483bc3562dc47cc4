import type { SaveTiming } from '../../../shared/autosave/autosaveTypes';
import type { FieldConflictProps } from '../../../shared/autosave/FieldConflict';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/** What each section of the quotation form receives. */
export interface QuotationSectionProps {
  values: QuotationFormValues;
  errors: Partial<Record<QuotationField, string>>;
  /**
   * A field changed. `timing` is for the edit form's autosave: typed text waits for a second of quiet
   * ('quiet'), a pick from a list or a calendar saves at once ('now'). The New form ignores it.
   */
  onChange: (patch: Partial<QuotationFormValues>, timing: SaveTiming) => void;
  /** The edit form's notice for a field a colleague changed too. */
  conflictAt?: (field: QuotationField) => FieldConflictProps | undefined;
  /** The client accepted the quote: its offer fields are shown but not editable (`isOfferField`). */
  offerLocked?: boolean;
}
