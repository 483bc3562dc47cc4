import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationFieldLabels } from './quotationFieldLabels';
import type { QuotationField } from './quotationFormValues';

/** A quotation input's label, message and conflict notice (under the input, where every form puts messages). */
export function quotationInputProps(props: QuotationSectionProps, field: QuotationField) {
  return {
    label: quotationFieldLabels[field],
    error: props.errors[field],
    inputContainer: conflictContainer(props.conflictAt?.(field)),
  };
}
