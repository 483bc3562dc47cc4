import {
  type InvoiceSettings,
  invoiceSettingsApi,
  invoiceSettingsUpdateSchema,
  type TaxRate,
} from '@freight/domain';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useSingletonRecord } from '../../../shared/api/useSingletonRecord';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { textField } from '../../../shared/forms/textField';
import { type RecordForm, useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { JournalAccountsFields } from './JournalAccountsFields';
import { SupplierBillToleranceCard } from './SupplierBillToleranceCard';
import { saveSettingsForm } from './saveSettingsForm';
import { TaxRateRow } from './TaxRateRow';

const KEY = ['settings', 'invoice-settings'] as const;

type InvoicingValues = Omit<InvoiceSettings, 'version' | 'updated_at'>;

const valuesOf = ({ version: _v, updated_at: _u, ...values }: InvoiceSettings): InvoicingValues => values;

/**
 * Settings, 'Invoicing': the tax rates invoices use (one the default), the bank details they print, the
 * journal's accounts, and the supplier bills' tolerance (a record of its own, saved on its own version).
 */
export function InvoiceSettingsCard() {
  const t = useT();
  const { query, save } = useSingletonRecord(KEY, invoiceSettingsApi);
  return (
    <Stack gap="md">
      <LoadedRecord query={query} failed={t('invoices.settingsLoadFailed')}>
        {(settings) => <InvoicingForm settings={settings} save={save} />}
      </LoadedRecord>
      <SupplierBillToleranceCard />
    </Stack>
  );
}

function InvoicingForm({
  settings,
  save,
}: {
  settings: InvoiceSettings;
  save: ReturnType<
    typeof useSingletonRecord<typeof invoiceSettingsApi.get, typeof invoiceSettingsApi.update>
  >['save'];
}) {
  const t = useT();
  const form = useRecordForm<InvoicingValues>({
    initial: () => valuesOf(settings),
    version: settings.version,
    stale: {
      labels: {
        tax_rates: t('invoices.taxRates'),
        default_tax_rate: t('invoices.defaultTaxRate'),
        bank_name: t('invoices.bankName'),
        bank_account_holder: t('invoices.accountHolder'),
        bank_iban: t('invoices.iban'),
        bank_bic: t('invoices.bic'),
        accounts: t('invoices.accounts'),
      },
      load: async () => {
        const latest = await callApi(invoiceSettingsApi.get, {});
        return { values: valuesOf(latest), version: latest.version };
      },
    },
  });
  const rates = form.values.tax_rates;
  const setRates = (next: TaxRate[]) => form.setField('tax_rates', next);

  function submit(event: FormEvent) {
    event.preventDefault();
    saveSettingsForm(form, invoiceSettingsUpdateSchema, save, valuesOf, {
      saved: t('invoices.settingsSaved'),
      failed: t('invoices.settingsNotSaved'),
    });
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Title order={3}>{t('invoices.settingsTitle')}</Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('invoices.settingsIntro')}
        </Text>
        <Stack gap="sm">
          <Title order={4}>{t('invoices.taxRates')}</Title>
          {(form.errors.tax_rates || form.errors.default_tax_rate) && (
            <Text size="sm" c="red">
              {form.errors.tax_rates ?? form.errors.default_tax_rate}
            </Text>
          )}
          {rates.map((rate, index) => (
            <TaxRateRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, names change as typed
              key={index}
              rate={rate}
              index={index}
              isDefault={form.values.default_tax_rate === rate.name}
              errorOf={(field) => form.errors[`tax_rates.${index}.${field}`]}
              onChange={(next) => {
                setRates(rates.map((r, i) => (i === index ? next : r)));
                // The default follows its rate when the rate is renamed.
                if (form.values.default_tax_rate === rate.name) form.setField('default_tax_rate', next.name);
              }}
              onMakeDefault={() => form.setField('default_tax_rate', rate.name)}
              onRemove={() => setRates(rates.filter((_, i) => i !== index))}
            />
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRates([...rates, { name: '', rate: 0, note: '', reverse_charge: false }])}
          >
            {t('invoices.addTaxRate')}
          </Button>
          <Title order={4}>{t('invoices.bankDetails')}</Title>
          <BankFields form={form} />
          <AccountsFields form={form} />
        </Stack>
        <FormFooter
          submitLabel={t('invoices.saveSettings')}
          busy={save.isPending}
          error={form.formError}
          mt="md"
        />
      </form>
    </Paper>
  );
}

/** Where clients pay: printed on every invoice with its number as the payment reference. */
function BankFields({ form }: { form: RecordForm<InvoicingValues> }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('invoices.bankName')} {...textField(form, 'bank_name')} />
      <TextInput label={t('invoices.accountHolder')} {...textField(form, 'bank_account_holder')} />
      <TextInput label={t('invoices.iban')} {...textField(form, 'bank_iban')} />
      <TextInput label={t('invoices.bic')} {...textField(form, 'bank_bic')} />
    </SimpleGrid>
  );
}

/** The journal export's accounts; their messages name the account (`accounts.receivable`). */
function AccountsFields({ form }: { form: RecordForm<InvoicingValues> }) {
  return (
    <JournalAccountsFields
      accounts={form.values.accounts}
      onChange={(next) => form.setField('accounts', next)}
      errorOf={(field) => form.errors[`accounts.${field}`]}
    />
  );
}
