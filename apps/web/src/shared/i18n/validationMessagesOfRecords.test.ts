import {
  ACCEPTED_OFFER_MESSAGES,
  API_TOKEN_MESSAGES,
  DOCUMENT_MESSAGES,
  EXCHANGE_RATE_MESSAGES,
  LOST_REASON_MESSAGES,
  QUOTATION_MESSAGES,
  REVISION_MESSAGES,
  TASK_MESSAGES,
} from '@freight/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import { apiErrorMessage } from '../api/apiErrorMessage';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import { knownSentence } from './validationMessages';

// The quotations', documents', exchange rates', API tokens', tasks' and teams' refusals, each paired with the
// domain's text.

const D = DOCUMENT_MESSAGES;
const FIXED = [
  QUOTATION_MESSAGES.invalidDate,
  LOST_REASON_MESSAGES.onlyWhenCancelled,
  ACCEPTED_OFFER_MESSAGES.locked,
  REVISION_MESSAGES.notSent,
  REVISION_MESSAGES.notSameQuote,
  REVISION_MESSAGES.chooseRevision('from'),
  REVISION_MESSAGES.chooseRevision('to'),
  D.folderNotFound,
  D.documentNotFound,
  D.versionNotFound,
  D.systemFolder,
  D.systemFolderMove,
  D.folderIntoItself,
  D.ownFoldersOnly,
  D.logisticsHoldsFolders,
  D.currentVersion,
  D.shareNotFound,
  D.rootNotFound,
  EXCHANGE_RATE_MESSAGES.notFound,
  EXCHANGE_RATE_MESSAGES.stale,
  API_TOKEN_MESSAGES.notFound,
  API_TOKEN_MESSAGES.noTokenFromToken,
];

const T = TASK_MESSAGES;
const TASK_REFUSALS = [
  T.selectTask,
  T.selectTeam,
  T.selectSubtask,
  T.progressFollowsSubtasks,
  T.alreadyConverted,
  T.subtaskOfAnotherTask,
  T.alreadyCollaborator,
  T.creatorIsOwner,
  T.viewerCannotEdit,
  T.onlyOwnerShares,
  T.onlyOwnerDeletes,
  T.onlyOwnerManagesCollaborators,
  T.cannotDeleteComment,
  T.moveNotBesideItself,
  T.alreadyTeamMember,
  T.cannotManageTeam,
  T.cannotDeleteTeam,
];

/** Each sentence that names something, as the domain writes it, and what the German keeps of it. */
const NAMING: readonly (readonly [string, string])[] = [
  [REVISION_MESSAGES.superseded(3), 'durch Rev. 3 überholt'],
  [
    EXCHANGE_RATE_MESSAGES.duplicate('EUR', 'USD', '2031-02-03'),
    'Für 2031-02-03 gibt es bereits einen Kurs EUR→USD',
  ],
  [API_TOKEN_MESSAGES.scopesNotHeld(['invoices:delete', 'users:write']), ': invoices:delete, users:write'],
];

beforeEach(() => speak('en', en));

describe('the quotations’, documents’, exchange rates’ and API tokens’ refusals', () => {
  it('each have a message id whose English is the domain text itself', () => {
    const all = [...FIXED, ...TASK_REFUSALS];
    expectEachDomainTextHasItsId(all, { distinct: true, readsBack: true });
  });

  it('that name something read in English word for word, and in German with what they name', () => {
    for (const [message] of NAMING) expect(knownSentence(message), message).toBe(message);
    speak('de', de);
    for (const [message, german] of NAMING) expect(knownSentence(message), message).toContain(german);
  });

  it('reach the screen in German', () => {
    speak('de', de);
    expect(apiErrorMessage(new ApiError(409, 'CONFLICT', D.systemFolderMove), 'x')).toBe(
      'Systemordner können nicht verschoben werden',
    );
    expect(apiErrorMessage(new ApiError(403, 'FORBIDDEN', T.cannotDeleteTeam), 'x')).toBe(
      'Nur der Inhaber des Teams kann es löschen',
    );
  });
});
