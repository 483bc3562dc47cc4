import type { DocumentShare, DocumentVersion } from '@freight/domain';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { deleteById, findById, insertRow, listTablePage, type Page, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { preparedOnce } from '../../platform/database/prepared-once';
import { requestsInLastMinute } from '../../platform/database/request-log-throttle';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { quotations } from '../quotations/quotations.table';
import { documentsWithin, foldersWithin, type LibraryReach } from './document-access.sql';
import { documentList, folderList, shareList, versionList } from './documents.list';
import { documentShareAccess, documentShares, documents, documentVersions, folders } from './documents.table';

export type FolderRow = typeof folders.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
export type ShareRow = typeof documentShares.$inferSelect;

export const folderRecords = tableRecords(folders);
export const documentRecords = tableRecords(documents);
export const shareRecords = tableRecords(documentShares);

/** A query's filters AND-ed with who may see what. */
function scoped(query: ParsedListQuery, visible: SQL): ParsedListQuery {
  return { ...query, where: and(query.where, visible) };
}

export function listFolders(db: Db, query: ParsedListQuery, visible: SQL) {
  return listTablePage(db, scoped(query, visible), folderList, folders);
}

export function listDocuments(db: Db, query: ParsedListQuery, visible: SQL) {
  return listTablePage(db, scoped(query, visible), documentList, documents);
}

export function listVersions(db: Db, query: ParsedListQuery, documentId: number) {
  const ofDocument = scoped(query, eq(documentVersions.document_id, documentId));
  return listTablePage(db, ofDocument, versionList, documentVersions) as Promise<Page<DocumentVersion>>;
}

export function listShares(db: Db, query: ParsedListQuery, documentId: number) {
  const ofDocument = scoped(query, eq(documentShares.document_id, documentId));
  return listTablePage(db, ofDocument, shareList, documentShares) as Promise<Page<DocumentShare>>;
}

/** One share as the list answers it (download count and last download included). */
export async function findShareRecord(db: Db, id: number): Promise<DocumentShare | undefined> {
  const [row] = await db
    .select(listSelection(shareList, undefined))
    .from(documentShares)
    .where(eq(documentShares.id, id));
  return row as DocumentShare | undefined;
}

export async function findRoot(db: Db, userId: number): Promise<FolderRow | undefined> {
  const [row] = await preparedOnce(db, 'documents_root_of_user', (handle, name) =>
    handle
      .select()
      .from(folders)
      .where(and(eq(folders.user_id, sql.placeholder('userId')), isNull(folders.parent_folder_id)))
      .prepare(name),
  ).execute({ userId });
  return row;
}

/** Makes the user's root unless it exists (a concurrent first use makes one, thanks to the unique index). */
export async function insertRootIfMissing(db: Db, userId: number): Promise<void> {
  await db
    .insert(folders)
    .values({ user_id: userId, name: 'Documents', folder_path: '/Documents', is_system_folder: true })
    .onConflictDoNothing({
      target: folders.user_id,
      where: sql`${folders.parent_folder_id} is null and ${folders.user_id} is not null`,
    });
}

export async function findLogistics(db: Db): Promise<FolderRow | undefined> {
  const [row] = await preparedOnce(db, 'documents_logistics_folder', (handle, name) =>
    handle
      .select()
      .from(folders)
      .where(and(isNull(folders.user_id), isNull(folders.quotation_id)))
      .prepare(name),
  ).execute();
  return row;
}

export async function insertLogisticsIfMissing(db: Db): Promise<void> {
  await db
    .insert(folders)
    .values({ name: 'Logistics', folder_path: '/Documents/Logistics', is_system_folder: true })
    .onConflictDoNothing({
      target: folders.is_system_folder,
      where: sql`${folders.user_id} is null and ${folders.quotation_id} is null`,
    });
}

/**
 * The quotation whose folder a quotation's documents live in, with its number: the first remaining revision
 * of the same quote (revisions share the quote's documents); undefined for an unknown quotation.
 */
export async function folderQuotationOf(db: Db, quotationId: number) {
  const sameQuote = db
    .select({ number: quotations.quotation_number })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  const [row] = await db
    .select({ id: quotations.id, quotation_number: quotations.quotation_number })
    .from(quotations)
    .where(eq(quotations.quotation_number, sql`(${sameQuote})`))
    .orderBy(quotations.revision)
    .limit(1);
  return row;
}

export async function findQuotationFolder(db: Db, quotationId: number): Promise<FolderRow | undefined> {
  const [row] = await db.select().from(folders).where(eq(folders.quotation_id, quotationId));
  return row;
}

export async function insertQuotationFolderIfMissing(
  db: Db,
  values: { quotationId: number; number: string; logisticsId: number },
): Promise<void> {
  await db
    .insert(folders)
    .values({
      name: values.number,
      folder_path: `/Documents/Logistics/${values.number}`,
      is_system_folder: true,
      quotation_id: values.quotationId,
      parent_folder_id: values.logisticsId,
    })
    .onConflictDoNothing({ target: folders.quotation_id });
}

/** The folders directly inside one, by name (at most 1000). */
export function childFolders(db: Db, parentId: number, reach: LibraryReach, userId: number) {
  return preparedOnce(db, `documents_child_folders_${reach.key}`, (handle, name) =>
    handle
      .select()
      .from(folders)
      .where(
        and(
          eq(folders.parent_folder_id, sql.placeholder('parentId')),
          foldersWithin(reach, sql.placeholder('userId')),
        ),
      )
      .orderBy(folders.name, folders.id)
      .limit(1000)
      .prepare(name),
  ).execute({ parentId, userId });
}

/** The documents directly inside a folder that the caller may see, by name (at most 1000). */
export function folderDocuments(db: Db, folderId: number, reach: LibraryReach, userId: number) {
  return preparedOnce(db, `documents_in_folder_${reach.key}`, (handle, name) =>
    handle
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.folder_id, sql.placeholder('folderId')),
          documentsWithin(reach, sql.placeholder('userId')),
        ),
      )
      .orderBy(documents.name, documents.id)
      .limit(1000)
      .prepare(name),
  ).execute({ folderId, userId });
}

