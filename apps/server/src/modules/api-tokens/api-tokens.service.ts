import { createHash, randomBytes } from 'node:crypto';
import type { apiTokenCreateSchema } from '@freight/domain';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenCreated,
  allPermissions,
  grantsWithin,
  API_TOKEN_MESSAGES as M,
  scopesOutside,
  scopesToGrants,
} from '@freight/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { admitCountedRequest } from '../auth/request-throttle';
import * as usersService from '../users/users.service';
import * as repo from './api-tokens.repository';

/** Requests one token may make per minute unless the app is given another figure (AppDeps). */
export const DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE = 600;

/** Only the SHA-256 of a token is stored, so the table gives nobody a way in. */
const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token's text: the prefix and 32 random bytes in base64url (256 bits). */
const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The moment a token whose last day is `date` (YYYY-MM-DD) stops working: the end of that day, UTC. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`);

/** Managing tokens needs a signed-in person: a token that could mint tokens could outlive its own revocation. */
function assertSignedInPerson(auth: AuthContext): void {
  if (auth.apiToken) throw AppError.forbidden(M.noTokenFromToken);
}

const isAdmin = (auth: AuthContext) => auth.user.role === 'admin' && !auth.apiToken;

export async function create(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof apiTokenCreateSchema>,
): Promise<ApiTokenCreated> {
  assertSignedInPerson(auth);
  const outside = scopesOutside(input.scopes, auth.permissions);
  if (outside.length > 0) {
    const message = M.scopesNotHeld(outside);
    throw AppError.badRequest(message, { scopes: message });
  }
  if (
    input.expires_at !== null &&
    endOfDay(input.expires_at).getTime() < endOfDay(todayUtc()).getTime() + 1
  ) {
    throw AppError.badRequest(M.expiryPast, { expires_at: M.expiryPast });
  }
  const token = newApiToken();
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertToken(tx, {
      user_id: auth.user.id,
      name: input.name,
      token_hash: hashApiToken(token),
      scopes: input.scopes,
      expires_at: input.expires_at === null ? null : endOfDay(input.expires_at),
    });
    await recordAudit(
      tx,
      {},
      {
        action: 'api_token.created',
        entityType: 'api_token',
        entityId: row.id,
        details: { name: row.name, scopes: row.scopes, expires_at: row.expires_at },
      },
    );
    return row;
  });
  return { ...created, token };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function list(db: Db, auth: AuthContext, all: boolean): Promise<{ data: ApiToken[] }> {
  if (all && !isAdmin(auth)) throw AppError.forbidden(M.onlyAdminListsAll);
  return { data: await repo.listTokens(db, all ? null : auth.user.id) };
}

/** Revokes one's own token, or any as an administrator; another's token reads as unknown (404). */
export async function revoke(db: Db, auth: AuthContext, id: number): Promise<void> {
  const token = await repo.findToken(db, id);
  if (!token || (token.user_id !== auth.user.id && !isAdmin(auth))) throw AppError.notFound(M.notFound);
  await db.transaction(async (tx) => {
    await repo.deleteToken(tx, id);
    await recordAudit(
      tx,
      {},
      {
        action: 'api_token.revoked',
        entityType: 'api_token',
        entityId: id,
        details: { name: token.name, owner: token.user_email },
      },
    );
  });
}

export interface BearerOptions {
  requestsPerMinute: number;
}

/**
 * The caller behind `Authorization: Bearer sdk_…`, or null when the token is unknown, revoked, expired or its
 * owner deactivated. The caller acts as the owner with the token's scopes as far as the owner holds them now
 * (read on every request, so a grant taken from the owner stops the token at once), and never as an
 * administrator: admin-only routes and rules need a person signed in. Each token has its own throttle (429).
 */
export async function authenticateBearer(
  db: Db,
  token: string,
  options: BearerOptions,
): Promise<AuthContext | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const row = await repo.findLiveToken(db, hashApiToken(token));
  if (!row) return null;
  const owner = await usersService.get(db, row.user_id);
  if (!owner.is_active) return null;
  await admitCountedRequest(db, `api-token:${row.id}`, options.requestsPerMinute, 60, M.tooManyRequests);
  const held = owner.role === 'admin' ? allPermissions() : await usersService.grantsOf(db, owner.id);
  await repo.touchToken(db, row.id);
  return {
    sessionId: `api-token:${row.id}`,
    user: { ...owner, role: 'user' },
    permissions: grantsWithin(scopesToGrants(row.scopes), held),
    apiToken: { id: row.id, name: row.name },
  };
}
