import {
  ACCEPTED_OFFER_MESSAGES,
  isOfferLocked,
  type QuotationWithAddresses,
  quoteNumberLabel,
} from '@freight/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AutosaveStatus } from '../../../shared/autosave/AutosaveStatus';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ReviseQuoteButton } from '../revisions/ReviseQuoteButton';
import { QuotationFormLayout } from './QuotationFormLayout';
import { useQuotationAutosave } from './useQuotationAutosave';

/**
 * Edit Quotation #{number}: every change saves itself (see useQuotationAutosave). When a colleague saved
 * the same field meanwhile, both values are shown under it until the user chooses.
 */
export function EditQuotationForm({ quotation }: { quotation: QuotationWithAddresses }) {
  const autosave = useQuotationAutosave(quotation);
  const offerLocked = isOfferLocked(quotation);
  return (
    <>
      <PageHeader
        title={`Edit Quotation #${quoteNumberLabel(quotation)}`}
        subtitle="Changes are saved as you go."
        actions={
          <Group gap="md">
            <AutosaveStatus
              saving={autosave.saving}
              lastSavedAt={autosave.lastSavedAt}
              conflictCount={autosave.conflictCount}
              idleText="Changes save automatically"
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
      {offerLocked && (
        <Alert color="blue" icon={<IconLock size={18} />} mb="lg" data-testid="accepted-offer-note">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{ACCEPTED_OFFER_MESSAGES.editNote}</Text>
            <ReviseQuoteButton quotation={quotation} />
          </Stack>
        </Alert>
      )}
      <QuotationFormLayout
        offerLocked={offerLocked}
        values={autosave.values}
        errors={autosave.errors}
        onChange={autosave.change}
        conflictAt={autosave.conflictAt}
      />
    </>
  );
}
