import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type UploadResult, uploadMessages, uploadUrl } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import * as repo from './files.repository';
import type { UploadRow } from './files.table';
import { newStorageKey } from './upload-receiver';

/** An upload's row: id, owner_id, storage_key, original_name, size, mime_type, sha256, created_at, attached_*. */
export type UploadRecord = UploadRow;

/** May this caller read the record `recordId` of a kind (e.g. the interaction an upload is attached to)? */
export type UploadReadCheck = (db: Db, auth: AuthContext, recordId: number) => Promise<boolean>;

const readChecks = new Map<string, UploadReadCheck>();

/**
 * A module that attaches uploads to its records says here who may read them: once attached, an upload is
 * readable by whoever passes its kind's check (e.g. 'interaction': support view). Registering again replaces.
 */
export function registerUploadKind(kind: string, canRead: UploadReadCheck): void {
  readChecks.set(kind, canRead);
}

/**
 * In the caller's transaction: attaches the caller's own unattached uploads to a record. Uploads already
 * attached to this same record are accepted as they are, so a record's complete list can be sent again.
 * Any other id (unknown, deleted, someone else's, attached elsewhere) → 400 with
 * fields.attachment_ids = 'File not found or already attached', and the caller's transaction rolls back.
 * Returns the attached uploads' records, by id.
 */
