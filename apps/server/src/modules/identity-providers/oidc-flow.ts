import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { Db } from '../../platform/database/database';
import * as repo from './identity-providers.repository';
import { callbackUrl, type OidcSettings, type SignInProviderConfig } from './identity-providers.service';

/** A sign-in must come back from the provider within this long. */
export const SIGN_IN_STATE_MS = 10 * 60 * 1000;
/** Providers' discovery documents are read again after this long (keys and endpoints may rotate). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** Why a callback could not be completed: the route turns it into `/login?sso_error=`. */
export class SignInRefused extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(`single sign-on refused: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

/** States are stored only as their SHA-256, like session tokens: a database copy cannot finish a sign-in. */
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** The provider's configuration from its discovery document, read once an hour per issuer and client. */
function configurationOf(provider: SignInProviderConfig): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret ?? null]);
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(provider.issuer);
  // Plain HTTP passed the issuer check only for this machine's own addresses (issuerProblem).
  const insecure = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
  const config = client.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret,
    provider.clientSecret ? undefined : client.None(),
    { ...insecure, timeout: 10 },
  );
  discovered.set(key, { at: Date.now(), config });
  // A provider that was down is asked again next time rather than cached as down.
  config.catch(() => discovered.delete(key));
  return config;
}

/**
 * The provider's authorization URL for a new sign-in, with PKCE (S256), state and nonce. The verifier and
 * nonce stay in the database under the state's hash; the caller sets the state in the browser's cookie.
 */
export async function startSignIn(
  db: Db,
  settings: OidcSettings,
  provider: SignInProviderConfig,
  nextPath: string,
): Promise<{ url: string; state: string }> {
  const config = await configurationOf(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await repo.insertSignInState(db, {
    state_hash: hashState(state),
    provider: provider.id,
    code_verifier: codeVerifier,
    nonce,
    next_path: nextPath,
    expires_at: new Date(Date.now() + SIGN_IN_STATE_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(settings, provider.id),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

/** Who the provider says signed in. */
export interface ProvidedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  nextPath: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Completes the code flow: the state must equal the browser's cookie and a live, unused state of this
 * provider; the code is exchanged with the PKCE verifier, and the ID token's signature, audience, issuer and
 * nonce are checked by openid-client. The e-mail and names come from the userinfo endpoint.
 */
export async function completeSignIn(
  db: Db,
  settings: OidcSettings,
  provider: SignInProviderConfig,
  query: Record<string, unknown>,
  cookieState: string | undefined,
): Promise<ProvidedIdentity> {
  const state = text(query.state);
  if (query.error) throw new SignInRefused('failed', `provider answered ${text(query.error)}`);
  if (!state || state !== cookieState) throw new SignInRefused('failed', 'state does not match this browser');
  const stored = await repo.takeSignInState(db, hashState(state));
  if (!stored || stored.provider !== provider.id) throw new SignInRefused('failed', 'state unknown or used');
  const config = await configurationOf(provider);
  const currentUrl = new URL(callbackUrl(settings, provider.id));
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, String(value));
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: stored.code_verifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SignInRefused('failed', `code exchange: ${(error as Error).message}`);
  }
  const subject = tokens.claims()!.sub;
  const info = await client.fetchUserInfo(config, tokens.access_token, subject);
  const email = text(info.email).toLowerCase() || null;
  return {
    subject,
    email,
    // Only a provider's own `true` counts: a missing claim is not a verification.
    emailVerified: info.email_verified === true,
    firstName: text(info.given_name) || text(info.name) || (email?.split('@')[0] ?? ''),
    lastName: text(info.family_name),
    nextPath: stored.next_path,
  };
}
