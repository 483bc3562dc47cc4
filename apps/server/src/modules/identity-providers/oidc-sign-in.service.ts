import type { SsoRefusal } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { admitSignInAttempt, type LoginSession, signedIn, signInSucceeded } from '../auth/auth.service';
import { acceptInvitationForVerifiedEmail } from '../invitations/invitations.service';
import * as usersService from '../users/users.service';
import * as repo from './identity-providers.repository';
import type { SignInProviderConfig } from './identity-providers.service';
import { type ProvidedIdentity, SignInRefused } from './oidc-flow';

interface Caller {
  ip: string;
  userAgent: string | undefined;
}

const domainOf = (email: string | null) => email?.split('@').pop() ?? null;

/** Whether the provider lets this e-mail's domain in: an empty list lets every domain in. */
function domainAllowed(provider: SignInProviderConfig, email: string | null): boolean {
  if (provider.allowedDomains.length === 0) return true;
  const domain = domainOf(email);
  return domain !== null && provider.allowedDomains.includes(domain);
}

/**
 * The account a provider's identity signs in to: the one linked to its subject; else, on first use, the
 * account whose e-mail equals the provider's verified e-mail (then linked); else a new account when the
 * provider lets this domain join. An unverified e-mail never links, so nobody takes over an account by
 * claiming its address at a provider that does not check it.
 */
async function accountOf(db: Db, provider: SignInProviderConfig, identity: ProvidedIdentity) {
  const linked = await repo.findIdentity(db, provider.id, identity.subject);
  if (linked) {
    await repo.touchIdentity(db, linked.id, identity.email);
    return usersService.get(db, linked.user_id);
  }
  const existing = identity.email ? await usersService.findByEmail(db, identity.email) : undefined;
  if (existing && !identity.emailVerified) throw new SignInRefused('unverified_email');
  const userId = existing?.id ?? (await newAccountFor(db, provider, identity)).id;
  await repo.linkIdentity(db, {
    user_id: userId,
    provider: provider.id,
    subject: identity.subject,
    email: identity.email,
  });
  await recordAudit(
    db,
    { userId },
    {
      action: 'auth.identity_linked',
      entityType: 'user',
      entityId: userId,
      details: { provider: provider.label },
    },
  );
  return usersService.get(db, userId);
}

/**
 * The account made for someone the provider vouched for who has none yet: a pending invitation for the
 * verified e-mail is accepted first (its role and grants were chosen by the inviter); otherwise the provider's
 * joining rule decides.
 */
async function newAccountFor(db: Db, provider: SignInProviderConfig, identity: ProvidedIdentity) {
  if (!identity.email || !identity.emailVerified) throw new SignInRefused('unknown_account');
  const names = { first_name: identity.firstName, last_name: identity.lastName };
  const invited = await acceptInvitationForVerifiedEmail(db, identity.email, names);
  if (invited) return invited;
  // Joining takes a listed domain: a provider with no list lets any domain sign in, but none join.
  const mayJoin =
    provider.allowJoin && provider.allowedDomains.length > 0 && domainAllowed(provider, identity.email);
  if (!mayJoin) throw new SignInRefused('unknown_account');
  return usersService.createJoined(db, {
    email: identity.email,
    first_name: identity.firstName,
    last_name: identity.lastName,
    grants: provider.defaultGrants,
    via: provider.label,
  });
}

/**
 * Signs in the person a provider vouched for, with the same session as a password sign-in. Every attempt is
 * counted on the sign-in throttle (by e-mail, or by the subject when the provider gives none) and taken
 * back when it succeeds; refusals go to the audit trail with their reason.
 */
export async function signInWithIdentity(
  db: Db,
  provider: SignInProviderConfig,
  identity: ProvidedIdentity,
  caller: Caller,
): Promise<LoginSession> {
  const throttleKey = identity.email ?? `oidc:${provider.id}:${identity.subject}`;
  let attempt: Awaited<ReturnType<typeof admitSignInAttempt>>;
  try {
    attempt = await admitSignInAttempt(db, throttleKey, caller.ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
      throw new SignInRefused('too_many_attempts');
    throw error;
  }
  if (!domainAllowed(provider, identity.email)) throw new SignInRefused('domain_not_allowed');
  const user = await accountOf(db, provider, identity);
  if (!user.is_active) throw new SignInRefused('deactivated');
  await signInSucceeded(db, attempt);
  return signedIn(db, user.id, { remember: false, ...caller, via: provider.label });
}

/**
 * A refused sign-in in the audit trail. A callback that failed before the provider named anyone (a tampered
 * or replayed state, a bad code) is counted on the throttle here, by provider and address; the others were
 * counted when they were admitted.
 */
export async function recordRefusal(
  db: Db,
  provider: { id: string; label: string },
  reason: SsoRefusal,
  caller: Caller,
  detail?: string,
): Promise<void> {
  if (reason === 'failed') {
    await admitSignInAttempt(db, `oidc-callback:${provider.id}`, caller.ip).catch(() => undefined);
  }
  const providerLabel = provider.label;
  await recordAudit(
    db,
    { userId: null, ip: caller.ip },
    {
      action: 'auth.sso_login_failed',
      entityType: 'user',
      details: { provider: providerLabel, reason, ...(detail && { detail: detail.slice(0, 300) }) },
    },
  );
}
