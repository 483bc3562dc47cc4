import {
  formatRecoveryCode,
  isTotpCode,
  normalizeTotpCode,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as usersService from '../users/users.service';
import { checkOwnPassword } from './own-password';
import { newRecoveryCodes as generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { matchingStep, newTotpSecret, qrCodeDataUrl, totpUrl } from './totp';
import * as repo from './two-factor.repository';

const isOn = (row: repo.TwoFactorRow | undefined): row is repo.TwoFactorRow & { secret: string } =>
  Boolean(row?.secret && row.enabled_at);

export async function isEnabled(db: Db, userId: number): Promise<boolean> {
  return isOn(await repo.findTwoFactor(db, userId));
}

export async function status(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await repo.findTwoFactor(db, userId);
  if (!isOn(row)) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
  return {
    enabled: true,
    enabled_at: row.enabled_at!.toISOString(),
    recovery_codes_left: await repo.countUnusedRecoveryCodes(db, userId),
  };
}

/** A new secret kept pending: the way the user signs in does not change until a code confirms it. */
export async function startSetup(db: Db, auth: AuthContext): Promise<TwoFactorSetup> {
  if (await isEnabled(db, auth.user.id)) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  await repo.savePendingSecret(db, auth.user.id, secret);
  const url = totpUrl(secret, auth.user.email);
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

const wrongCode = () =>
  new AppError('VALIDATION_FAILED', TWO_FACTOR_MESSAGES.invalidCode, {
    fields: { code: TWO_FACTOR_MESSAGES.invalidCode },
  });

/** Confirms the pending secret with a code from the app and answers ten recovery codes, shown this once. */
export async function enable(db: Db, userId: number, code: string): Promise<{ recovery_codes: string[] }> {
  const row = await repo.findTwoFactor(db, userId);
  if (isOn(row)) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const pending = row?.pending_secret;
  if (!pending) throw AppError.conflict(TWO_FACTOR_MESSAGES.setupMissing);
  const step = matchingStep(pending, code);
  if (step === null) throw wrongCode();
  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await repo.confirmPendingSecret(tx, userId, pending, step))) {
      throw AppError.conflict(TWO_FACTOR_MESSAGES.setupMissing);
    }
    await repo.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    await recordAudit(
      tx,
      { userId },
      { action: 'auth.two_factor_enabled', entityType: 'user', entityId: userId },
    );
  });
  return { recovery_codes: codes.map(formatRecoveryCode) };
}

/** Turns two-factor sign-in off after the password is confirmed (a stolen session alone cannot). */
export async function disable(db: Db, auth: AuthContext, password: string, ip: string): Promise<void> {
  await checkOwnPassword(db, auth.user.email, password, ip, {
    field: 'password',
    message: TWO_FACTOR_MESSAGES.passwordIncorrect,
  });
  if (!(await isEnabled(db, auth.user.id))) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnabled);
  await db.transaction(async (tx) => {
    await repo.deleteTwoFactor(tx, auth.user.id);
    await recordAudit(
      tx,
      { ip },
      { action: 'auth.two_factor_disabled', entityType: 'user', entityId: auth.user.id },
    );
  });
}

/** Ten new recovery codes after the password is confirmed; the earlier ones stop working. */
export async function newRecoveryCodes(
  db: Db,
  auth: AuthContext,
  password: string,
  ip: string,
): Promise<{ recovery_codes: string[] }> {
  await checkOwnPassword(db, auth.user.email, password, ip, {
    field: 'password',
    message: TWO_FACTOR_MESSAGES.passwordIncorrect,
  });
  if (!(await isEnabled(db, auth.user.id))) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnabled);
  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(tx, auth.user.id, codes.map(hashRecoveryCode));
    await recordAudit(
      tx,
      { ip },
      { action: 'auth.recovery_codes_renewed', entityType: 'user', entityId: auth.user.id },
    );
  });
  return { recovery_codes: codes.map(formatRecoveryCode) };
}

/** An administrator turns a user's two-factor sign-in off (a lost phone); they set it up again themselves. */
export async function reset(db: Db, actor: AuthContext, userId: number): Promise<void> {
  if (actor.user.role !== 'admin') throw AppError.forbidden(TWO_FACTOR_MESSAGES.onlyAdminResets);
  await usersService.get(db, userId);
  await db.transaction(async (tx) => {
    await repo.deleteTwoFactor(tx, userId);
    await recordAudit(tx, {}, { action: 'auth.two_factor_reset', entityType: 'user', entityId: userId });
  });
}

/**
 * Checks a sign-in's second factor: a TOTP code not used before (its step after the last accepted one), or
 * an unused recovery code, which is then spent. False when neither.
 */
export async function verifySecondFactor(db: Db, userId: number, input: string): Promise<boolean> {
  const row = await repo.findTwoFactor(db, userId);
  if (!isOn(row)) return false;
  if (isTotpCode(input)) {
    const step = matchingStep(row.secret, normalizeTotpCode(input));
    return step !== null && (await repo.claimStep(db, userId, step));
  }
  return repo.useRecoveryCode(db, userId, hashRecoveryCode(input));
}
