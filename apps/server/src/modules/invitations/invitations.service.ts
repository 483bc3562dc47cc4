import { createHash, randomBytes } from 'node:crypto';
import {
  type DocumentLanguage,
  INVITATION_DAYS,
  type invitationAcceptSchema,
  type invitationCreateSchema,
  INVITATION_MESSAGES as M,
  type PublicInvitation,
  scopesOutside,
  scopesToGrants,
  type User,
  userDisplayName,
} from '@freight/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { documentText } from '../../platform/i18n/document-messages';
import type { Mailer } from '../../platform/mail/mailer';
import { recordAudit } from '../audit/audit.service';
import { admitCountedRequest } from '../auth/request-throttle';
import * as userProfiles from '../user-profiles/user-profiles.service';
import * as usersService from '../users/users.service';
import * as repo from './invitations.repository';

export interface InvitationDeps {
  mail: Mailer;
  /** The origin the link in the e-mail uses (PUBLIC_URL), never the request's Host header. */
  publicUrl: string | undefined;
}

/** Requests one client address may make on invitation links per minute (views, accepts, misses). */
const LINK_REQUESTS_PER_MINUTE = 30;

const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const linkOf = (deps: InvitationDeps, token: string) =>
  `${(deps.publicUrl ?? '').replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;

const GONE: Record<Exclude<repo.ListedInvitation['status'], 'pending'>, string> = {
  accepted: M.used,
  expired: M.expired,
  revoked: M.revoked,
};

/**
 * 410 `GONE` whose message says whether the link was used, has expired or was revoked (the login page's bundle
 * carries every error code, so these three share the one that already exists).
 */
function assertPending(invitation: repo.ListedInvitation): void {
  if (invitation.status === 'pending') return;
  throw new AppError('GONE', GONE[invitation.status]);
}

export async function create(
  db: Db,
  deps: InvitationDeps,
  auth: AuthContext,
  input: z.output<typeof invitationCreateSchema>,
): Promise<repo.ListedInvitation & { link: string }> {
  if (input.role === 'admin' && auth.user.role !== 'admin')
    throw AppError.forbidden(M.onlyAdminInvitesAdmins);
  const grants = input.role === 'admin' ? [] : input.grants;
  const outside = scopesOutside(grants, auth.permissions);
  if (outside.length > 0) throw AppError.forbidden(M.grantsNotHeld(outside));
  if (await usersService.findByEmail(db, input.email)) {
    throw new AppError('CONFLICT', M.accountExists, { fields: { email: M.accountExists } });
  }
  const token = randomBytes(32).toString('base64url');
  const invitation = await db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, {
      email: input.email,
      role: input.role,
      grants,
      token_hash: hashInvitationToken(token),
      invited_by: auth.user.id,
      expires_at: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    const details = { email: row.email, role: row.role, grants };
    await recordAudit(
      tx,
      {},
      { action: 'user.invited', entityType: 'invitation', entityId: row.id, details },
    );
    return row;
  });
  const link = linkOf(deps, token);
  if (deps.mail.enabled) {
    // The invitee has no language yet: the invitation is written in the inviter's.
    const language = await userProfiles.languageOf(db, auth.user.id);
    await sendInvitation(deps, { to: input.email, inviter: userDisplayName(auth.user), link, language });
  }
  return { ...invitation, link };
}

interface InvitationMail {
  to: string;
  inviter: string;
  link: string;
  language: DocumentLanguage;
}

async function sendInvitation(deps: InvitationDeps, { to, inviter, link, language }: InvitationMail) {
  const text = documentText(language);
  await deps.mail.send({
    to: [to],
    subject: text('staff.invitation.subject', { inviter }),
    text: text('staff.invitation.body', { inviter, days: INVITATION_DAYS, link }),
  });
}

export async function list(db: Db): Promise<{ data: repo.ListedInvitation[] }> {
  return { data: await repo.listInvitations(db) };
}

export async function revoke(db: Db, id: number): Promise<void> {
  const invitation = await repo.findInvitation(db, id);
  if (!invitation) throw AppError.notFound(M.notFound);
  await db.transaction(async (tx) => {
    if (!(await repo.revokePending(tx, id))) throw AppError.conflict(M.notPending);
    const details = { email: invitation.email };
    await recordAudit(
      tx,
      {},
      { action: 'user.invitation_revoked', entityType: 'invitation', entityId: id, details },
    );
  });
}

/** The invitation behind a link, within the client address's throttle: 404 unknown, 410 used/expired/revoked. */
async function openLink(db: Db, token: string, ip: string): Promise<repo.ListedInvitation> {
  await admitCountedRequest(db, `invitation-address:${ip}`, LINK_REQUESTS_PER_MINUTE, 60, M.tooManyRequests);
  const invitation = await repo.findByTokenHash(db, hashInvitationToken(token));
  if (!invitation) throw AppError.notFound(M.unknownLink);
  assertPending(invitation);
  return invitation;
}

export async function view(db: Db, token: string, ip: string): Promise<PublicInvitation> {
  const invitation = await openLink(db, token, ip);
  return {
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invited_by ?? 'ShipDesk',
    expires_at: invitation.expires_at,
  };
}

/**
 * Uses an invitation up and makes its account, in one transaction: the invitation is consumed by the statement
 * that checks it is pending, so of parallel accepts exactly one makes an account and the others answer 410.
 */
async function acceptPending(
  db: Db,
  invitationId: number,
  person: { first_name: string; last_name: string; password: string | null },
): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await repo.consumePending(tx, { id: invitationId });
    if (!row) {
      const now = await repo.findInvitation(tx, invitationId);
      if (now) assertPending(now);
      throw AppError.notFound(M.unknownLink);
    }
    const inviter =
      row.invited_by === null ? null : await usersService.get(tx, row.invited_by).catch(() => null);
    const user = await usersService.createInvited(tx, {
      email: row.email,
      ...person,
      company: inviter?.company ?? '',
      role: row.role === 'admin' ? 'admin' : 'user',
      grants: scopesToGrants(row.grants),
      invitedBy: row.invited_by,
    });
    await repo.setAcceptedUser(tx, row.id, user.id);
    const details = { email: user.email, invitation_id: row.id };
    await recordAudit(
      tx,
      { userId: user.id },
      { action: 'user.invitation_accepted', entityType: 'user', entityId: user.id, details },
    );
    return user;
  });
}

/** Accepts with the link: names and a password (Change Password's rules). Answers the new account. */
export async function accept(
  db: Db,
  token: string,
  input: z.output<typeof invitationAcceptSchema>,
  ip: string,
): Promise<User> {
  const invitation = await openLink(db, token, ip);
  return acceptPending(db, invitation.id, input);
}

/**
 * For sign-in through an identity provider that vouches for the e-mail address: accepts the newest pending
 * invitation for it and answers the new account (without a password: the provider is how it signs in), or null
 * when there is none. The caller starts the session, as after a password sign-in.
 */
export async function acceptInvitationForVerifiedEmail(
  db: Db,
  email: string,
  names: { first_name?: string; last_name?: string } = {},
): Promise<User | null> {
  const invitation = await repo.findPendingForEmail(db, email.trim());
  if (!invitation) return null;
  return acceptPending(db, invitation.id, {
    first_name: names.first_name ?? '',
    last_name: names.last_name ?? '',
    password: null,
  });
}
