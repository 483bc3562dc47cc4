import type { Invitation, InvitationStatus } from '@freight/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { users } from '../users/users.table';
import { invitations } from './invitations.table';

export type InvitationRow = typeof invitations.$inferSelect;

/** What an invitation is now: revoked and accepted are final; a pending one past its date has expired. */
const status = sql<InvitationStatus>`case
  when ${invitations.revoked_at} is not null then 'revoked'
  when ${invitations.accepted_at} is not null then 'accepted'
  when ${invitations.expires_at} <= now() then 'expired'
  else 'pending' end`;

const inviterName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.first_name}, ${users.last_name})), '')`;

const listed = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  grants: invitations.grants,
  status,
  inviter_name: inviterName,
  inviter_email: users.email,
  created_at: invitations.created_at,
  expires_at: invitations.expires_at,
  accepted_at: invitations.accepted_at,
};

/** An invitation with its status and its inviter's name (or e-mail), as read. */
export interface ListedInvitation extends Omit<Invitation, 'invited_by'> {
  invited_by: string | null;
}

function toInvitation(row: {
  id: number;
  email: string;
  role: string;
  grants: string[];
  status: InvitationStatus;
  inviter_name: string | null;
  inviter_email: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}): ListedInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    grants: row.grants,
    status: row.status,
    invited_by: row.inviter_name ?? row.inviter_email,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    accepted_at: row.accepted_at?.toISOString() ?? null,
  };
}

function select(db: Db) {
  return db.select(listed).from(invitations).leftJoin(users, eq(users.id, invitations.invited_by));
}

export async function insertInvitation(
  db: Db,
  values: typeof invitations.$inferInsert,
): Promise<ListedInvitation> {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  return (await findInvitation(db, row!.id))!;
}

export async function findInvitation(db: Db, id: number): Promise<ListedInvitation | undefined> {
  const [row] = await select(db).where(eq(invitations.id, id));
  return row ? toInvitation(row) : undefined;
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<ListedInvitation | undefined> {
  const [row] = await select(db).where(eq(invitations.token_hash, tokenHash));
  return row ? toInvitation(row) : undefined;
}

export async function listInvitations(db: Db): Promise<ListedInvitation[]> {
  const rows = await select(db).orderBy(desc(invitations.created_at), desc(invitations.id)).limit(1000);
  return rows.map(toInvitation);
}

const pending = and(
  isNull(invitations.accepted_at),
  isNull(invitations.revoked_at),
  gt(invitations.expires_at, sql`now()`),
);

/** Revokes the invitation if it is still pending; true when it was. */
export async function revokePending(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(invitations.id, id), pending))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Uses the invitation up if it is still pending, in one statement: of two parallel accepts exactly one gets
 * the row back (the other waits for the first's transaction and then finds it accepted).
 */
export async function consumePending(db: Db, where: { id: number }): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ accepted_at: sql`now()` })
    .where(and(eq(invitations.id, where.id), pending))
    .returning();
  return row;
}

/** The newest pending invitation for this e-mail address (any case), if any. */
export async function findPendingForEmail(db: Db, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(sql`lower(${invitations.email}) = lower(${email})`, pending))
    .orderBy(desc(invitations.created_at))
    .limit(1);
  return row;
}

export async function setAcceptedUser(db: Db, id: number, userId: number): Promise<void> {
  await db.update(invitations).set({ accepted_user_id: userId }).where(eq(invitations.id, id));
}
