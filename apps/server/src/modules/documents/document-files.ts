import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as files from '../files/files.service';
import { mayViewDocument } from './document-access';
import * as repo from './documents.repository';

/** The upload kind every version's file is attached as, to its document's id. */
const DOCUMENT_UPLOAD_KIND = 'document';

/** A document's files (any version) are readable by whoever may see the document. */
export function registerDocumentUploads(): void {
  files.registerUploadKind(DOCUMENT_UPLOAD_KIND, async (db: Db, auth: AuthContext, documentId: number) =>
    mayViewDocument(auth, await repo.documentRecords.find(db, documentId)),
  );
}

/** In the caller's transaction: the caller's own unattached upload becomes the document's (400 otherwise). */
export async function attachFile(tx: Db, documentId: number, uploadId: number, userId: number) {
  const [upload] = await files.attachUploads(tx, {
    uploadIds: [uploadId],
    userId,
    kind: DOCUMENT_UPLOAD_KIND,
    recordId: documentId,
  });
  return upload!;
}

/** The caller's own unattached upload, read before it is attached (its name, size and type). */
export async function ownUpload(db: Db, uploadId: number, userId: number) {
  const [upload] = await files.uploadsOf(db, [uploadId]);
  return upload && upload.owner_id === userId && upload.attached_kind === null ? upload : undefined;
}

/** After a commit that deleted versions (their uploads were marked by the trigger): remove the bytes now. */
export function purgeFiles(db: Db, storage: Storage): void {
  void files.purgeDeletedUploads(db, storage);
}

/** A file's extension as the record keeps it: 'pdf' for 'Invoice.PDF', '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
