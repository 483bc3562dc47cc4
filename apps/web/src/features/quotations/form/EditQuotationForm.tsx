import { isOfferLocked, type QuotationWithAddresses } from '@freight/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AutosaveStatus } from '../../../shared/autosave/AutosaveStatus';
import { useT } from '../../../shared/i18n/useT';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { quoteNumberText } from '../quoteNumberText';
import { ReviseQuoteButton } from '../revisions/ReviseQuoteButton';
import { QuotationFormLayout } from './QuotationFormLayout';
import { useQuotationAutosave } from './useQuotationAutosave';

/**
 * Edit Quotation #{number}: every change saves itself (see useQuotationAutosave). When a colleague saved
 * the same field meanwhile, both values are shown under it until the user chooses.
 */
export function EditQuotationForm({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const autosave = useQuotationAutosave(quotation);
  const offerLocked = isOfferLocked(quotation);
  return (
    <>
      <PageHeader
        title={t('quotations.editTitle', { number: quoteNumberText(quotation) })}
        subtitle={t('quotations.editSubtitle')}
        actions={
          <Group gap="md">
            <AutosaveStatus
              saving={autosave.saving}
              lastSavedAt={autosave.lastSavedAt}
              conflictCount={autosave.conflictCount}
              idleText={t('quotations.savesAutomatically')}
            />
            <Button
              component={Link}
              to={`/quotations/${quotation.id}`}
              variant="default"
              leftSection={<IconEye size={16} />}
            >
              {t('quotations.viewQuotation')}
            </Button>
          </Group>
        }
      />
      {offerLocked && (
        <Alert color="blue" icon={<IconLock size={18} />} mb="lg" data-testid="accepted-offer-note">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('acceptedQuote.editNote')}</Text>
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
