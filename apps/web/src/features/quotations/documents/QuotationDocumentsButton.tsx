import { Badge, Button } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { QuotationDocumentsModal } from './QuotationDocumentsModal';
import { useQuotationDocuments } from './useQuotationDocuments';

/** The detail header's Documents button, with the number of files; opens the quotation's documents. */
export function QuotationDocumentsButton({
  quotation,
}: {
  quotation: { id: number; quotation_number: string };
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const documents = useQuotationDocuments(quotation.id);
  const count = documents.data?.total;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFiles size={16} />}
        rightSection={
          count !== undefined ? (
            <Badge size="sm" variant="light" circle={count < 10}>
              {count}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpened(true)}
        aria-label={
          count !== undefined ? t('quotations.documentsCount', { count }) : t('quotations.documents')
        }
      >
        {t('quotations.documents')}
      </Button>
      {opened && <QuotationDocumentsModal quotation={quotation} onClose={() => setOpened(false)} />}
    </>
  );
}
