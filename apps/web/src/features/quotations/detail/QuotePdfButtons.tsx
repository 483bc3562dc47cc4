import { endpointPath, quoteSendApi } from '@freight/domain';
import { Button } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { API_BASE } from '../../../shared/api/apiClient';
import { useT } from '../../../shared/i18n/useT';

/** Preview (the PDF in a new tab) and Download of the quote as the client receives it. */
export function QuotePdfButtons({ quotationId }: { quotationId: number }) {
  const t = useT();
  const url = `${API_BASE}${endpointPath(quoteSendApi.pdf.path, { id: quotationId })}`;
  return (
    <>
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
      >
        {t('quotations.pdfPreview')}
      </Button>
      <Button
        component="a"
        href={`${url}?download=1`}
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        {t('quotations.pdfDownload')}
      </Button>
    </>
  );
}
