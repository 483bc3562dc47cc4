import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The refusals of signing in, accepting an invitation, sending and revoking one, two-factor sign-in and its
 * setup, sessions and the users' settings (packages/domain: AUTH_MESSAGES, PASSWORD_RESET_MESSAGES,
 * INVITATION_MESSAGES, TWO_FACTOR_MESSAGES, SESSION_MESSAGES, IDENTITY_PROVIDER_MESSAGES, USER_MESSAGES, PERMISSION_MESSAGES,
 * SETTING_MESSAGES), by their exact English text. The invite page and
 * the sign-in step are drawn signed out, so what they can show takes a signed-out id (`invitation.`,
 * `twoFactor.`); what only Settings shows stays in the app part. validationMessagesOfAccess.test.ts pairs each
 * with the domain's own text.
 */
export const ACCESS_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  // Sign-in and 'Forgot password?'
  'Too many failed sign-in attempts. Please wait a few minutes and try again.': 'login.tooManyAttempts',
  'Too many password reset requests. Please wait a few minutes and try again.':
    'password.tooManyResetRequests',
  // The invite page: the link and the invitation behind it
  'This invitation link is not valid': 'invitation.unknownLink',
  'This invitation link is not valid: it is too long': 'invitation.linkTooLong',
  'This invitation has already been used': 'invitation.used',
  'This invitation has expired: ask for a new one': 'invitation.expired',
  'This invitation was revoked: ask for a new one': 'invitation.revoked',
  'Too many requests. Please wait a minute and try again.': 'invitation.tooManyRequests',
  // Settings → Invitations
  'Invitation not found': 'invitations.notFound',
  'Only a pending invitation can be revoked': 'invitations.notPending',
  'Only an administrator can invite an administrator': 'invitations.onlyAdminInvitesAdmins',
  // The sign-in step's code and its challenge
  'Enter the 6-digit code from your authenticator app': 'twoFactor.codeRequired',
  'The code is the 6 digits your authenticator app shows': 'twoFactor.codeFormat',
  'Enter one of your recovery codes': 'twoFactor.recoveryRequired',
  'A recovery code has 10 letters and digits, like abcde-23456': 'twoFactor.recoveryFormat',
  'That code is not valid. Check your authenticator app and try again.': 'twoFactor.invalidCode',
  'That recovery code is not valid or has already been used.': 'twoFactor.invalidRecoveryCode',
  'Your sign-in took too long. Please enter your email and password again.': 'twoFactor.challengeExpired',
  'This sign-in link is not valid. Please enter your email and password again.': 'twoFactor.challengeInvalid',
  // Settings → Security: turning two-factor on and off, new recovery codes; a user's reset
  'Two-factor authentication is already on': 'security.twoFactorAlreadyOn',
  'Two-factor authentication is not on': 'security.twoFactorNotOn',
  'Start the two-factor setup again: no setup is waiting for a code': 'security.twoFactorSetupMissing',
  'Password is incorrect': 'security.passwordIncorrect',
  'Only an administrator can reset two-factor authentication': 'users.twoFactorOnlyAdminResets',
  'This session has already ended': 'security.sessionEnded',
  'This is the only way this account can sign in: set a password or link another identity first':
    'signInMethods.lastSignInMethod',
  // Settings → Users: what only an administrator may do, and what nobody may do to their own account
  'At least one active administrator must remain': 'users.lastAdmin',
  'You cannot do this to your own account': 'users.notYourself',
  'Only an administrator can create an administrator or change a role': 'users.onlyAdminMakesAdmins',
  "Only an administrator can change another user's email or password": 'users.onlyAdminChangesCredentials',
  'Only an administrator can set a temporary password': 'users.onlyAdminSetsTemporaryPassword',
  'Use Change Password in Settings to change your own password': 'users.notYourOwnPassword',
  // Settings → Permissions and the Settings Manager
  'Choose a user': 'permissions.userRequired',
  'Choose a module': 'permissions.moduleRequired',
  'Choose a permission': 'permissions.permissionRequired',
  'This permission is already granted': 'permissions.alreadyGranted',
  'Unknown module or permission': 'permissions.unknownGrant',
  'You do not have permission to change global settings': 'systemSettings.globalNeedsEdit',
};

/** The access refusals that name something (the grants an inviter does not hold), read back into their parts. */
export const ACCESS_SENTENCE_PATTERNS: readonly SentencePattern[] = [
  [/^You cannot grant what you do not hold: (.+)$/, 'invitations.grantsNotHeld', ['grants']],
];
