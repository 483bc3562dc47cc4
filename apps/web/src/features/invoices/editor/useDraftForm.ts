import { type Invoice, invoicesApi, invoiceUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { translateFieldErrors } from '../../../shared/i18n/validationMessages';
import { useInvoiceChange } from '../invoiceQueries';
import { type DraftLine, type DraftValues, draftBody, draftValuesOf, linesText } from './draftValues';

/**
 * The draft editor's form: loaded from the stored draft, saved with its version (`If-Match`); after a 412 the
 * latest draft is read and merged (useRecordForm), and only the fields changed are sent.
 */
export function useDraftForm(invoice: Invoice) {
  const t = useT();
  const form = useRecordForm<DraftValues>({
    initial: () => draftValuesOf(invoice),
    version: invoice.version,
    stale: {
      labels: { due_date: t('invoices.dueDate'), lines: t('invoices.lines') },
      load: async () => {
        const latest = await callApi(invoicesApi.get, { params: { id: invoice.id } });
        return { values: draftValuesOf(latest), version: latest.version };
      },
      formatValue: (field, value) =>
        field === 'lines' ? linesText(value as DraftLine[], t('invoices.noLines')) : String(value ?? ''),
    },
  });
  const save = useInvoiceChange((body: ReturnType<typeof draftBody>) =>
    callApi(invoicesApi.update, { params: { id: invoice.id }, body, ifMatch: form.version }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    // A line's messages name its row ('lines.1.unit_price'), deeper than the form's fields: set them as they are.
    const parsed = invoiceUpdateSchema.safeParse(draftBody(form.values, form.dirtyFields));
    if (!parsed.success) {
      form.setErrors(
        translateFieldErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
        ),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.reset(draftValuesOf(saved), saved.version);
        notifications.show({ color: 'green', message: t('invoices.draftSaved') });
      },
      onError: (error) => void form.fail(error, t('invoices.draftNotSaved')),
    });
  }

  return { form, save, submit };
}
