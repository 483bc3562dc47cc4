import type { PublicQuote } from '@freight/domain';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** A moment as the signed-out visitor reads it: their browser's language and time zone. */
const moment = (iso: string) =>
  new Date(iso).toLocaleString(navigator.languages?.[0] ?? navigator.language ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * In place of Accept and Decline once the client answered: who accepted the offer above and when (with their
 * PO), or when it was declined and why. The offer stays shown above it, as it was answered.
 */
export function QuoteAnsweredState({ answer }: { answer: NonNullable<PublicQuote['answer']> }) {
  if (answer.status === 'accepted') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={20} />} title="Accepted" data-testid="public-answer">
        <Text size="sm">
          Accepted by {answer.name} on {moment(answer.at)}
          {answer.po_number ? `, PO number ${answer.po_number}` : ''}. This is the offer you accepted.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconCircleX size={20} />} title="Declined" data-testid="public-answer">
      <Text size="sm">
        Declined on {moment(answer.at)}
        {answer.reason ? ` (${answer.reason})` : ''}. This is the offer you declined; contact us for a new
        one.
      </Text>
    </Alert>
  );
}
