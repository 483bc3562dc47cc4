import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The refusals of quotations and their revisions, the document library, exchange rates and API tokens
 * (packages/domain: QUOTATION_MESSAGES, LOST_REASON_MESSAGES, ACCEPTED_OFFER_MESSAGES, REVISION_MESSAGES,
 * DOCUMENT_MESSAGES, EXCHANGE_RATE_MESSAGES, API_TOKEN_MESSAGES), by their exact English text.
 * validationMessagesOfRecords.test.ts pairs each with the domain's own text.
 */
export const RECORD_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  // Quotations and their revisions
  'Please enter a valid date': 'quotations.invalidDate',
  'A lost reason can only be given when the quotation is cancelled': 'quotations.lostReasonOnlyWhenCancelled',
  'The client accepted this quote, so its offer can no longer change. Revise the quotation to change it: the client is then asked to accept the new revision.':
    'quotations.acceptedOfferLocked',
  'Only a quote that has been sent to the client can be revised. Send it first, or edit it as it is.':
    'quotations.revisionNotSent',
  'Both revisions must belong to this quote': 'quotations.revisionsNotSameQuote',
  // The document library
  'Folder not found': 'documents.refusedFolderNotFound',
  'Document not found': 'documents.refusedDocumentNotFound',
  'Version not found': 'documents.refusedVersionNotFound',
  'System folders cannot be renamed or deleted': 'documents.refusedSystemFolder',
  'System folders cannot be moved': 'documents.refusedSystemFolderMove',
  'A folder cannot be moved into itself or one of its own folders': 'documents.refusedFolderIntoItself',
  'Choose one of your own folders': 'documents.refusedOwnFoldersOnly',
  'The Logistics folder holds one folder per quotation: open a quotation to add files':
    'documents.refusedLogisticsHoldsFolders',
  'The current version cannot be deleted': 'documents.refusedCurrentVersion',
  // Exchange rates and API tokens
  'Exchange rate not found': 'exchangeRates.refusedNotFound',
  'This exchange rate was changed by someone else. Reload the rates and try again.':
    'exchangeRates.refusedStale',
  'API token not found': 'apiTokens.refusedNotFound',
  'An API token cannot create API tokens: sign in to create one': 'apiTokens.refusedFromToken',
};

/** Those that name a revision, a currency pair and its date, or the scopes a token may not have. */
export const RECORD_SENTENCE_PATTERNS: readonly SentencePattern[] = [
  [
    /^This revision is superseded by rev (\d+)\. Open the newest revision to change it\.$/,
    'quotations.revisionSupersededBy',
    ['newest'],
  ],
  [
    /^There is already a (.+)→(.+) rate for (.+): edit that one instead$/,
    'exchangeRates.refusedDuplicate',
    ['base', 'quote', 'date'],
  ],
  [/^You cannot give a token scopes you do not hold: (.+)$/, 'apiTokens.refusedScopesNotHeld', ['scopes']],
];
