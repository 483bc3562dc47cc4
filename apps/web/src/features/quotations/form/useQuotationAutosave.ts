import { type QuotationWithAddresses, quotationUpdateSchema } from '@freight/domain';
import { useMemo } from 'react';
import { useFieldAutosave } from '../../../shared/autosave/useFieldAutosave';
import { useT } from '../../../shared/i18n/useT';
import { quotationQuery } from '../data/quotationQuery';
import { useUpdateQuotation } from '../data/useUpdateQuotation';
import { applyQuotationChange } from './applyQuotationChange';
import { quotationConflictValue } from './quotationConflictValue';
import { QUOTATION_FIELD_LABELS } from './quotationFieldLabels';
import { quotationFormValues } from './quotationFormValues';
import { sameFieldValue } from './sameFieldValue';
import { toQuotationInput } from './toQuotationInput';

/**
 * The Edit Quotation form's autosave (useFieldAutosave): typed fields after a second of quiet, selects and
 * dates at once; a failed field says 'Failed to update {field}' under it.
 */
export function useQuotationAutosave(quotation: QuotationWithAddresses) {
  const t = useT();
  const { mutateAsync } = useUpdateQuotation();
  const labels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(QUOTATION_FIELD_LABELS).map(([field, id]) => [field, t(id)]),
      ) as Record<keyof typeof QUOTATION_FIELD_LABELS, string>,
    [t],
  );
  return useFieldAutosave({
    record: quotation,
    query: quotationQuery(quotation.id),
    update: mutateAsync,
    quietMs: 1000,
    applyChange: applyQuotationChange,
    labels,
    formatValue: quotationConflictValue,
    toValues: quotationFormValues,
    failureMessage: (label) => t('quotations.updateFailed', { label }),
    same: sameFieldValue,
    toPayload: toQuotationInput,
    schema: quotationUpdateSchema,
  });
}
