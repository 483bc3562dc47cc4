import type { DeclineReason } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';

/**
 * The server's sentences of an acceptance link (QUOTE_ANSWER_MESSAGES and the superseded link's, in
 * packages/domain) stay English in the API; the client's page gives each a message by its exact English text
 * and shows it in the page's language. quoteLinkMessages.test.ts checks each key against the domain's text.
 */
export const QUOTE_LINK_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'This quote link is not valid': 'publicQuote.linkUnknown',
  'This quote has expired. Please contact us for an updated offer.': 'publicQuote.linkExpired',
  'This quote has already been accepted.': 'publicQuote.alreadyAccepted',
  'This quote has already been declined.': 'publicQuote.alreadyDeclined',
  'This quote is no longer open. Please contact us.': 'publicQuote.noLongerOpen',
  'Thank you: your acceptance has been recorded.': 'publicQuote.acceptedThanks',
  'Thank you: we have recorded that you declined this quote.': 'publicQuote.declinedThanks',
  'Too many requests from your address. Please wait a minute and try again.': 'publicQuote.tooManyRequests',
};

const SUPERSEDED =
  /^This quote has been replaced by a newer revision \((.+)\)\. Please use the link in our latest e-mail\.$/;

/** Each reason a client may give for declining, as a message (the API keeps the English value). */
export const DECLINE_REASON_MESSAGES: Record<DeclineReason, MessageId> = {
  Price: 'publicQuote.reasonPrice',
  'Transit time': 'publicQuote.reasonTransitTime',
  'Service or capacity': 'publicQuote.reasonServiceOrCapacity',
  'Client postponed': 'publicQuote.reasonClientPostponed',
  'Went with a competitor': 'publicQuote.reasonCompetitor',
  Other: 'publicQuote.reasonOther',
};

/** A server sentence of the link in the page's language; one without a message stays as the server wrote it. */
export function translateQuoteLinkMessage(message: string): string {
  const id = QUOTE_LINK_MESSAGE_IDS[message];
  if (id) return translate(id);
  const superseded = SUPERSEDED.exec(message);
  return superseded ? translate('publicQuote.superseded', { revision: superseded[1] }) : message;
}
