import { type QuotationWithAddresses, quotationUpdateSchema } from '@freight/domain';
import { useFieldAutosave } from '../../../shared/autosave/useFieldAutosave';
import { quotationQuery } from '../data/quotationQuery';
import { useUpdateQuotation } from '../data/useUpdateQuotation';
import { applyQuotationChange } from './applyQuotationChange';
import { quotationConflictValue } from './quotationConflictValue';
import { quotationFieldLabels } from './quotationFieldLabels';
import { quotationFormValues } from './quotationFormValues';
import { sameFieldValue } from './sameFieldValue';
import { toQuotationInput } from './toQuotationInput';

/**
 * The Edit Quotation form's autosave (useFieldAutosave): typed fields after a second of quiet, selects and
 * dates at once; a failed field says 'Failed to update {field}' under it.
 */
export function useQuotationAutosave(quotation: QuotationWithAddresses) {
  const { mutateAsync } = useUpdateQuotation();
  return useFieldAutosave({
    record: quotation,
    query: quotationQuery(quotation.id),
    update: mutateAsync,
    quietMs: 1000,
    applyChange: applyQuotationChange,
    labels: quotationFieldLabels,
    formatValue: quotationConflictValue,
    toValues: quotationFormValues,
    failureMessage: (label) => `Failed to update ${label}`,
    same: sameFieldValue,
    toPayload: toQuotationInput,
    schema: quotationUpdateSchema,
  });
}
