import { IDENTITY_PROVIDER_MESSAGES } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as usersService from '../users/users.service';
import * as repo from './identity-providers.repository';
import { type OidcSettings, signInProviders } from './identity-providers.service';

/** The profile's Sign-in methods: whether the account has a password, and the identities linked to it. */
export async function signInMethods(db: Db, settings: OidcSettings, auth: AuthContext) {
  const [identities, providers, hasPassword] = await Promise.all([
    repo.identitiesOfUser(db, auth.user.id),
    signInProviders(db, settings),
    usersService.hasPassword(db, auth.user.email),
  ]);
  const labels = new Map(providers.map((p) => [p.id, p.label]));
  return {
    has_password: hasPassword,
    identities: identities.map((identity) => ({
      id: identity.id,
      provider: identity.provider,
      provider_label: labels.get(identity.provider) ?? identity.provider,
      email: identity.email,
      created_at: identity.created_at,
      last_used_at: identity.last_used_at,
    })),
  };
}

/** Unlinks one of the caller's identities; the last way into an account without a password stays (409). */
export async function unlinkIdentity(db: Db, auth: AuthContext, id: number): Promise<void> {
  const identities = await repo.identitiesOfUser(db, auth.user.id);
  const identity = identities.find((row) => row.id === id);
  if (!identity) throw AppError.notFound('Sign-in identity not found');
  if (identities.length === 1 && !(await usersService.hasPassword(db, auth.user.email))) {
    throw AppError.conflict(IDENTITY_PROVIDER_MESSAGES.lastSignInMethod);
  }
  await repo.deleteIdentity(db, auth.user.id, id);
  await recordAudit(
    db,
    { userId: auth.user.id },
    {
      action: 'auth.identity_unlinked',
      entityType: 'user',
      entityId: auth.user.id,
      details: { provider: identity.provider },
    },
  );
}
