import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The refusals of quotations and their revisions, the document library, exchange rates, API tokens, tasks and
 * teams (packages/domain: QUOTATION_MESSAGES, LOST_REASON_MESSAGES, ACCEPTED_OFFER_MESSAGES, REVISION_MESSAGES,
 * DOCUMENT_MESSAGES, EXCHANGE_RATE_MESSAGES, API_TOKEN_MESSAGES, TASK_MESSAGES), by their exact English text.
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
  'Choose the from revision': 'quotations.revisionChooseFrom',
  'Choose the to revision': 'quotations.revisionChooseTo',
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
  'Share not found': 'documents.refusedShareNotFound',
  'Documents root folder not found': 'documents.refusedRootNotFound',
  // Exchange rates and API tokens
  'Exchange rate not found': 'exchangeRates.refusedNotFound',
  'This exchange rate was changed by someone else. Reload the rates and try again.':
    'exchangeRates.refusedStale',
  'API token not found': 'apiTokens.refusedNotFound',
  'An API token cannot create API tokens: sign in to create one': 'apiTokens.refusedFromToken',
  // Tasks, their collaborators and comments, and teams
  'Please select a task': 'tasks.selectTask',
  'Please select a team': 'tasks.selectTeam',
  'Please select a subtask': 'tasks.selectSubtask',
  'Progress follows the subtasks of this task; convert it back to set it by hand':
    'tasks.refusedProgressFollowsSubtasks',
  'This task already takes its progress from its subtasks': 'tasks.refusedAlreadyConverted',
  'That subtask belongs to another task': 'tasks.refusedSubtaskOfAnotherTask',
  'This user is already a collaborator on this task': 'tasks.refusedAlreadyCollaborator',
  "The task's creator is already its owner": 'tasks.refusedCreatorIsOwner',
  'You can only view this task': 'tasks.refusedViewerCannotEdit',
  'Only the task owner can change who sees it': 'tasks.refusedOnlyOwnerShares',
  'Only the task owner can delete it': 'tasks.refusedOnlyOwnerDeletes',
  "Only the task owner can manage this task's collaborators": 'tasks.refusedOnlyOwnerManagesCollaborators',
  'Only the author or the task owner can delete this comment': 'tasks.refusedCannotDeleteComment',
  'An item cannot be moved next to itself': 'tasks.refusedMoveNotBesideItself',
  'This user is already a member of this team': 'teams.refusedAlreadyMember',
  "Only the team's owners and admins can change it": 'teams.refusedCannotManage',
  "Only the team's owner can delete it": 'teams.refusedCannotDelete',
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
