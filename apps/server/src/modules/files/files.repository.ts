import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { type UploadRow, uploads } from './files.table';

export type UploadInsert = typeof uploads.$inferInsert;

export async function insertUploads(db: Db, rows: UploadInsert[]): Promise<UploadRow[]> {
  return db.insert(uploads).values(rows).returning();
}

/** The upload, unless it is marked deleted. */
export async function findLiveUpload(db: Db, id: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.deleted_at)))
    .limit(1);
  return row;
}

export async function findUploads(db: Db, ids: number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), isNull(uploads.deleted_at)))
    .orderBy(uploads.id);
}

/**
 * Attaches in one statement, so a concurrent attach, delete or sweep of the same row cannot interleave: only
 * the user's own unattached live uploads change, plus those already attached to this very record (kept as
 * they are, so a record's complete list can be sent again).
 */
export async function attachUploads(
  db: Db,
  input: { ids: number[]; userId: number; kind: string; recordId: number },
): Promise<UploadRow[]> {
  return db
    .update(uploads)
    .set({
      attached_kind: input.kind,
      attached_id: input.recordId,
      attached_at: sql`coalesce(${uploads.attached_at}, now())`,
    })
    .where(
      and(
        inArray(uploads.id, input.ids),
        isNull(uploads.deleted_at),
        or(
          and(isNull(uploads.attached_kind), eq(uploads.owner_id, input.userId)),
          and(eq(uploads.attached_kind, input.kind), eq(uploads.attached_id, input.recordId)),
        ),
      ),
    )
    .returning();
}

export async function markDeleted(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(uploads)
    .set({ deleted_at: sql`now()` })
    .where(and(inArray(uploads.id, ids), isNull(uploads.deleted_at)));
}

/** Marks the owner's unattached upload deleted; false when it is not (any longer) such an upload. */
export async function markOwnUnattachedDeleted(db: Db, id: number, ownerId: number): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ deleted_at: sql`now()` })
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.owner_id, ownerId),
        isNull(uploads.attached_kind),
        isNull(uploads.deleted_at),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Marks unattached uploads created before `cutoff` deleted (the sweeper then purges them). */
export async function markUnattachedBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  const rows = await db
    .update(uploads)
    .set({ deleted_at: now.toISOString() })
    .where(
      and(
        isNull(uploads.attached_kind),
        isNull(uploads.deleted_at),
        lt(uploads.created_at, cutoff.toISOString()),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length;
}

/**
 * Claims up to `limit` rows marked deleted for this transaction (`FOR UPDATE SKIP LOCKED`): another process
 * sweeping at the same moment takes other rows, so no object is deleted twice or its row left behind.
 */
export async function claimDeleted(db: Db, limit: number): Promise<Pick<UploadRow, 'id' | 'storage_key'>[]> {
  return db
    .select({ id: uploads.id, storage_key: uploads.storage_key })
    .from(uploads)
    .where(isNotNull(uploads.deleted_at))
    .orderBy(uploads.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteRow(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}
