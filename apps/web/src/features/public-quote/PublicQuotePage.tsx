import { Alert, Container, Group, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { useVisitorLanguage, VisitorLanguageMenu } from '../../shared/i18n/VisitorLanguage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { QuoteSummary } from './QuoteSummary';
import { translateQuoteLinkMessage } from './quoteLinkMessages';
import { usePublicQuote } from './usePublicQuote';

/**
 * /q/:token — the client's page of a sent quote, signed out: the summary, the PDF, Accept or Decline, in the
 * language of the last send (the visitor may pick another for the visit).
 */
export function PublicQuotePage() {
  const t = useT();
  const token = useParams().token ?? '';
  const quote = usePublicQuote(token);
  const visitor = useVisitorLanguage(quote.data?.language);
  const [answered, setAnswered] = useState<string | null>(null);
  useDocumentTitle(
    quote.data
      ? t('publicQuote.titleNumbered', { number: quote.data.quotation_number })
      : t('publicQuote.title'),
  );

  // After answering, the quote is read again: it then shows the offer as answered, under the thanks.
  const onAnswered = (message: string) => {
    setAnswered(message);
    void quote.refetch();
  };
  const thanks = answered && (
    <Alert color="green" icon={<IconCircleCheck size={20} />} title={t('publicQuote.thanks')} mb="lg">
      {translateQuoteLinkMessage(answered)}
    </Alert>
  );

  let body: React.ReactNode;
  if (answered && !quote.data?.answer) {
    body = null;
  } else if (quote.isPending) {
    body = <CenteredLoader label={t('publicQuote.loading')} />;
  } else if (quote.isError) {
    body = (
      <Alert color="orange" icon={<IconInfoCircle size={20} />} title={t('publicQuote.cannotOpen')}>
        {translateQuoteLinkMessage(apiErrorMessage(quote.error, t('publicQuote.loadFailed')))}
      </Alert>
    );
  } else {
    body = <QuoteSummary quote={quote.data} token={token} onAnswered={onAnswered} />;
  }
  const showsSummary = quote.isSuccess && !(answered && !quote.data.answer);
  return (
    // The client's page has no shell: it is its own main landmark, and names itself when no summary shows.
    <Container component="main" size="md" py="xl" px="md">
      <Group justify="flex-end" mb="sm">
        <VisitorLanguageMenu label={t('publicQuote.language')} onChange={visitor.choose} />
      </Group>
      {!showsSummary && (
        <VisuallyHidden>
          <Title order={1}>{t('publicQuote.title')}</Title>
        </VisuallyHidden>
      )}
      {thanks}
      {body}
    </Container>
  );
}
