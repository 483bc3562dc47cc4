import { type DocumentCreate, type DocumentUpdate, DOCUMENT_MESSAGES as M } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/audit.service';
import { requireDocumentAccess, requireFolderAccess, requireLibraryView } from './document-access';
import { visibleDocuments } from './document-access.sql';
import { attachFile, extensionOf, ownUpload, purgeFiles } from './document-files';
import { privateItemReaders } from './document-readers.service';
import { toDocument } from './document-records';
import { documentList } from './documents.list';
import * as repo from './documents.repository';

export async function list(db: Db, auth: AuthContext, rawQuery: Record<string, unknown>) {
  requireLibraryView(auth);
  return repo.listDocuments(db, parseListQuery(rawQuery, documentList), visibleDocuments(auth));
}

export async function get(db: Db, auth: AuthContext, id: number) {
  return toDocument(requireDocumentAccess(auth, await repo.documentRecords.find(db, id), 'view'));
}

/** A folder a document may be filed in: one's own, or a quotation's (not the Logistics folder itself). */
async function targetFolder(db: Db, auth: AuthContext, folderId: number, action: 'create' | 'edit') {
  const folder = await repo.folderRecords.find(db, folderId);
  const target = requireFolderAccess(auth, folder, action);
  if (target.user_id === null && target.quotation_id === null) {
    throw AppError.badRequest(M.logisticsHoldsFolders, { folder_id: M.logisticsHoldsFolders });
  }
  return target;
}

/**
 * Files one of the caller's own uploads (purpose `document`) into a folder as a private document at version 1.
 * A quotation's folder makes it the quotation's document. Exported for later issues (filing a file into a
 * quotation's folder): `fileIntoFolder(db, auth, { folder_id, upload_id })`.
 */
export async function create(db: Db, auth: AuthContext, input: DocumentCreate) {
  const folder = await targetFolder(db, auth, input.folder_id, 'create');
  const upload = await ownUpload(db, input.upload_id, auth.user.id);
  if (!upload) {
    throw AppError.badRequest('File not found or already attached', {
      upload_id: 'File not found or already attached',
    });
  }
  const name = input.name ?? upload.original_name;
  const file = {
    upload_id: upload.id,
    file_name: upload.original_name,
    file_size: upload.size,
    mime_type: upload.mime_type,
    file_extension: extensionOf(upload.original_name),
  };
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.documentRecords.insert(tx, {
      ...file,
      user_id: auth.user.id,
      folder_id: folder.id,
      quotation_id: folder.quotation_id,
      name,
      description: input.description ?? '',
      is_public: false,
      version_number: 1,
    });
    await attachFile(tx, inserted.id, upload.id, auth.user.id);
    await repo.insertVersion(tx, {
      document_id: inserted.id,
      version_number: 1,
      upload_id: upload.id,
      file_name: file.file_name,
      file_size: file.file_size,
      mime_type: file.mime_type,
      change_description: 'Initial version',
      created_by: auth.user.id,
    });
    await publishEvent(tx, { kind: 'document', action: 'created', ids: [inserted.id] });
    return inserted;
  });
  return toDocument(row);
}

export const fileIntoFolder = create;

/** Rename, describe, or move between the caller's own folders (a quotation's documents stay with it). */
export async function update(
  db: Db,
  auth: AuthContext,
  id: number,
  input: DocumentUpdate,
  expectedVersion: number | undefined,
) {
  const document = requireDocumentAccess(auth, await repo.documentRecords.find(db, id), 'edit');
  const changes = changesToWrite(input);
  if (changes.folder_id !== undefined && changes.folder_id !== document.folder_id) {
    const folder = await repo.folderRecords.find(db, changes.folder_id);
    if (document.quotation_id !== null || folder?.user_id !== auth.user.id) {
      throw AppError.badRequest(M.ownFoldersOnly, { folder_id: M.ownFoldersOnly });
    }
  }
  const row = written(
    await repo.documentRecords.update(db, id, changes, expectedVersion),
    M.documentNotFound,
  );
  await publishEvent(db, { kind: 'document', action: 'updated', ids: [id] });
  return toDocument(row);
}

/** Deletes a document with every version's file (bytes removed right after the commit). */
export async function remove(db: Db, storage: Storage, auth: AuthContext, id: number) {
  const row = requireDocumentAccess(auth, await repo.documentRecords.find(db, id), 'delete');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteDocument(tx, id))) throw AppError.notFound(M.documentNotFound);
    const details = { name: row.name, file_name: row.file_name, quotation_id: row.quotation_id };
    await recordAudit(tx, {}, { action: 'document.deleted', entityType: 'document', entityId: id, details });
    await publishEvent(tx, {
      kind: 'document',
      action: 'deleted',
      ids: [id],
      ...privateItemReaders(row, 'document'),
    });
  });
  purgeFiles(db, storage);
}

export { searchDocuments as search } from './documents.search';
