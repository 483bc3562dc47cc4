import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { MissingRateReprice } from '../../exchange-rates/MissingRateReprice';

interface CostLineFormNoticesProps<V extends object> {
  form: RecordForm<V>;
  quotationId: number;
  /** The save's failure, if the last save failed: a missing exchange rate offers the reprice. */
  saveError: unknown;
  /** After the quotation was repriced with the rate that was missing: the refused save is forgotten. */
  onRepriced: () => void;
}

/**
 * Above the cost line form's buttons: a colleague's save merged in (with the fields both changed), why the
 * save failed, and, when the buy currency has no rate to the quotation's, the offer to reprice.
 */
export function CostLineFormNotices<V extends object>({
  form,
  quotationId,
  saveError,
  onRepriced,
}: CostLineFormNoticesProps<V>) {
  const t = useT();
  // Until the user changes the buy currency (which clears its message), the refused save still stands.
  const buyCurrencyRefused = Boolean((form.errors as Record<string, string | undefined>).buy_currency);
  const missingRate = buyCurrencyRefused && hasErrorCode(saveError, 'EXCHANGE_RATE_MISSING');
  return (
    <>
      {form.stale && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
          {t('costLines.staleNotice')}
        </Alert>
      )}
      <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
      {form.formError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {form.formError}
        </Alert>
      )}
      {missingRate && (
        <MissingRateReprice
          quotationId={quotationId}
          onRepriced={() => {
            onRepriced();
            form.setErrors({});
            form.setFormError(null);
          }}
        />
      )}
    </>
  );
}
