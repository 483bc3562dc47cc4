import { type FolderCreate, type FolderUpdate, DOCUMENT_MESSAGES as M } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, found, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { mayViewQuotations, requireFolderAccess, requireLibraryView } from './document-access';
import { libraryReach, visibleFolders } from './document-access.sql';
import { purgeFiles } from './document-files';
import { privateItemReaders } from './document-readers.service';
import { toDocument } from './document-records';
import { folderList } from './documents.list';
import type { FolderRow } from './documents.repository';
import * as repo from './documents.repository';

const QUOTATION_NOT_FOUND = 'Quotation not found';

/** The user's root folder 'Documents', made on first use (once, however many first uses run at once). */
export async function rootOf(db: Db, userId: number) {
  const existing = await repo.findRoot(db, userId);
  if (existing) return existing;
  await repo.insertRootIfMissing(db, userId);
  return found(await repo.findRoot(db, userId), M.rootNotFound);
}

async function logistics(db: Db) {
  const existing = await repo.findLogistics(db);
  if (existing) return existing;
  await repo.insertLogisticsIfMissing(db);
  return found(await repo.findLogistics(db), M.folderNotFound);
}

/**
 * A quotation's folder /Documents/Logistics/{quotation number}, made on first use from the quotation's id and
 * number. Idempotent under concurrency: the unique index on quotation_id lets one insert win and the others
 * read it. 404 for an unknown quotation. For later issues too (filing a quotation's files).
 */
export async function quotationFolder(db: Db, requestedId: number) {
  // Every revision of a quote shares the first revision's folder: documents stay with the quote.
  const quotation = found(await repo.folderQuotationOf(db, requestedId), QUOTATION_NOT_FOUND);
  const quotationId = quotation.id;
  const existing = await repo.findQuotationFolder(db, quotationId);
  if (existing) return existing;
  const parent = await logistics(db);
  await repo.insertQuotationFolderIfMissing(db, {
    quotationId,
    number: quotation.quotation_number,
    logisticsId: parent.id,
  });
  return found(await repo.findQuotationFolder(db, quotationId), M.folderNotFound);
}

export function list(db: Db, auth: AuthContext, rawQuery: Record<string, unknown>) {
  requireLibraryView(auth);
  return repo.listFolders(db, parseListQuery(rawQuery, folderList), visibleFolders(auth));
}

export async function get(db: Db, auth: AuthContext, id: number) {
  return requireFolderAccess(auth, await repo.folderRecords.find(db, id), 'view');
}

/** A folder where new folders may go: one of the caller's own (the root included). */
async function ownParent(db: Db, auth: AuthContext, parentId: number | undefined) {
  if (parentId === undefined) return rootOf(db, auth.user.id);
  const parent = await repo.folderRecords.find(db, parentId);
  if (!parent || parent.user_id !== auth.user.id) {
    throw AppError.badRequest(M.ownFoldersOnly, { parent_folder_id: M.ownFoldersOnly });
  }
  return parent;
}

export async function create(db: Db, auth: AuthContext, input: FolderCreate) {
  const parent = await ownParent(db, auth, input.parent_folder_id);
  const folder = await repo.folderRecords.insert(db, {
    user_id: auth.user.id,
    name: input.name,
    description: input.description ?? '',
    parent_folder_id: parent.id,
    folder_path: `${parent.folder_path}/${input.name}`,
  });
  await publishEvent(db, {
    kind: 'document',
    action: 'updated',
    ids: [],
    ...privateItemReaders(folder, 'folder'),
  });
  return folder;
}

/**
 * Where a folder may move: one of the caller's own folders (their root included), not the folder itself nor
 * one beneath it. Another user's folder answers 404, as if it did not exist; a shared one (Logistics, a
 * quotation's) answers 400.
 */
