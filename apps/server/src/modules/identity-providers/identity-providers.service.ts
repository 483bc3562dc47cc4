import {
  IDENTITY_PROVIDER_MESSAGES,
  type IdentityProvider,
  type IdentityProviderCreate,
  type IdentityProviderUpdate,
  type PermissionMap,
  type SignInProvider,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { type SecretBox, secretBox } from '../../platform/secret-box';
import { recordAudit } from '../audit/audit.service';
import * as repo from './identity-providers.repository';

/** The provider of the OIDC_* variables, whose id in the sign-in URLs is `sso`. */
export interface EnvIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  label: string;
}

/** What single sign-on needs from the configuration. */
export interface OidcSettings {
  envProvider?: EnvIdentityProvider;
  /** SECRET_KEY: without it client secrets cannot be stored, and only the env provider has one. */
  secretKey?: string;
  /** The origin the provider sends the browser back to (PUBLIC_URL). */
  publicUrl: string;
}

/** A provider as a sign-in uses it, whether stored or from the configuration. */
export interface SignInProviderConfig {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  label: string;
  allowedDomains: string[];
  allowJoin: boolean;
  defaultGrants: PermissionMap;
}

const ENV_PROVIDER_ID = 'sso';

export function callbackUrl(settings: OidcSettings, providerId: string): string {
  return `${settings.publicUrl}/api/1/auth/oidc/${providerId}/callback`;
}

const box = (settings: OidcSettings): SecretBox | undefined =>
  settings.secretKey ? secretBox(settings.secretKey) : undefined;

function toApi(settings: OidcSettings, row: repo.IdentityProviderRow): IdentityProvider {
  return {
    id: row.id,
    issuer: row.issuer,
    client_id: row.client_id,
    has_client_secret: row.client_secret_encrypted !== null,
    label: row.label,
    allowed_domains: row.allowed_domains,
    allow_join: row.allow_join,
    default_grants: row.default_grants,
    redirect_uri: callbackUrl(settings, String(row.id)),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Every stored provider, and whether secrets can be stored at all. */
export async function list(db: Db, settings: OidcSettings) {
  const rows = await repo.listProviders(db);
  return { data: rows.map((row) => toApi(settings, row)), secrets_storable: Boolean(settings.secretKey) };
}

export async function get(db: Db, settings: OidcSettings, id: number): Promise<IdentityProvider> {
  const row = await repo.findProvider(db, id);
  if (!row) throw AppError.notFound('Sign-in provider not found');
  return toApi(settings, row);
}

/** The sealed secret to store, checking who may set one and that it can be stored. */
function sealedSecret(settings: OidcSettings, auth: AuthContext, secret: string | undefined) {
  if (secret === undefined) return undefined;
  if (auth.user.role !== 'admin') throw AppError.forbidden(IDENTITY_PROVIDER_MESSAGES.secretAdminOnly);
  if (secret === '') return null;
  const sealer = box(settings);
  if (!sealer) {
    throw new AppError('VALIDATION_FAILED', IDENTITY_PROVIDER_MESSAGES.secretNeedsKey, {
      fields: { client_secret: IDENTITY_PROVIDER_MESSAGES.secretNeedsKey },
    });
  }
  return sealer.seal(secret);
}

export async function create(
  db: Db,
  settings: OidcSettings,
  auth: AuthContext,
  input: IdentityProviderCreate,
): Promise<IdentityProvider> {
  const { client_secret, ...fields } = input;
  const sealed = sealedSecret(settings, auth, client_secret);
  const row = await repo.insertProvider(db, { ...fields, client_secret_encrypted: sealed ?? null });
  await recordAudit(
    db,
    { userId: auth.user.id },
    {
      action: 'identity_provider.created',
      entityType: 'identity_provider',
      entityId: row.id,
      details: { label: row.label, issuer: row.issuer },
    },
  );
  return toApi(settings, row);
}

export async function update(
  db: Db,
  settings: OidcSettings,
  auth: AuthContext,
  id: number,
  input: IdentityProviderUpdate,
): Promise<IdentityProvider> {
  const { client_secret, ...fields } = input;
  const sealed = sealedSecret(settings, auth, client_secret);
  const row = await repo.updateProvider(db, id, {
    ...fields,
    ...(sealed !== undefined && { client_secret_encrypted: sealed }),
  });
  if (!row) throw AppError.notFound('Sign-in provider not found');
  // Which fields changed, never the secret itself.
  const changed = [...Object.keys(fields), ...(sealed !== undefined ? ['client_secret'] : [])];
  await recordAudit(
    db,
    { userId: auth.user.id },
    {
      action: 'identity_provider.updated',
      entityType: 'identity_provider',
      entityId: id,
      details: { changed },
    },
  );
  return toApi(settings, row);
}

export async function remove(db: Db, auth: AuthContext, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await repo.deleteIdentitiesOfProvider(tx, String(id));
    return repo.deleteProvider(tx, id);
  });
  if (!removed) throw AppError.notFound('Sign-in provider not found');
  await recordAudit(
    db,
    { userId: auth.user.id },
    {
      action: 'identity_provider.deleted',
      entityType: 'identity_provider',
      entityId: id,
    },
  );
}

/** The login page's buttons: the configured provider first, then the stored ones that can sign in. */
export async function signInProviders(db: Db, settings: OidcSettings): Promise<SignInProvider[]> {
  const stored = await repo.listProviders(db);
  return [
    ...(settings.envProvider ? [{ id: ENV_PROVIDER_ID, label: settings.envProvider.label }] : []),
    ...stored.map((row) => ({ id: String(row.id), label: row.label })),
  ];
}

/** The provider a sign-in URL names, with its secret opened; undefined when there is none by that id. */
export async function signInProvider(
  db: Db,
  settings: OidcSettings,
  id: string,
): Promise<SignInProviderConfig | undefined> {
  if (id === ENV_PROVIDER_ID) {
    const env = settings.envProvider;
    if (!env) return undefined;
    return { id, ...env, allowedDomains: [], allowJoin: false, defaultGrants: {} };
  }
  // Stored providers are keyed by a positive int4; any other name in a URL is simply no provider (never a
  // number the database would refuse).
  const storedId = Number(id);
  if (!/^\d+$/.test(id) || storedId < 1 || storedId > 2_147_483_647) return undefined;
  const row = await repo.findProvider(db, storedId);
  if (!row) return undefined;
  const sealer = box(settings);
  return {
    id,
    issuer: row.issuer,
    clientId: row.client_id,
    // A secret stored under another SECRET_KEY cannot be opened: the provider then refuses the client.
    clientSecret:
      row.client_secret_encrypted && sealer ? safeOpen(sealer, row.client_secret_encrypted) : undefined,
    label: row.label,
    allowedDomains: row.allowed_domains,
    allowJoin: row.allow_join,
    defaultGrants: row.default_grants as PermissionMap,
  };
}

function safeOpen(sealer: SecretBox, sealed: string): string | undefined {
  try {
    return sealer.open(sealed);
  } catch {
    return undefined;
  }
}

/** Drops the sign-ins started but never finished once their ten minutes are over (the hourly purge). */
export async function purgeExpiredSignIns(db: Db): Promise<void> {
  await repo.deleteExpiredSignInStates(db);
}
