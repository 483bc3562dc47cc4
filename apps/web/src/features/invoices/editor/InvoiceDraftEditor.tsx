import { type CurrencyCode, type Invoice, invoicesApi, invoiceUpdateSchema } from '@freight/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { money } from '../../../shared/format/money';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { UnsavedChangesGuard } from '../../../shared/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { useInvoiceChange, useInvoiceTaxRates } from '../invoiceQueries';
import { DraftLineRow } from './DraftLineRow';
import {
  blankLine,
  DRAFT_LABELS,
  type DraftLine,
  type DraftValues,
  draftBody,
  draftFigures,
  draftValuesOf,
  linesText,
} from './draftValues';

interface InvoiceDraftEditorProps {
  invoice: Invoice;
  /** Told whether the editor holds unsaved typing (the page keeps Issue until it is saved). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * A draft invoice's lines and due date, edited in place: totals follow the typing with the rounding the server
 * stores, Save sends the version it was loaded at, and a colleague's save in between is merged (a field both
 * changed waits for Keep mine / Take theirs).
 */
export function InvoiceDraftEditor({ invoice, onUnsavedChange }: InvoiceDraftEditorProps) {
  const currency = invoice.currency as CurrencyCode;
  const rates = useInvoiceTaxRates().data;
  const form = useRecordForm<DraftValues>({
    initial: () => draftValuesOf(invoice),
    version: invoice.version,
    stale: {
      labels: DRAFT_LABELS,
      load: async () => {
        const latest = await callApi(invoicesApi.get, { params: { id: invoice.id } });
        return { values: draftValuesOf(latest), version: latest.version };
      },
      formatValue: (field, value) =>
        field === 'lines' ? linesText(value as DraftLine[]) : String(value ?? ''),
    },
  });
  const save = useInvoiceChange((body: ReturnType<typeof draftBody>) =>
    callApi(invoicesApi.update, { params: { id: invoice.id }, body, ifMatch: form.version }),
  );
  const unsaved = form.dirtyFields.length > 0 && !save.isPending;
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);
  const { lines } = form.values;
  const figures = draftFigures(form.values, currency, rates);
  const setLines = (next: DraftLine[]) => form.setField('lines', next);
  const rateNames = rates?.tax_rates.map((rate) => rate.name) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    // A line's messages name its row ('lines.1.unit_price'), deeper than the form's fields: set them as they are.
    const parsed = invoiceUpdateSchema.safeParse(draftBody(form.values, form.dirtyFields));
    if (!parsed.success) {
      form.setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.reset(draftValuesOf(saved), saved.version);
        notifications.show({ color: 'green', message: 'Draft saved' });
      },
      onError: (error) => void form.fail(error, 'The draft was not saved'),
    });
  }

  return (
    <DetailCard title="Lines" icon={<IconList size={18} />} color="blue">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Edit draft invoice">
        <UnsavedChangesGuard dirty={unsaved} />
        <Stack gap="sm">
          <CalendarDateInput
            label="Due date"
            w={220}
            clearable={false}
            value={form.values.due_date}
            error={form.errors.due_date}
            onChange={(value) => form.setField('due_date', value ?? '')}
          />
          {form.errors.lines && (
            <Alert color="red" py={6}>
              {form.errors.lines}
            </Alert>
          )}
          {lines.length === 0 && (
            <Text size="sm" c="dimmed">
              No lines: add one, or delete the draft.
            </Text>
          )}
          {lines.map((line, index) => (
            <DraftLineRow
              key={line.key}
              line={line}
              index={index}
              currency={currency}
              rateNames={rateNames}
              amount={figures.lines[index]!.amount}
              errorOf={(field) => form.errors[`lines.${index}.${field}`]}
              onChange={(next) => setLines(lines.map((l, i) => (i === index ? next : l)))}
              onRemove={() => setLines(lines.filter((_, i) => i !== index))}
            />
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => setLines([...lines, blankLine(rates?.default_tax_rate ?? '')])}
          >
            Add line
          </Button>
          <Stack gap={2} align="flex-end" aria-label="Draft totals">
            <Text size="sm">Net: {money(figures.totals.net_total, currency)}</Text>
            <Text size="sm">Tax: {money(figures.totals.tax_total, currency)}</Text>
            <Text fw={700}>Total: {money(figures.totals.total, currency)}</Text>
          </Stack>
          <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
        </Stack>
        <FormFooter
          submitLabel="Save draft"
          busy={save.isPending}
          error={form.formError}
          mt="md"
          disabled={form.dirtyFields.length === 0}
        />
      </form>
    </DetailCard>
  );
}
