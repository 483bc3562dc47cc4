import { Alert, Container, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { QuoteSummary } from './QuoteSummary';
import { usePublicQuote } from './usePublicQuote';

/** /q/:token — the client's page of a sent quote, signed out: the summary, the PDF, Accept or Decline. */
export function PublicQuotePage() {
  const token = useParams().token ?? '';
  const quote = usePublicQuote(token);
  const [answered, setAnswered] = useState<string | null>(null);
  useDocumentTitle(quote.data ? `Quotation ${quote.data.quotation_number}` : 'Quotation');

  // After answering, the quote is read again: it then shows the offer as answered, under the thanks.
  const onAnswered = (message: string) => {
    setAnswered(message);
    void quote.refetch();
  };
  const thanks = answered && (
    <Alert color="green" icon={<IconCircleCheck size={20} />} title="Thank you" mb="lg">
      {answered}
    </Alert>
  );

  let body: React.ReactNode;
  if (answered && !quote.data?.answer) {
    body = null;
  } else if (quote.isPending) {
    body = <CenteredLoader label="Loading the quote..." />;
  } else if (quote.isError) {
    body = (
      <Alert color="orange" icon={<IconInfoCircle size={20} />} title="This quote cannot be opened">
        {apiErrorMessage(quote.error, 'The quote could not be loaded. Please try again later.')}
      </Alert>
    );
  } else {
    body = <QuoteSummary quote={quote.data} token={token} onAnswered={onAnswered} />;
  }
  const showsSummary = quote.isSuccess && !(answered && !quote.data.answer);
  return (
    // The client's page has no shell: it is its own main landmark, and names itself when no summary shows.
    <Container component="main" size="md" py="xl" px="md">
      {!showsSummary && (
        <VisuallyHidden>
          <Title order={1}>Quotation</Title>
        </VisuallyHidden>
      )}
      {thanks}
      {body}
    </Container>
  );
}
