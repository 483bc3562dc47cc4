import { type DocumentLanguage, documentLanguageOf } from '@freight/domain';
import {
  type DocumentMessageId,
  documentText,
  isDocumentMessageId,
} from '../../platform/i18n/document-messages';

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

/** Values that are codes (a quotation status) and are shown through their own message. */
const TRANSLATED_VALUES: Partial<Record<NotificationMessageId, Record<string, string>>> = {
  'notification.quotationStatus': { from: 'quotationStatus.', to: 'quotationStatus.' },
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
  for (const [name, prefix] of Object.entries(TRANSLATED_VALUES[messageId as NotificationMessageId] ?? {})) {
    const id = `${prefix}${filled[name]}`;
    if (name in filled && isDocumentMessageId(id)) filled[name] = text(id);
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
