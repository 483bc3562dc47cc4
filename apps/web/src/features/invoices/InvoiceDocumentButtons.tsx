import {
  endpointPath,
  type Invoice,
  invoiceDocumentName,
  invoiceSendSchema,
  invoicesApi,
} from '@freight/domain';
import { Alert, Button } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { downloadFromApi } from '../../shared/api/downloadFromApi';
import { type DocumentSendBody, SendDocumentDialog } from '../../shared/forms/SendDocumentDialog';
import { useInvoiceChange } from './invoiceQueries';

/**
 * 'PDF' downloads the document (a draft's says DRAFT across it); 'E-invoice (UBL)' the issued document as UBL
 * XML for the client's accounting; 'Send' e-mails an issued one, for editors.
 */
export function InvoiceDocumentButtons({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const [sending, setSending] = useState(false);
  const download = useMutation({
    mutationFn: () =>
      downloadFromApi(endpointPath(invoicesApi.pdf.path, { id: invoice.id }), invoiceDocumentName(invoice)),
  });
  const issued = invoice.status !== 'Draft';
  const downloadUbl = useMutation({
    mutationFn: () =>
      downloadFromApi(
        endpointPath(invoicesApi.ubl.path, { id: invoice.id }),
        invoiceDocumentName(invoice).replace(/\.pdf$/, '.xml'),
      ),
  });
  const send = useInvoiceChange((body: DocumentSendBody) =>
    callApi(invoicesApi.send, { params: { id: invoice.id }, body }),
  );
  const noun = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        PDF
      </Button>
      {download.isError && (
        <Alert color="red" py={6}>
          {apiErrorMessage(download.error, 'The PDF could not be made')}
        </Alert>
      )}
      {issued && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloadUbl.isPending}
          onClick={() => downloadUbl.mutate()}
        >
          E-invoice (UBL)
        </Button>
      )}
      {downloadUbl.isError && (
        <Alert color="red" py={6}>
          {apiErrorMessage(downloadUbl.error, 'The e-invoice could not be made')}
        </Alert>
      )}
      {canEdit && issued && (
        <Button leftSection={<IconMail size={16} />} onClick={() => setSending(true)}>
          Send
        </Button>
      )}
      {sending && (
        <SendDocumentDialog
          title={`Send ${noun.toLowerCase()} ${invoice.number}`}
          schema={invoiceSendSchema}
          send={send}
          toDescription="Leave empty to send to the client's e-mail; press Enter after each address"
          subjectPlaceholder={`${noun} ${invoice.number}`}
          messageDescription="Leave empty for the standard message with the amount, due date and payment reference; the PDF is attached."
          sentTitle={`${noun} ${invoice.number} sent`}
          failure={`The ${noun.toLowerCase()} could not be sent`}
          onClose={() => setSending(false)}
        />
      )}
    </>
  );
}
