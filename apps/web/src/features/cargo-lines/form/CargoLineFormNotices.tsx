import { Alert, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
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
  return (
    <>
      {form.stale && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} mb="sm">
          Someone else saved this item meanwhile. Their changes are in the form and yours are kept; where you
          both changed a field, choose which value stays, then save.
        </Alert>
      )}
      <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb={failureGap} role="alert">
          {`Failed to ${editing ? 'update' : 'create'} box item: ${apiErrorReason(failure, 'Please try again.')}`}
        </Alert>
      )}
    </>
  );
}
