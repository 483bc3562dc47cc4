import {
  type CurrencyCode,
  type ExpectedCost,
  type SupplierInvoiceCreate,
  supplierInvoiceCreateSchema,
  supplierInvoicesApi,
  todayIso,
} from '@freight/domain';
import { Autocomplete, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { money } from '../../shared/format/money';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useDialogCloseGuard } from '../../shared/forms/FormModal';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { NumberField } from '../../shared/ui/NumberField';
import { CurrencySelect } from '../pricing/CurrencySelect';
import { useInvoiceChange } from './invoiceQueries';

interface BillValues {
  supplier: string;
  number: string;
  date: string;
  currency: CurrencyCode | null;
  /** The amount typed per expected cost, by its id; blank costs are not on the bill. */
  amounts: Record<string, number | string>;
}

/** The body the API takes: one line per expected cost with an amount. */
function bodyOf(values: BillValues) {
  return {
    supplier: values.supplier,
    number: values.number,
    date: values.date,
    currency: values.currency ?? '',
    lines: Object.entries(values.amounts)
      .filter(([, amount]) => amount !== '')
      .map(([id, amount]) => ({ expected_cost_id: Number(id), amount })),
  };
}

export interface SupplierBillFormProps {
  shipmentId: number;
  costs: ExpectedCost[];
  onDone: () => void;
}

/**
 * Records a supplier's bill: the supplier (one of the shipment's, or another name), its number, date and
 * currency, and one amount per expected cost it charges (the expected amount beside each).
 */
export function SupplierBillForm({ shipmentId, costs, onDone }: SupplierBillFormProps) {
  const t = useT();
  const suppliers = [...new Set(costs.map((cost) => cost.supplier).filter(Boolean))];
  const form = useRecordForm<BillValues>({
    initial: () => ({
      supplier: suppliers[0] ?? '',
      number: '',
      date: todayIso(),
      currency: (costs[0]?.currency as CurrencyCode | undefined) ?? null,
      amounts: {},
    }),
  });
  const save = useInvoiceChange((body: SupplierInvoiceCreate) =>
    callApi(supplierInvoicesApi.create, { params: { id: shipmentId }, body }),
  );
  useDialogCloseGuard(form.dirtyFields.length > 0 && !save.isPending);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(supplierInvoiceCreateSchema, bodyOf(form.values));
    if (!body) return;
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => void form.fail(error, t('supplierBills.recordFailed')),
    });
  }
  const setAmount = (id: number, amount: number | string) =>
    form.setField('amounts', { ...form.values.amounts, [id]: amount });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Autocomplete
            label={t('supplierBills.supplier')}
            data={suppliers}
            value={form.values.supplier}
            onChange={(value) => form.setField('supplier', value)}
            error={form.errors.supplier}
            maxLength={200}
          />
          <TextInput
            label={t('supplierBills.billNumber')}
            value={form.values.number}
            onChange={(event) => form.setField('number', event.currentTarget.value)}
            error={form.errors.number}
            maxLength={100}
          />
          <TextInput
            label={t('supplierBills.billDate')}
            type="date"
            value={form.values.date}
            onChange={(event) => form.setField('date', event.currentTarget.value)}
            error={form.errors.date}
          />
          <CurrencySelect
            label={t('supplierBills.currency')}
            value={form.values.currency}
            onChange={(value) => form.setField('currency', value)}
            error={form.errors.currency}
          />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('supplierBills.amountsPerCost')}
        </Text>
        {costs.map((cost) => (
          <Group key={cost.id} align="flex-end" wrap="wrap" gap="sm">
            <NumberField
              label={t('supplierBills.costLabel', {
                cost: cost.description,
                supplier: cost.supplier || t('supplierBills.noSupplier'),
              })}
              description={t('supplierBills.expectedAmount', {
                amount: money(cost.expected, cost.currency as CurrencyCode),
              })}
              min={0}
              value={form.values.amounts[cost.id] ?? ''}
              onChange={(value) => setAmount(cost.id, value)}
              style={{ flex: '1 1 220px' }}
            />
          </Group>
        ))}
        {form.errors.lines && (
          <Text size="sm" c="red" role="alert">
            {form.errors.lines}
          </Text>
        )}
        <FormFooter
          submitLabel={t('supplierBills.record')}
          busy={save.isPending}
          error={form.formError}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