/** Ids of a folder and of every folder beneath it. */
function subtree(folderId: number) {
  return sql`(with recursive tree(id) as (
    select ${folderId}::int
    union all
    select f.id from folders f join tree on f.parent_folder_id = tree.id
  ) select id from tree)`;
}

export async function countInside(db: Db, folderId: number) {
  const [f] = await db
    .select({ n: count() })
    .from(folders)
    .where(and(sql`${folders.id} in ${subtree(folderId)}`, sql`${folders.id} <> ${folderId}`));
  const [d] = await db
    .select({ n: count() })
    .from(documents)
    .where(sql`${documents.folder_id} in ${subtree(folderId)}`);
  return { folders: f?.n ?? 0, documents: d?.n ?? 0 };
}

/** Ancestors of a folder, from the top down, itself included. */
export async function ancestry(
  db: Db,
  folderId: number,
): Promise<Pick<FolderRow, 'id' | 'name' | 'user_id'>[]> {
  const result = await db.execute<{ id: number; name: string; user_id: number | null; depth: number }>(sql`
    with recursive up(id, name, user_id, parent_folder_id, depth) as (
      select id, name, user_id, parent_folder_id, 0 from folders where id = ${folderId}
      union all
      select f.id, f.name, f.user_id, f.parent_folder_id, up.depth + 1
        from folders f join up on f.id = up.parent_folder_id
    ) select id, name, user_id, depth from up order by depth desc`);
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name, user_id: r.user_id }));
}

/**
 * After a folder's rename or move, rewrites the paths of the folders beneath it (only those: another user may
 * have folders at the same paths), in the caller's transaction.
 */
export async function rewritePaths(
  tx: Db,
  folderId: number,
  oldPrefix: string,
  newPrefix: string,
): Promise<void> {
  await tx
    .update(folders)
    .set({ folder_path: sql`${newPrefix} || substr(${folders.folder_path}, ${oldPrefix.length + 1})` })
    .where(
      and(
        sql`${folders.id} in ${subtree(folderId)}`,
        sql`${folders.id} <> ${folderId}`,
        sql`left(${folders.folder_path}, ${oldPrefix.length + 1}) = ${`${oldPrefix}/`}`,
      ),
    );
}

/** Locks a user's root folder: changes to the shape of one user's tree take turns. */
export async function lockRoot(tx: Db, userId: number): Promise<void> {
  await tx
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.user_id, userId), isNull(folders.parent_folder_id)))
    .for('update');
}

export async function lockDocument(tx: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function highestVersion(tx: Db, documentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${documentVersions.version_number}), 0)::int` })
    .from(documentVersions)
    .where(eq(documentVersions.document_id, documentId));
  return row?.n ?? 0;
}

export const insertVersion = (tx: Db, values: typeof documentVersions.$inferInsert) =>
  insertRow(tx, documentVersions, values);

export const findVersion = (db: Db, id: number): Promise<VersionRow | undefined> =>
  findById(db, documentVersions, id);

export const deleteVersion = (tx: Db, id: number) => deleteById(tx, documentVersions, id);

/** Points the document at a file (a new or restored version) and moves it to its next record version. */
export async function setCurrentFile(
  tx: Db,
  id: number,
  file: Pick<
    DocumentRow,
    'upload_id' | 'file_name' | 'file_size' | 'mime_type' | 'file_extension' | 'version_number'
  >,
): Promise<void> {
  await tx
    .update(documents)
    .set({ ...file, version: sql`${documents.version} + 1`, updated_at: sql`now()` })
    .where(eq(documents.id, id));
}

export const deleteFolder = folderRecords.remove;

export const deleteDocument = documentRecords.remove;

export const insertShare = shareRecords.insert;

export async function findShareByHash(db: Db, tokenHash: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(documentShares).where(eq(documentShares.token_hash, tokenHash));
  return row;
}

/** Public link requests from one address in the last minute. */
export const recentAccessFrom = (db: Db, clientIp: string) =>
  requestsInLastMinute(db, documentShareAccess, clientIp);

export async function recordAccess(db: Db, values: typeof documentShareAccess.$inferInsert): Promise<void> {
  await db.insert(documentShareAccess).values(values);
}
