import type { CurrencyCode, Invoice } from '@freight/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { money } from '../../../shared/format/money';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { UnsavedChangesGuard } from '../../../shared/forms/UnsavedChangesGuard';
import { useT } from '../../../shared/i18n/useT';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { useInvoiceTaxRates } from '../invoiceQueries';
import { DraftLineRow } from './DraftLineRow';
import { blankLine, type DraftLine, draftFigures } from './draftValues';
import { useDraftForm } from './useDraftForm';

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
  const t = useT();
  const currency = invoice.currency as CurrencyCode;
  const rates = useInvoiceTaxRates().data;
  const { form, save, submit } = useDraftForm(invoice);
  const unsaved = form.dirtyFields.length > 0 && !save.isPending;
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);
  const { lines } = form.values;
  const figures = draftFigures(form.values, currency, rates);
  const setLines = (next: DraftLine[]) => form.setField('lines', next);
  const rateNames = rates?.tax_rates.map((rate) => rate.name) ?? [];

  return (
    <DetailCard title={t('invoices.lines')} icon={<IconList size={18} />} color="blue">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('invoices.editDraft')}>
        <UnsavedChangesGuard dirty={unsaved} />
        <Stack gap="sm">
          <CalendarDateInput
            label={t('invoices.dueDate')}
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
              {t('invoices.noLinesHint')}
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
            {t('invoices.addLine')}
          </Button>
          <Stack gap={2} align="flex-end" aria-label={t('invoices.draftTotals')}>
            <Text size="sm">{t('invoices.net', { amount: money(figures.totals.net_total, currency) })}</Text>
            <Text size="sm">{t('invoices.tax', { amount: money(figures.totals.tax_total, currency) })}</Text>
            <Text fw={700}>{t('invoices.totalIs', { amount: money(figures.totals.total, currency) })}</Text>
          </Stack>
          <FormConflicts fields={form.conflictFields} conflictAt={form.conflictAt} />
        </Stack>
        <FormFooter
          submitLabel={t('invoices.saveDraft')}
          busy={save.isPending}
          error={form.formError}
          mt="md"
          disabled={form.dirtyFields.length === 0}
        />
      </form>
    </DetailCard>
  );
}
