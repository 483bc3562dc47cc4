import {
  type SupplierBillSettings,
  supplierBillSettingsApi,
  supplierBillSettingsUpdateSchema,
} from '@freight/domain';
import { NumberInput, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useSingletonRecord } from '../../../shared/api/useSingletonRecord';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { saveSettingsForm } from './saveSettingsForm';

const KEY = ['settings', 'supplier-bill-settings'] as const;

type ToleranceValues = Pick<SupplierBillSettings, 'tolerance_percent' | 'tolerance_amount'>;

const valuesOf = ({ tolerance_percent, tolerance_amount }: SupplierBillSettings): ToleranceValues => ({
  tolerance_percent,
  tolerance_amount,
});

/**
 * Settings, 'Invoicing': how far over its expected cost a supplier's bill may go before it waits for an
 * approver, as a percentage of the expected cost and as an amount (in the cost's currency).
 */
export function SupplierBillToleranceCard() {
  const t = useT();
  const { query, save } = useSingletonRecord(KEY, supplierBillSettingsApi);
  return (
    <LoadedRecord query={query} failed={t('supplierBills.toleranceLoadFailed')}>
      {(settings) => <ToleranceForm settings={settings} save={save} />}
    </LoadedRecord>
  );
}

function ToleranceForm({
  settings,
  save,
}: {
  settings: SupplierBillSettings;
  save: ReturnType<
    typeof useSingletonRecord<typeof supplierBillSettingsApi.get, typeof supplierBillSettingsApi.update>
  >['save'];
}) {
  const t = useT();
  const labels: Record<keyof ToleranceValues, string> = {
    tolerance_percent: t('supplierBills.tolerancePercent'),
    tolerance_amount: t('supplierBills.toleranceAmount'),
  };
  const form = useRecordForm<ToleranceValues>({
    initial: () => valuesOf(settings),
    version: settings.version,
    stale: {
      labels,
      load: async () => {
        const latest = await callApi(supplierBillSettingsApi.get, {});
        return { values: valuesOf(latest), version: latest.version };
      },
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    saveSettingsForm(form, supplierBillSettingsUpdateSchema, save, valuesOf, {
      saved: t('supplierBills.toleranceSaved'),
      failed: t('supplierBills.toleranceNotSaved'),
    });
  }

  const numberOf = (field: keyof ToleranceValues) => ({
    label: labels[field],
    value: form.values[field],
    error: form.errors[field],
    min: 0,
    decimalScale: 3,
    // Left blank, the schema's message names the field rather than a zero being saved.
    onChange: (value: number | string) => form.setField(field, (value === '' ? '' : Number(value)) as number),
  });

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('supplierBills.tolerance')}>
        <Title order={3}>{t('supplierBills.tolerance')}</Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('supplierBills.toleranceIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput {...numberOf('tolerance_percent')} max={100} suffix=" %" />
          <NumberInput {...numberOf('tolerance_amount')} />
        </SimpleGrid>
        <FormFooter
          submitLabel={t('supplierBills.saveTolerance')}
          busy={save.isPending}
          error={form.formError}
          mt="md"
        />
      </form>
    </Paper>
  );
}
