import { QUOTE_READINESS_MESSAGES } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import { listText } from '../../../shared/i18n/listText';
import { translate } from '../../../shared/i18n/useT';

const M = QUOTE_READINESS_MESSAGES;

/** The server's readiness reasons that name nothing of the quote, by their English text. */
const FIXED: Readonly<Record<string, MessageId>> = {
  [M.noPricedLine]: 'quoteSend.readinessNoPricedLine',
  [M.zeroTotal]: 'quoteSend.readinessZeroTotal',
  [M.noCargo]: 'quoteSend.readinessNoCargo',
  [M.noOrigin]: 'quoteSend.readinessNoOrigin',
  [M.noDestination]: 'quoteSend.readinessNoDestination',
};

// The two reasons that name a lane code: the domain's sentence around a code, which the pattern reads back.
const PICKUP = new RegExp(`^${escaped(M.noPickup('\u0000')).replace('\u0000', '(.+)')}$`);
const DELIVERY = new RegExp(`^${escaped(M.noDelivery('\u0000')).replace('\u0000', '(.+)')}$`);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A readiness reason (QuoteReadiness: what the quote needs, what it lacks) in the reader's language. The API
 * answers English sentences; one this version does not know stays as the server wrote it.
 */
export function readinessText(reason: string): string {
  const id = FIXED[reason];
  if (id) return translate(id);
  const pickup = PICKUP.exec(reason);
  if (pickup) return translate('quoteSend.readinessNoPickup', { code: pickup[1] });
  const delivery = DELIVERY.exec(reason);
  if (delivery) return translate('quoteSend.readinessNoDelivery', { code: delivery[1] });
  return reason;
}

/**
 * The refused send of a quote that is not ready (409 QUOTE_NOT_READY), worded from the parts it still needs
 * (the answer's `missing`) rather than the server's English sentence.
 */
export function notReadyText(missing: readonly string[]): string {
  return translate('quoteSend.notReady', { parts: listText(missing.map(readinessText)) });
}
