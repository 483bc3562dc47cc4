import { type CostLineNote, hasPermission, uploadUrl } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as files from '../files/files.service';
import type { CostLineNoteRow } from './cost-line-notes.table';

/** The upload kind note files are attached as (files module: who may read an attached file). */
const NOTE_UPLOAD_KIND = 'cost_item_note';

/** A note's file is readable by whoever may view quotations, like the note and its cost item. */
export function registerNoteUploads(): void {
  files.registerUploadKind(NOTE_UPLOAD_KIND, async (_db: Db, auth: AuthContext) =>
    hasPermission(auth.user.role, auth.permissions, 'quotations', 'view'),
  );
}

/** In the caller's transaction: attaches the caller's own unattached upload to the note (400 otherwise). */
export async function attachNoteFile(tx: Db, noteId: number, uploadId: number, userId: number) {
  const [upload] = await files.attachUploads(tx, {
    uploadIds: [uploadId],
    userId,
    kind: NOTE_UPLOAD_KIND,
    recordId: noteId,
  });
  return upload!;
}

/** Removes the bytes of files discarded by a committed delete, without holding up the answer. */
export function purgeNoteFiles(db: Db, storage: Storage): void {
  void files.purgeDeletedUploads(db, storage);
}

/** The notes as the API answers them, each with its file's address, name, size and type. */
export async function notesWithFiles(db: Db, rows: CostLineNoteRow[]): Promise<CostLineNote[]> {
  const ids = rows.flatMap((r) => (r.upload_id === null ? [] : [r.upload_id]));
  const uploads = new Map((await files.uploadsOf(db, ids)).map((u) => [u.id, u]));
  return rows.map((row) => {
    const upload = row.upload_id === null ? undefined : uploads.get(row.upload_id);
    return {
      ...row,
      metadata: row.metadata ?? {},
      file_url: upload ? uploadUrl(upload.id) : null,
      file_name: upload?.original_name ?? null,
      file_size: upload?.size ?? null,
      mime_type: upload?.mime_type ?? null,
    };
  });
}

/** The stored upload of a note's file, for reading its bytes (transcription). */
export async function noteUpload(db: Db, uploadId: number) {
  const [upload] = await files.uploadsOf(db, [uploadId]);
  return upload;
}
