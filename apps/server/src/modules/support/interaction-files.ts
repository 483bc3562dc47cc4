import { attachmentFileType, hasPermission, type InteractionAttachment, uploadUrl } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as files from '../files/files.service';
import type { AttachmentRow } from './support.repository';

/** The upload kind interactions attach files as (files module: who may read an attached file). */
const INTERACTION_UPLOAD_KIND = 'interaction';

/** An attached file is readable by whoever may view support, like the interaction it belongs to. */
export function registerInteractionUploads(): void {
  files.registerUploadKind(INTERACTION_UPLOAD_KIND, async (_db: Db, auth: AuthContext) =>
    hasPermission(auth.user.role, auth.permissions, 'support', 'view'),
  );
}

/** In the caller's transaction: attaches the caller's own unattached uploads (400 for any other). */
export function attachFiles(tx: Db, interactionId: number, uploadIds: number[], userId: number) {
  if (uploadIds.length === 0) return Promise.resolve([]);
  return files.attachUploads(tx, {
    uploadIds,
    userId,
    kind: INTERACTION_UPLOAD_KIND,
    recordId: interactionId,
  });
}

/** In the caller's transaction: marks the files deleted; `purgeFiles` removes their bytes after commit. */
export async function discardFiles(tx: Db, uploadIds: number[]): Promise<void> {
  if (uploadIds.length > 0) await files.discardUploads(tx, uploadIds);
}

/**
 * After the transaction that discarded files committed: removes their bytes now, without holding up the
 * answer (it never throws; the files sweeper removes whatever this misses).
 */
export function purgeFiles(db: Db, storage: Storage): void {
  void files.purgeDeletedUploads(db, storage);
}

/** The API records of attachment rows, with each file's name, size and type from its upload. */
export async function attachmentRecords(db: Db, rows: AttachmentRow[]): Promise<InteractionAttachment[]> {
  if (rows.length === 0) return [];
  const uploads = new Map(
    (
      await files.uploadsOf(
        db,
        rows.map((r) => r.upload_id),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.flatMap((row) => {
    const upload = uploads.get(row.upload_id);
    if (!upload) return [];
    return [
      {
        id: row.id,
        interaction_id: row.interaction_id,
        upload_id: upload.id,
        filename: storedName(upload.storage_key),
        original_name: upload.original_name,
        file_url: uploadUrl(upload.id),
        file_size: upload.size,
        file_type: attachmentFileType(upload.mime_type),
        mime_type: upload.mime_type,
        uploaded_at: upload.created_at,
        uploaded_by: upload.owner_id,
      },
    ];
  });
}

/** The server-made name the bytes are stored under: the last part of the storage key. */
function storedName(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1);
}
