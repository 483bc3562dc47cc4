import { type DeclineReason, type DocumentLanguage, documentLanguageOf } from '@freight/domain';
import {
  type DocumentMessageId,
  type DocumentText,
  documentText,
  isDocumentMessageId,
} from '../../platform/i18n/document-messages';
import { milestoneName } from '../../platform/i18n/milestone-names';

/** The causes' messages in the catalogs: each has a `.title` and a `.body` text. */
type NotificationMessageId =
  | 'notification.taskCollaboratorAdded'
  | 'notification.taskComment'
  | 'notification.quoteAccepted'
  | 'notification.quoteDeclined'
  | 'notification.quotationStatus'
  | 'notification.taskDeadline'
  | 'notification.quotationExpiring'
  | 'notification.milestoneLate';

/**
 * What a notification says, kept as the message and its values so each reader gets it in their own language.
 * Values are the record's own words (names, numbers, dates already in the company's format), except the ones
 * listed in TRANSLATED_VALUES, which are codes with a message of their own.
 */
export interface NotificationMessage {
  id: NotificationMessageId;
  values: Record<string, string>;
  /** The cause has nothing to add under the title (a reminder of a quotation without a client). */
  withoutBody?: boolean;
}

/** A stored value as the reader reads it. */
type ValueWording = (value: string, text: DocumentText) => string;

/** A code whose message is `prefix` and the code (a quotation status); an unknown code stays as stored. */
const byPrefix =
  (prefix: string): ValueWording =>
  (value, text) => {
    const id = `${prefix}${value}`;
    return isDocumentMessageId(id) ? text(id) : value;
  };

/** Why a client declined, as the quote page's choices store it (English) and the reader reads it. */
const DECLINE_REASON_WORDS: Record<DeclineReason, DocumentMessageId> = {
  Price: 'declineReason.price',
  'Transit time': 'declineReason.transitTime',
  'Service or capacity': 'declineReason.serviceOrCapacity',
  'Client postponed': 'declineReason.clientPostponed',
  'Went with a competitor': 'declineReason.competitor',
  Other: 'declineReason.other',
};

const declineReason: ValueWording = (value, text) => {
  const id = DECLINE_REASON_WORDS[value as DeclineReason];
  return id ? text(id) : value;
};

/**
 * Values stored in English that the reader reads in their language: codes with a message of their own (a
 * quotation status, a decline reason) and a default template's milestone name (a company's own stays).
 */
const TRANSLATED_VALUES: Partial<Record<NotificationMessageId, Record<string, ValueWording>>> = {
  'notification.quotationStatus': { from: byPrefix('quotationStatus.'), to: byPrefix('quotationStatus.') },
  'notification.quoteDeclined': { reason: declineReason },
  'notification.milestoneLate': { milestone: (value, text) => milestoneName(text, value) },
};

interface Text {
  title: string;
  body: string;
}

/**
 * The title and body in `language`. A notification made before messages were stored (no message id, or one
 * the catalogs no longer have) keeps its stored English text; an empty stored body stays empty, since a cause
 * writes a body only when it has something to say (a client's name, for one).
 */
export function notificationText(
  language: string | null | undefined,
  messageId: string | null,
  values: Record<string, string> | null,
  stored: Text,
): Text {
  const titleId = `${messageId}.title`;
  const bodyId = `${messageId}.body`;
  if (!messageId || !isDocumentMessageId(titleId) || !isDocumentMessageId(bodyId)) return stored;
  const text = documentText(readerLanguage(language));
  const filled = { ...(values ?? {}) };
  for (const [name, word] of Object.entries(TRANSLATED_VALUES[messageId as NotificationMessageId] ?? {})) {
    if (filled[name] !== undefined) filled[name] = word(filled[name], text);
  }
  return { title: text(titleId, filled), body: stored.body === '' ? '' : text(bodyId, filled) };
}

/** The English text stored with a new notification, for API clients that read `title` and for search. */
export const englishText = (message: NotificationMessage): Text =>
  notificationText('en', message.id, message.values, {
    title: '',
    body: message.withoutBody ? '' : 'written',
  });

/** A user's profile language as one of the catalogs' (English when unset or unknown). */
const readerLanguage = (language: string | null | undefined): DocumentLanguage =>
  documentLanguageOf(language, 'en');

/** The 'Open it in ShipDesk' line of a notification's e-mail. */
export const openLine = (language: string | null | undefined, url: string) =>
  documentText(readerLanguage(language))('notification.email.openLine' satisfies DocumentMessageId, { url });
