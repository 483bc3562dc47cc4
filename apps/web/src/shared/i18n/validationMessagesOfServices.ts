import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The refusals of what the desk reaches through the server: the AI helper (AI_MESSAGES), e-mailing a quote, an
 * invoice or a booking confirmation (INVOICE_DOCUMENT_MESSAGES, SHIPMENT_DOCUMENT_MESSAGES, QUOTE_SEND_MESSAGES'
 * mail refusals) and the choice of a document's language, by their exact English text. validationMessagesOfServices.test.ts pairs each with the
 * domain's own text.
 */
export const SERVICE_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  // The AI helper
  'Please enter some text first': 'costLineNotes.textRequired',
  'The AI helper is not configured on this server (AI_BASE_URL is not set).':
    'costLineNotes.aiRefusedNotConfigured',
  'The AI service did not answer within 30 seconds. Please try again.': 'costLineNotes.aiRefusedTimedOut',
  'The AI service could not be reached. Please try again later.': 'costLineNotes.aiRefusedUnreachable',
  'Please choose one of the offered models': 'costLineNotes.aiRefusedUnknownModel',
  'The AI service answered without any text': 'costLineNotes.aiRefusedEmptyAnswer',
  'Please enter the name of a language (letters only)': 'costLineNotes.aiRefusedBadLanguage',
  // E-mailing quotes, invoices and booking confirmations
  "The invoice's client has no e-mail address: add a recipient in To": 'invoices.refusedNoRecipient',
  'E-mail is not set up on this server (SMTP_URL), so invoices cannot be sent.': 'invoices.refusedMailOff',
  'Issue the invoice before sending it: a draft is never sent': 'invoices.refusedDraftNotSent',
  'The shipment has no contact with an e-mail address: add a recipient in To': 'shipments.refusedNoRecipient',
  'E-mail is not set up on this server (SMTP_URL), so booking confirmations cannot be sent.':
    'shipments.refusedMailOff',
  'The mail server refused the message': 'quoteSend.mailRefused',
  'E-mail is not set up on this server (SMTP_URL), so quotes cannot be sent.': 'quoteSend.mailOff',
  'Only a Pending, Working or On Client Review quotation can be sent': 'quoteSend.refusedNotSendable',
  'This quotation has expired: extend its validity before sending it': 'quoteSend.refusedExpired',
  // A document's language, and the company's default one (the web offers only the eight)
  'Language must be en, es, fr, de, it, pt, zh or ja': 'validation.languageChoice',
  'Default document language must be en, es, fr, de, it, pt, zh or ja': 'validation.documentLanguageChoice',
};

/** The AI helper's refusals that name a limit, an action or the service's own answer, and a recipient's. */
export const SERVICE_SENTENCE_PATTERNS: readonly SentencePattern[] = [
  [
    /^You can use the AI helper (\d+) times a minute\. Please wait a moment and try again\.$/,
    'costLineNotes.aiRefusedTooMany',
    ['count'],
  ],
  [/^The text can be at most (\d+) characters$/, 'costLineNotes.aiRefusedTooLong', ['max']],
  // A recipient of a quote, an invoice or a booking confirmation; the To or Cc a list's message names is the
  // field the message shows under, so it is not repeated.
  [/^(?:(?:To|Cc): )?(.+) is not a valid e-mail address$/, 'quoteSend.refusedInvalidRecipient', ['address']],
  [/^(?:To|Cc): at most 20 recipients$/, 'quoteSend.tooManyRecipients', []],
  [/^Unknown action: (.*)$/, 'costLineNotes.aiRefusedUnknownAction', ['action']],
  [
    /^API request failed: (\d+) (.*?)\. ([\s\S]*)$/,
    'costLineNotes.aiRefusedRequestFailed',
    ['status', 'statusText', 'message'],
  ],
];
