import {
  newPasswordProblem,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_MINUTES,
  type ResetPasswordRequest,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { documentText } from '../../platform/i18n/document-messages';
import type { Mailer } from '../../platform/mail/mailer';
import * as userProfiles from '../user-profiles/user-profiles.service';
import { hashPassword, verifyPassword } from '../users/passwords';
import * as usersService from '../users/users.service';
import * as authRepo from './auth.repository';
import * as repo from './password-reset.repository';
import { admitResetRequest } from './password-reset-throttle';
import { hashToken, newToken } from './session-start';

export interface ResetMailDeps {
  mail: Mailer;
  /** The origin the link in the e-mail uses (PUBLIC_URL), never the request's Host header. */
  publicUrl: string | undefined;
}

export const resetAvailable = (deps: ResetMailDeps) => deps.mail.enabled && Boolean(deps.publicUrl);

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', PASSWORD_RESET_MESSAGES.unavailable);
const invalidLink = () => new AppError('BAD_REQUEST', PASSWORD_RESET_MESSAGES.invalidLink);
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/**
 * The part of a reset request that is answered: e-mail must be on, and the request within the throttle. The
 * same work for every address, so neither the answer nor its timing says whether the account exists.
 */
export async function admitRequest(db: Db, deps: ResetMailDeps, email: string, ip: string): Promise<string> {
  if (!resetAvailable(deps)) throw unavailable();
  await admitResetRequest(db, email.trim().toLowerCase(), ip);
  return email.trim().toLowerCase();
}

/**
 * The part done after answering: an active account with this address gets a single-use link valid 30
 * minutes; its earlier unused links stop working. An unknown or deactivated address gets nothing.
 */
export async function sendResetLink(db: Db, deps: ResetMailDeps, email: string): Promise<void> {
  const user = await usersService.findByEmail(db, email);
  if (!user?.is_active) return;
  const token = newToken();
  await repo.replaceTokens(db, user.id, hashToken(token), new Date(Date.now() + RESET_LINK_MINUTES * 60_000));
  const link = `${deps.publicUrl!.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  // In the language the user reads ShipDesk in.
  const text = documentText(await userProfiles.languageOf(db, user.id));
  await deps.mail.send({
    to: [user.email],
    subject: text('staff.passwordReset.subject'),
    text: text('staff.passwordReset.body', { minutes: RESET_LINK_MINUTES, link }),
  });
}

/**
 * Sets a new password with a reset link: the rules and messages of Change Password, then, in one transaction,
 * the link is used up (exactly one of two parallel uses gets it), the password set, the must-change flag
 * cleared and every session of the user ended. Signs nobody in.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<void> {
  const id = hashToken(input.token);
  const user = await repo.findUserOfLiveToken(db, id);
  if (!user) throw invalidLink();
  const problem = newPasswordProblem(input.new_password, user.email);
  if (problem) throw fieldError('new_password', problem);
  if (input.confirm_password !== input.new_password) {
    throw fieldError('confirm_password', PASSWORD_MESSAGES.mismatch);
  }
  if (await verifyPassword(user.password_hash, input.new_password)) {
    throw fieldError('new_password', PASSWORD_MESSAGES.sameAsCurrent);
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, id);
    if (userId !== user.id) throw invalidLink();
    await authRepo.updatePasswordHash(tx, userId, passwordHash);
    await repo.deleteTokensOfUser(tx, userId);
    await authRepo.deleteSessionsOfUser(tx, userId);
  });
}
