import type { PublicQuote } from '@freight/domain';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { pageLocale } from '../../shared/i18n/pageLocale';
import { useT } from '../../shared/i18n/useT';
import { DECLINE_REASON_MESSAGES } from './quoteLinkMessages';

/** A moment as the signed-out visitor reads it: in the page's language, in their time zone. */
const moment = (iso: string) =>
  new Date(iso).toLocaleString(pageLocale(navigator.languages?.[0] ?? navigator.language ?? 'en-GB'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * In place of Accept and Decline once the client answered: who accepted the offer above and when (with their
 * PO), or when it was declined and why. The offer stays shown above it, as it was answered.
 */
export function QuoteAnsweredState({ answer }: { answer: NonNullable<PublicQuote['answer']> }) {
  const t = useT();
  const at = moment(answer.at);
  if (answer.status === 'accepted') {
    const values = { name: answer.name, at, po: answer.po_number };
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck size={20} />}
        title={t('publicQuote.accepted')}
        data-testid="public-answer"
      >
        <Text size="sm">
          {answer.po_number ? t('publicQuote.acceptedByWithPo', values) : t('publicQuote.acceptedBy', values)}
        </Text>
      </Alert>
    );
  }
  const reasonId = DECLINE_REASON_MESSAGES[answer.reason as keyof typeof DECLINE_REASON_MESSAGES];
  const reason = reasonId ? t(reasonId) : answer.reason;
  return (
    <Alert
      color="red"
      icon={<IconCircleX size={20} />}
      title={t('publicQuote.declined')}
      data-testid="public-answer"
    >
      <Text size="sm">
        {reason ? t('publicQuote.declinedOnWithReason', { at, reason }) : t('publicQuote.declinedOn', { at })}
      </Text>
    </Alert>
  );
}
