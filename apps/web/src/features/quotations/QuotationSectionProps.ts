import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/**
 * How a field change should be saved on the edit form: typed text waits for a second of quiet, a pick from
 * a list or a calendar saves at once. The New form ignores it.
 */
export type QuotationChangeMode = 'typed' | 'immediate';

/** What each section of the quotation form receives. */
export interface QuotationSectionProps {
  values: QuotationFormValues;
  errors: Partial<Record<QuotationField, string>>;
  onChange: (patch: Partial<QuotationFormValues>, mode: QuotationChangeMode) => void;
}
