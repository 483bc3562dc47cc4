import { endpointPath, type Invoice, invoiceDocumentName, invoicesApi } from '@freight/domain';
import { Alert, Button } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { downloadFromApi } from '../../shared/api/downloadFromApi';
import { useT } from '../../shared/i18n/useT';
import { InvoiceSendDialog } from './InvoiceSendDialog';

/**
 * 'PDF' downloads the document (a draft's says DRAFT across it); 'E-invoice (UBL)' the issued document as UBL
 * XML for the client's accounting; 'Send' e-mails an issued one, for editors.
 */
export function InvoiceDocumentButtons({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const t = useT();
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
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('invoices.pdf')}
      </Button>
      {download.isError && (
        <Alert color="red" py={6}>
          {apiErrorMessage(download.error, t('invoices.pdfFailed'))}
        </Alert>
      )}
      {issued && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloadUbl.isPending}
          onClick={() => downloadUbl.mutate()}
        >
          {t('invoices.ubl')}
        </Button>
      )}
      {downloadUbl.isError && (
        <Alert color="red" py={6}>
          {apiErrorMessage(downloadUbl.error, t('invoices.ublFailed'))}
        </Alert>
      )}
      {canEdit && issued && (
        <Button leftSection={<IconMail size={16} />} onClick={() => setSending(true)}>
          {t('invoices.send')}
        </Button>
      )}
      {sending && <InvoiceSendDialog invoice={invoice} onClose={() => setSending(false)} />}
    </>
  );
}
