import { type Invoice, invoicesApi, invoiceUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useInvoiceChange } from '../invoiceQueries';
import {
  DRAFT_LABELS,
  type DraftLine,
  type DraftValues,
  draftBody,
  draftValuesOf,
  linesText,
} from './draftValues';

/**
 * The draft editor's form: loaded from the stored draft, saved with its version (`If-Match`); after a 412 the
 * latest draft is read and merged (useRecordForm), and only the fields changed are sent.
 */
export function useDraftForm(invoice: Invoice) {
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

  return { form, save, submit };
}