async function moveTarget(tx: Db, auth: AuthContext, folder: FolderRow, targetId: number) {
  const target = await repo.folderRecords.find(tx, targetId);
  const shared = target?.user_id === null && mayViewQuotations(auth);
  if (!target || !(target.user_id === auth.user.id || shared)) throw AppError.notFound(M.folderNotFound);
  if (target.user_id === null) {
    throw AppError.badRequest(M.ownFoldersOnly, { parent_folder_id: M.ownFoldersOnly });
  }
  if ((await repo.ancestry(tx, target.id)).some((f) => f.id === folder.id)) {
    throw AppError.badRequest(M.folderIntoItself, { parent_folder_id: M.folderIntoItself });
  }
  return target;
}

/**
 * Rename, describe, or move into another of the caller's own folders. The paths of everything beneath follow
 * in the same transaction; the user's root is locked meanwhile, so two moves at once cannot make a cycle.
 */
export async function update(
  db: Db,
  auth: AuthContext,
  id: number,
  input: FolderUpdate,
  expectedVersion: number | undefined,
) {
  const changes = changesToWrite(input);
  const moving = changes.parent_folder_id !== undefined;
  const before = requireFolderAccess(auth, await repo.folderRecords.find(db, id), 'edit');
  if (before.is_system_folder) throw AppError.forbidden(moving ? M.systemFolderMove : M.systemFolder);
  return db.transaction(async (tx) => {
    await repo.lockRoot(tx, auth.user.id);
    const folder = requireFolderAccess(auth, await repo.folderRecords.find(tx, id), 'edit');
    const parentPath =
      changes.parent_folder_id === undefined
        ? folder.folder_path.slice(0, folder.folder_path.lastIndexOf('/'))
        : (await moveTarget(tx, auth, folder, changes.parent_folder_id)).folder_path;
    const path = `${parentPath}/${changes.name ?? folder.name}`;
    const row = written(
      await repo.folderRecords.update(tx, id, { ...changes, folder_path: path }, expectedVersion),
      M.folderNotFound,
    );
    if (path !== folder.folder_path) await repo.rewritePaths(tx, id, folder.folder_path, path);
    await publishEvent(tx, {
      kind: 'document',
      action: 'updated',
      ids: [],
      ...privateItemReaders(folder, 'folder'),
    });
    return row;
  });
}

export async function itemCount(db: Db, auth: AuthContext, id: number) {
  requireFolderAccess(auth, await repo.folderRecords.find(db, id), 'view');
  return repo.countInside(db, id);
}

/** Deletes a folder with everything in it; the files' bytes go right after the commit. */
export async function remove(db: Db, storage: Storage, auth: AuthContext, id: number) {
  const folder = requireFolderAccess(auth, await repo.folderRecords.find(db, id), 'delete');
  if (folder.is_system_folder) throw AppError.forbidden(M.systemFolder);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteFolder(tx, id))) throw AppError.notFound(M.folderNotFound);
    await publishEvent(tx, {
      kind: 'document',
      action: 'deleted',
      ids: [],
      ...privateItemReaders(folder, 'folder'),
    });
  });
  purgeFiles(db, storage);
}

/**
 * One folder as the Documents screen shows it: the path from the caller's root, its folders and documents.
 * The caller's root also shows the shared Logistics folder to those who see quotations.
 */
export async function contents(db: Db, auth: AuthContext, id: number) {
  const folder = requireFolderAccess(auth, await repo.folderRecords.find(db, id), 'view');
  const root = await rootOf(db, auth.user.id);
  const chain = await repo.ancestry(db, id);
  const path = (folder.user_id === null ? [root, ...chain] : chain).map(({ id, name }) => ({ id, name }));
  const reach = libraryReach(auth);
  const children = await repo.childFolders(db, id, reach, auth.user.id);
  if (folder.id === root.id && mayViewQuotations(auth)) children.unshift(await logistics(db));
  const docs = await repo.folderDocuments(db, id, reach, auth.user.id);
  return { folder, path, folders: children, documents: docs.map(toDocument) };
}
