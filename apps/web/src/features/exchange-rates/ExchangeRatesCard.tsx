import type { ExchangeRateRecord } from '@freight/domain';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useConfirmedDelete } from '../../shared/forms/useConfirmedDelete';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { ExchangeRateImportNotices } from './ExchangeRateImportNotices';
import { ExchangeRateModal } from './ExchangeRateModal';
import { ExchangeRatesTable, ratePair } from './ExchangeRatesTable';
import { useExchangeRateMutations } from './useExchangeRateMutations';
import { useExchangeRates } from './useExchangeRates';

/**
 * The exchange rates in the pricing settings: the rates in force on a day (today unless another is picked),
 * each with its date and source; add, edit and delete a rate, and import the ECB's reference rates now.
 */
export function ExchangeRatesCard() {
  const [day, setDay] = useState('');
  const format = useDateFormat();
  const t = useT();
  const { remove, importNow } = useExchangeRateMutations();
  const [editing, setEditing] = useState<ExchangeRateRecord | 'new' | null>(null);
  const deletion = useConfirmedDelete<ExchangeRateRecord>({
    mutation: remove,
    failure: (error) => apiErrorMessage(error, t('exchangeRates.notDeleted')),
  });

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('exchangeRates.title')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3}>{t('exchangeRates.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('exchangeRates.intro')}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCloudDownload size={16} />}
              loading={importNow.isPending}
              onClick={() => importNow.mutate()}
            >
              {t('exchangeRates.importNow')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('exchangeRates.add')}
            </Button>
          </Group>
        </Group>
        <ExchangeRateImportNotices importNow={importNow} />
        <CalendarDateInput
          label={t('exchangeRates.inForceOn')}
          description={t('exchangeRates.emptyForToday')}
          value={day || null}
          onChange={(value) => setDay(value ?? '')}
          maw={220}
        />
        <RatesInForce day={day} onEdit={setEditing} onDelete={deletion.ask} />
      </Stack>
      {editing !== null && (
        <ExchangeRateModal rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteModal title={t('exchangeRates.deleteTitle')} focusConfirm {...deletion.modal}>
        <Text size="sm">
          {deletion.shown &&
            t('exchangeRates.deleteQuestion', {
              pair: ratePair(deletion.shown),
              date: format.date(deletion.shown.date),
            })}
        </Text>
      </ConfirmDeleteModal>
    </Card>
  );
}

interface RatesInForceProps {
  /** The day asked for; empty for today. */
  day: string;
  onEdit: (rate: ExchangeRateRecord) => void;
  onDelete: (rate: ExchangeRateRecord) => void;
}

/** The rates in force on the day, or why there are none to show. */
function RatesInForce({ day, onEdit, onDelete }: RatesInForceProps) {
  const t = useT();
  const rates = useExchangeRates(day);
  if (rates.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(rates.error, t('exchangeRates.loadFailed'))}
      </Alert>
    );
  }
  if (rates.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('exchangeRates.loading')} />
      </Center>
    );
  }
  if (rates.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {day ? t('exchangeRates.noneOn', { day }) : t('exchangeRates.none')}
      </Text>
    );
  }
  return <ExchangeRatesTable rates={rates.data} onEdit={onEdit} onDelete={onDelete} />;
}
