import type { QuotationWithAddresses } from '@freight/domain';
import { Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';
import { AutosaveStatus } from './AutosaveStatus';
import { QuotationConflictNotice } from './QuotationConflictNotice';
import { QuotationFormLayout } from './QuotationFormLayout';
import { quotationFieldLabels } from './quotationFieldLabels';
import { useQuotationAutosave } from './useQuotationAutosave';

/** Edit Quotation #{number}: every change saves itself (see useQuotationAutosave). */
export function EditQuotationForm({ quotation }: { quotation: QuotationWithAddresses }) {
  const autosave = useQuotationAutosave(quotation);
  return (
    <>
      <PageHeader
        title={`Edit Quotation #${quotation.quotation_number}`}
        subtitle="Changes are saved as you go."
        actions={
          <Group gap="md">
            <AutosaveStatus
              saving={autosave.saving}
              lastSavedAt={autosave.lastSavedAt}
              paused={autosave.conflict}
            />
            <Button
              component={Link}
              to={`/quotations/${quotation.id}`}
              variant="default"
              leftSection={<IconEye size={16} />}
            >
              View Quotation
            </Button>
          </Group>
        }
      />
      {autosave.conflict && (
        <QuotationConflictNotice
          unsaved={autosave.unsavedFields.map((f) => quotationFieldLabels[f])}
          reloading={autosave.reloading}
          onReload={() => void autosave.reload()}
        />
      )}
      <QuotationFormLayout values={autosave.values} errors={autosave.errors} onChange={autosave.change} />
    </>
  );
}
