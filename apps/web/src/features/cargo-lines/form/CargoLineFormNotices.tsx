import { Alert, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import type { CargoLineDraft } from './cargoLineDraft';

interface CargoLineFormNoticesProps {
  form: RecordForm<CargoLineDraft>;
  /** The refused save to tell (`useSaveCargoLine`'s `failure`). */
  failure: Error | null;
  editing: boolean;
  /** The space below the failure message. */
  failureGap?: MantineSpacing;
}

/** Above a cargo line form: a colleague's save merged in, the fields both changed, and why a save failed. */
export function CargoLineFormNotices({ form, failure, editing, failureGap }: CargoLineFormNoticesProps) {
  const t = useT();
  const reason = failure && apiErrorReason(failure, t('common.tryAgain'));
  return (
    <>
      {form.stale && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} mb="sm">
          {t('cargoLines.staleNotice')}
        </Alert>
      )}
      <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb={failureGap} role="alert">
          {editing ? t('cargoLines.updateFailed', { reason }) : t('cargoLines.createFailed', { reason })}
        </Alert>
      )}
    </>
  );
}
