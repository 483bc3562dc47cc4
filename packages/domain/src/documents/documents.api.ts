import { z } from 'zod';
import {
  endpoint,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  noContentSchema,
} from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import {
  documentSchema,
  documentShareSchema,
  documentVersionSchema,
  folderContentsSchema,
  folderItemCountSchema,
  folderSchema,
} from './document';
import {
  documentCreateSchema,
  documentShareCreateSchema,
  documentShareUpdateSchema,
  documentUpdateSchema,
  documentVersionCreateSchema,
  documentVersionRestoreSchema,
  folderCreateSchema,
  folderUpdateSchema,
} from './document-validation';

const tags = ['documents'];

const folders = resourceEndpoints('/folders', tags, {
  record: folderSchema,
  create: folderCreateSchema,
  update: folderUpdateSchema,
});

/**
 * Folders (docs/api.md). A caller sees their own folders (documents permission) and the shared system
 * folders of quotations (quotations view); another user's folder answers 404. System folders answer 403 to
 * rename, move or delete. Deleting a folder deletes everything in it, with the files. PUT with `parent_folder_id`
 * moves a folder (with everything in it) into another of the caller's own folders: not into itself or a folder
 * beneath it (400), nor into another user's folder (404) or a quotation's (400).
 */
export const foldersApi = {
  ...folders,
  root: endpoint({
    method: 'GET',
    path: '/folders/root',
    tags,
    summary: "The caller's root folder 'Documents' (made on first use)",
    status: 200,
    response: folderSchema,
  }),
  contents: endpoint({
    method: 'GET',
    path: '/folders/:id/contents',
    tags,
    summary: 'A folder, its path from the root, its folders and documents (up to 1000 of each)',
    params: idParamsSchema,
    status: 200,
    response: folderContentsSchema,
  }),
  itemCount: endpoint({
    method: 'GET',
    path: '/folders/:id/item_count',
    tags,
    summary: 'How many folders and documents deleting this folder would delete',
    params: idParamsSchema,
    status: 200,
    response: folderItemCountSchema,
  }),
  quotationFolder: endpoint({
    method: 'POST',
    path: '/quotations/:id/document_folder',
    tags,
    summary: "A quotation's folder /Documents/Logistics/{number}: get or create (idempotent)",
    params: idParamsSchema,
    status: 200,
    response: folderSchema,
  }),
};

const documents = resourceEndpoints('/documents', tags, {
  record: documentSchema,
  create: documentCreateSchema,
  update: documentUpdateSchema,
});

/**
 * Documents (docs/api.md). Filters: folder_id, quotation_id, mime_type; `search` matches the name across
 * every folder the caller may see. Create files an upload of purpose `document`; the document starts private
 * at version 1. A quotation's documents need the quotations grants (view, edit to add or rename, delete).
 */
export const documentsApi = documents;

/** Versions of a document's file: list (by document_id), add, restore one as the newest, delete an old one. */
export const documentVersionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/document_versions',
    tags,
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(documentVersionSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/document_versions',
    tags,
    summary: 'Upload a new version (number = highest + 1); it becomes the current file',
    body: documentVersionCreateSchema,
    status: 201,
    response: documentVersionSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/document_versions/:id/restore',
    tags,
    summary: "Make an earlier version's file the newest version",
    params: idParamsSchema,
    body: documentVersionRestoreSchema,
    status: 201,
    response: documentVersionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/document_versions/:id',
    tags,
    summary: 'Delete an earlier version (the current one answers 409)',
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
};

/** Share links: list (by document_id), create (the token is answered once), revoke or extend, delete. */
export const documentSharesApi = {
  list: endpoint({
    method: 'GET',
    path: '/document_shares',
    tags,
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(documentShareSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/document_shares',
    tags,
    body: documentShareCreateSchema,
    status: 201,
    response: documentShareSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/document_shares/:id',
    tags,
    params: idParamsSchema,
    body: documentShareUpdateSchema,
    status: 200,
    response: documentShareSchema,
    ifMatch: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/document_shares/:id',
    tags,
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: '/shared_documents/:token',
    tags,
    summary: 'The shared file, for anyone holding the link (no session); throttled, every download recorded',
    params: z.object({
      token: z
        .string({ error: 'This link is not valid' })
        .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
    }),
    status: 200,
    response: noContentSchema,
    produces: 'application/octet-stream',
  }),
};

/** The path a share link opens (with the API prefix). */
export function sharedDocumentUrl(token: string): string {
  return `/api/1/shared_documents/${token}`;
}