export async function attachUploads(
  tx: Db,
  input: { uploadIds: number[]; userId: number; kind: string; recordId: number },
): Promise<UploadRecord[]> {
  const ids = [...new Set(input.uploadIds)];
  if (ids.length === 0) return [];
  const rows = await repo.attachUploads(tx, { ...input, ids });
  if (rows.length !== ids.length) {
    throw AppError.badRequest(uploadMessages.notFoundOrAttached, {
      attachment_ids: uploadMessages.notFoundOrAttached,
    });
  }
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * In the caller's transaction: marks uploads deleted (they stop being readable at once). Their objects are
 * removed after commit by `purgeDeletedUploads` (call it without awaiting once the transaction is done) and,
 * should that fail, by the sweeper.
 */
export async function discardUploads(tx: Db, uploadIds: number[]): Promise<void> {
  await repo.markDeleted(tx, [...new Set(uploadIds)]);
}

const PURGE_BATCH = 50;

/**
 * Removes uploads marked deleted: the object first, then the row, so a failure never leaves an object that
 * no row points at. Rows are claimed with SKIP LOCKED, so several processes can purge at once. Never throws:
 * what fails stays marked and is tried again by the next sweep.
 */
export async function purgeDeletedUploads(db: Db, storage: Storage): Promise<void> {
  try {
    for (;;) {
      const purged = await db.transaction(async (tx) => {
        const claimed = await repo.claimDeleted(tx, PURGE_BATCH);
        let removed = 0;
        for (const row of claimed) {
          try {
            await storage.delete(row.storage_key);
            // A savepoint: a row another table still refers to stays (and the batch goes on).
            await tx.transaction((sp) => repo.deleteRow(sp, row.id));
            removed++;
          } catch {
            // Left for the next sweep.
          }
        }
        return { claimed: claimed.length, removed };
      });
      if (purged.claimed < PURGE_BATCH || purged.removed === 0) return;
    }
  } catch {
    // The database or store is unavailable: the next sweep tries again.
  }
}

/** The live (not deleted) uploads among `ids`, by id. */
export function uploadsOf(db: Db, ids: number[]): Promise<UploadRecord[]> {
  return repo.findUploads(db, [...new Set(ids)]);
}

/**
 * The upload if this caller may read it, else 404 (never 403: whether a file exists is not told to those who
 * may not see it). Unattached: its uploader, and admins. Attached: whoever passes its kind's check.
 */
export async function readableUpload(db: Db, auth: AuthContext, id: number): Promise<UploadRecord> {
  const row = await repo.findLiveUpload(db, id);
  if (!row || !(await mayRead(db, auth, row))) throw AppError.notFound('File not found');
  return row;
}

async function mayRead(db: Db, auth: AuthContext, row: UploadRecord): Promise<boolean> {
  const isAdmin = auth.user.role === 'admin';
  if (row.attached_kind === null || row.attached_id === null) return row.owner_id === auth.user.id || isAdmin;
  const check = readChecks.get(row.attached_kind);
  return check ? check(db, auth, row.attached_id) : isAdmin;
}

/**
 * The uploader removes their own unattached upload (the upload page's remove). One attached to a record
 * answers 409: it is removed from its record. Its object goes after the answer.
 */
export async function removeOwnUpload(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  id: number,
): Promise<void> {
  const row = await repo.findLiveUpload(db, id);
  if (row?.owner_id !== auth.user.id) {
    // Someone else's: say so only to those who may read it.
    await readableUpload(db, auth, id);
    throw AppError.forbidden('Only the person who uploaded a file can remove it');
  }
  if (row.attached_kind !== null) throw AppError.conflict(uploadMessages.attached);
  if (!(await repo.markOwnUnattachedDeleted(db, id, auth.user.id))) {
    // Attached or removed meanwhile: answer as a fresh read would.
    const now = await repo.findLiveUpload(db, id);
    if (now?.attached_kind) throw AppError.conflict(uploadMessages.attached);
    throw AppError.notFound('File not found');
  }
  void purgeDeletedUploads(db, storage);
}

/** Unattached uploads are kept this long for their form to be saved. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One sweep: unattached uploads older than a day are marked deleted, then everything marked is purged.
 * `now` is a parameter so tests can sweep as of tomorrow.
 */
export async function sweepUploads(db: Db, storage: Storage, now = new Date()): Promise<void> {
  await repo.markUnattachedBefore(db, new Date(now.getTime() - UNATTACHED_TTL_MS), now).catch(() => 0);
  await purgeDeletedUploads(db, storage);
}

/** Sweeps every `intervalMs` (and once soon after start) until the answered stop function is called. */
export function startUploadSweeper(db: Db, storage: Storage, intervalMs = 5 * 60 * 1000): () => void {
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    void sweepUploads(db, storage).finally(() => {
      sweeping = false;
    });
  };
  const first = setTimeout(sweep, 10_000);
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** An upload as `POST /files` answers it (`uploadResultSchema` in packages/domain). */
export function toUploadResult(row: UploadRecord): UploadResult {
  return {
    success: true,
    data: {
      id: row.id,
      url: uploadUrl(row.id),
      fileName: row.storage_key.slice(row.storage_key.lastIndexOf('/') + 1),
      originalName: row.original_name,
      size: row.size,
      mimeType: row.mime_type,
      sha256: row.sha256,
      uploadedAt: row.created_at,
    },
  };
}

/**
 * Stores bytes the server made (a quote's PDF) as an unattached upload of `ownerId`, as if they had uploaded
 * it: a module then attaches it to its record like any upload. The object is removed again if the row fails.
 */
export async function storeServerFile(
  db: Db,
  storage: Storage,
  file: { ownerId: number; name: string; mimeType: string; extension: string; bytes: Buffer },
): Promise<UploadRecord> {
  const key = newStorageKey(file.extension);
  await storage.put(key, Readable.from([file.bytes]), {
    size: file.bytes.length,
    contentType: file.mimeType,
  });
  try {
    const [row] = await repo.insertUploads(db, [
      {
        owner_id: file.ownerId,
        storage_key: key,
        original_name: file.name,
        size: file.bytes.length,
        mime_type: file.mimeType,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      },
    ]);
    return row!;
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** An upload's bytes, read whole (small server-side uses: a logo placed in a PDF). */
export async function uploadBytes(storage: Storage, row: UploadRecord): Promise<Buffer | undefined> {
  const object = await storage.get(row.storage_key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
