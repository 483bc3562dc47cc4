import { type DocumentLanguage, type Invoice, invoiceSendSchema, invoicesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { type DocumentSendBody, SendDocumentDialog } from '../../shared/forms/SendDocumentDialog';
import { useT } from '../../shared/i18n/useT';
import { useInvoiceChange } from './invoiceQueries';

const readSendDraft = (id: number, language?: DocumentLanguage) =>
  callApi(invoicesApi.sendDraft, { params: { id }, ...(language && { query: { language } }) });

/**
 * E-mails an issued invoice or credit note. Every field may stay empty for the standard one; the language the
 * PDF and the standard words go out in starts at the client's and may be changed for this send.
 */
export function InvoiceSendDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useT();
  const send = useInvoiceChange((body: DocumentSendBody) =>
    callApi(invoicesApi.send, { params: { id: invoice.id }, body }),
  );
  // Read when the dialog opens, not kept: the client's language may have changed since.
  const draft = useQuery({
    queryKey: ['invoices', 'send-draft', invoice.id],
    queryFn: () => readSendDraft(invoice.id),
    gcTime: 0,
  }).data;
  const creditNote = invoice.kind === 'credit_note';
  const number = invoice.number;
  return (
    <SendDocumentDialog
      title={t(creditNote ? 'creditNotes.sendTitle' : 'invoices.sendTitle', { number })}
      schema={invoiceSendSchema}
      send={send}
      toDescription={t('invoices.sendToDescription')}
      subjectPlaceholder={t(creditNote ? 'creditNotes.subject' : 'invoices.subject', { number })}
      messageDescription={t('invoices.sendMessageDescription')}
      language={{ draft, readDraft: (language) => readSendDraft(invoice.id, language) }}
      sentTitle={t(creditNote ? 'creditNotes.sent' : 'invoices.sent', { number })}
      failure={t(creditNote ? 'creditNotes.sendFailed' : 'invoices.sendFailed')}
      onClose={onClose}
    />
  );
}
