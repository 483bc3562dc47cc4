import {
  AUTH_MESSAGES,
  IDENTITY_PROVIDER_MESSAGES,
  INVITATION_MESSAGES,
  loginTwoFactorSchema,
  PASSWORD_RESET_MESSAGES,
  PERMISSION_MESSAGES,
  SESSION_MESSAGES,
  SETTING_MESSAGES,
  TWO_FACTOR_MESSAGES,
  USER_MESSAGES,
} from '@freight/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEachDomainTextHasItsId } from '../../test/domainTextIds';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import { apiErrorMessage } from '../api/apiErrorMessage';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import ja from './catalogs/ja.json';
import { knownSentence, translateFieldErrors } from './validationMessages';

// Accepting, sending and revoking an invitation, and two-factor sign-in and its setup: each refusal paired
// with the domain's own text.

const INVITATION_REFUSALS = [
  INVITATION_MESSAGES.unknownLink,
  INVITATION_MESSAGES.linkTooLong,
  INVITATION_MESSAGES.used,
  INVITATION_MESSAGES.expired,
  INVITATION_MESSAGES.revoked,
  INVITATION_MESSAGES.tooManyRequests,
  INVITATION_MESSAGES.notFound,
  INVITATION_MESSAGES.notPending,
  INVITATION_MESSAGES.onlyAdminInvitesAdmins,
];

const TWO_FACTOR_REFUSALS = [
  TWO_FACTOR_MESSAGES.codeRequired,
  TWO_FACTOR_MESSAGES.codeFormat,
  TWO_FACTOR_MESSAGES.recoveryRequired,
  TWO_FACTOR_MESSAGES.recoveryFormat,
  TWO_FACTOR_MESSAGES.invalidCode,
  TWO_FACTOR_MESSAGES.invalidRecoveryCode,
  TWO_FACTOR_MESSAGES.challengeExpired,
  TWO_FACTOR_MESSAGES.challengeInvalid,
  TWO_FACTOR_MESSAGES.alreadyEnabled,
  TWO_FACTOR_MESSAGES.notEnabled,
  TWO_FACTOR_MESSAGES.setupMissing,
  TWO_FACTOR_MESSAGES.passwordIncorrect,
  TWO_FACTOR_MESSAGES.onlyAdminResets,
];

const SIGN_IN_AND_USER_REFUSALS = [
  AUTH_MESSAGES.tooManyAttempts,
  PASSWORD_RESET_MESSAGES.tooManyRequests,
  PASSWORD_RESET_MESSAGES.onlyAdminSets,
  PASSWORD_RESET_MESSAGES.notYourOwn,
  SESSION_MESSAGES.notFound,
  IDENTITY_PROVIDER_MESSAGES.lastSignInMethod,
  USER_MESSAGES.lastAdmin,
  USER_MESSAGES.notYourself,
  USER_MESSAGES.onlyAdminMakesAdmins,
  USER_MESSAGES.onlyAdminChangesCredentials,
  PERMISSION_MESSAGES.userRequired,
  PERMISSION_MESSAGES.moduleRequired,
  PERMISSION_MESSAGES.permissionRequired,
  PERMISSION_MESSAGES.alreadyGranted,
  PERMISSION_MESSAGES.unknownGrant,
  SETTING_MESSAGES.globalNeedsEdit,
];

beforeEach(() => speak('en', en));

describe('the refusals of invitations and two-factor sign-in', () => {
  it('and of signing in, sessions and the users’ settings each have a message id whose English is the domain text itself', () => {
    const all = [...INVITATION_REFUSALS, ...TWO_FACTOR_REFUSALS, ...SIGN_IN_AND_USER_REFUSALS];
    expectEachDomainTextHasItsId(all, { distinct: true, readsBack: true });
  });

  it('word the grants an inviter does not hold with the same English, and in German', () => {
    const refusal = INVITATION_MESSAGES.grantsNotHeld(['invoices:delete', 'users:write']);
    speak('en', en);
    expect(knownSentence(refusal)).toBe(refusal);
    speak('de', de);
    expect(knownSentence(refusal)).toBe(
      'Sie können keine Rechte vergeben, die Sie selbst nicht haben: invoices:delete, users:write',
    );
  });

  it('read in German on the invite page and under the sign-in code', () => {
    speak('de', de);
    expect(apiErrorMessage(new ApiError(410, 'GONE', INVITATION_MESSAGES.expired), 'x')).toBe(
      'Diese Einladung ist abgelaufen: Bitten Sie um eine neue',
    );
    expect(translateFieldErrors({ code: TWO_FACTOR_MESSAGES.invalidCode })).toEqual({
      code: 'Dieser Code ist ungültig. Prüfen Sie Ihre Authenticator-App und versuchen Sie es erneut.',
    });
    const tooLong = loginTwoFactorSchema.safeParse({ challenge: 'c'.repeat(201), code: '123456' });
    speak('ja', ja);
    expect(translateFieldErrors({ challenge: tooLong.error?.issues[0]?.message })).toEqual({
      challenge: 'このサインインリンクは無効です。メールアドレスとパスワードをもう一度入力してください。',
    });
  });
});
