import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { useT } from '../../../shared/i18n/useT';
import { parseQuotationId } from '../../../shared/routing/parseQuotationId';
import { useQuotation } from '../data/useQuotation';
import { QuotationLoading } from '../detail/QuotationLoading';
import { QuotationMessageScreen } from '../detail/QuotationMessageScreen';
import { quoteNumberText } from '../quoteNumberText';
import { EditQuotationForm } from './EditQuotationForm';
import { NewQuotationForm } from './NewQuotationForm';

/** /quotations/new and /quotations/:id/edit. */
export function QuotationFormPage() {
  const { id } = useParams();
  if (id === undefined) return <NewQuotationForm />;
  return <EditQuotationPage id={parseQuotationId(id)} />;
}

function EditQuotationPage({ id }: { id: number | null }) {
  const t = useT();
  const quotation = useQuotation(id);
  if (id === null || hasErrorCode(quotation.error, 'NOT_FOUND', 'BAD_REQUEST', 'VALIDATION_FAILED')) {
    return <QuotationMessageScreen title={t('quotations.notFound')} text={t('quotations.notFoundText')} />;
  }
  if (quotation.isPending) return <QuotationLoading />;
  if (quotation.isError) {
    return (
      <QuotationMessageScreen
        title={t('quotations.notFound')}
        color="red"
        text={t('quotations.loadFailed', { reason: apiErrorReason(quotation.error, t('common.tryAgain')) })}
      />
    );
  }
  if (quotation.data.superseded) {
    // A superseded revision is read-only: its page says so and links to the newest revision.
    return (
      <QuotationMessageScreen
        title={t('quotations.revisionSuperseded')}
        color="orange"
        icon={<IconLock size={24} />}
        text={t('quotations.revisionSupersededText', { number: quoteNumberText(quotation.data) })}
        action={
          <Button component={Link} to={`/quotations/${quotation.data.id}`} mt="xs" variant="default">
            {t('quotations.viewThisRevision')}
          </Button>
        }
      />
    );
  }
  // Keyed by id: another quotation's edit page starts from its own values, not this one's autosave state.
  return <EditQuotationForm key={quotation.data.id} quotation={quotation.data} />;
}
