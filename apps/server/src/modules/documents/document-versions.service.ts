import { type DocumentVersionCreate, DOCUMENT_MESSAGES as M } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { requireDocumentAccess } from './document-access';
import { attachFile, extensionOf, ownUpload, purgeFiles } from './document-files';
import { toVersion } from './document-records';
import { versionList } from './documents.list';
import * as repo from './documents.repository';

/** `document_id` as a list filter: required, since versions are listed per document. */
export function documentIdOf(rawQuery: Record<string, unknown>): number {
  const text = rawQuery.document_id;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) {
    throw AppError.badRequest('Give document_id, the id of a document', {
      document_id: 'Give document_id, the id of a document',
    });
  }
  return Number(text);
}

export async function list(db: Db, auth: AuthContext, rawQuery: Record<string, unknown>) {
  const documentId = documentIdOf(rawQuery);
  requireDocumentAccess(auth, await repo.documentRecords.find(db, documentId), 'view');
  const { document_id: _, ...rest } = rawQuery;
  return repo.listVersions(db, parseListQuery(rest, versionList), documentId);
}

/**
 * Adds a version in the document's lock: number = highest + 1, so two uploads at once get two numbers. The
 * new file becomes the document's current one.
 */
async function addVersion(
  db: Db,
  auth: AuthContext,
  documentId: number,
  file: { upload_id: number; file_name: string; file_size: number; mime_type: string },
  changeDescription: string,
  attach: boolean,
) {
  return db.transaction(async (tx) => {
    const document = requireDocumentAccess(auth, await repo.lockDocument(tx, documentId), 'edit');
    if (attach) await attachFile(tx, document.id, file.upload_id, auth.user.id);
    const number = (await repo.highestVersion(tx, document.id)) + 1;
    const version = await repo.insertVersion(tx, {
      ...file,
      document_id: document.id,
      version_number: number,
      change_description: changeDescription,
      created_by: auth.user.id,
    });
    await repo.setCurrentFile(tx, document.id, {
      ...file,
      file_extension: extensionOf(file.file_name),
      version_number: number,
    });
    await publishEvent(tx, { kind: 'document', action: 'updated', ids: [document.id] });
    return toVersion(version);
  });
}

export async function create(db: Db, auth: AuthContext, input: DocumentVersionCreate) {
  requireDocumentAccess(auth, await repo.documentRecords.find(db, input.document_id), 'edit');
  const upload = await ownUpload(db, input.upload_id, auth.user.id);
  if (!upload) {
    throw AppError.badRequest('File not found or already attached', {
      upload_id: 'File not found or already attached',
    });
  }
  const file = {
    upload_id: upload.id,
    file_name: upload.original_name,
    file_size: upload.size,
    mime_type: upload.mime_type,
  };
  return addVersion(db, auth, input.document_id, file, input.change_description ?? '', true);
}

async function visibleVersion(db: Db, auth: AuthContext, id: number, action: 'view' | 'edit') {
  const version = await repo.findVersion(db, id);
  const document = version ? await repo.documentRecords.find(db, version.document_id) : undefined;
  requireDocumentAccess(auth, document, action, M.versionNotFound);
  return { version: version!, document: document! };
}

/** An earlier version's file becomes the newest version (its own number: highest + 1). */
export async function restore(db: Db, auth: AuthContext, id: number, changeDescription: string | undefined) {
  const { version } = await visibleVersion(db, auth, id, 'edit');
  const file = {
    upload_id: version.upload_id,
    file_name: version.file_name,
    file_size: version.file_size,
    mime_type: version.mime_type,
  };
  return addVersion(
    db,
    auth,
    version.document_id,
    file,
    changeDescription ?? `Restored version ${version.version_number}`,
    false,
  );
}

/** Deletes an earlier version and its file (unless a later restore still uses it); not the current one. */
export async function remove(db: Db, storage: Storage, auth: AuthContext, id: number) {
  const { version } = await visibleVersion(db, auth, id, 'edit');
  await db.transaction(async (tx) => {
    const document = await repo.lockDocument(tx, version.document_id);
    if (!document) throw AppError.notFound(M.versionNotFound);
    if (document.version_number === version.version_number) throw AppError.conflict(M.currentVersion);
    if (!(await repo.deleteVersion(tx, id))) throw AppError.notFound(M.versionNotFound);
    await publishEvent(tx, { kind: 'document', action: 'updated', ids: [document.id] });
  });
  purgeFiles(db, storage);
}
