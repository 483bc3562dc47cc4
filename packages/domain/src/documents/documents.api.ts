import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { resourceGroup } from '../api/resource-group';
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

const api = resourceGroup(['documents']);

const folders = api.resource('/folders', {
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
  root: api.get('/folders/root', {
    summary: "The caller's root folder 'Documents' (made on first use)",
    response: folderSchema,
  }),
  contents: api.get('/folders/:id/contents', {
    summary: 'A folder, its path from the root, its folders and documents (up to 1000 of each)',
    response: folderContentsSchema,
  }),
  itemCount: api.get('/folders/:id/item_count', {
    summary: 'How many folders and documents deleting this folder would delete',
    response: folderItemCountSchema,
  }),
  quotationFolder: api.action('/quotations/:id/document_folder', {
    summary: "A quotation's folder /Documents/Logistics/{number}: get or create (idempotent)",
    response: folderSchema,
  }),
};

const documents = api.resource('/documents', {
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
  list: api.list('/document_versions', documentVersionSchema),
  create: api.create('/document_versions', {
    summary: 'Upload a new version (number = highest + 1); it becomes the current file',
    body: documentVersionCreateSchema,
    response: documentVersionSchema,
  }),
  restore: api.create('/document_versions/:id/restore', {
    summary: "Make an earlier version's file the newest version",
    body: documentVersionRestoreSchema,
    response: documentVersionSchema,
  }),
  remove: api.remove('/document_versions/:id', {
    summary: 'Delete an earlier version (the current one answers 409)',
  }),
};

/** Share links: list (by document_id), create (the token is answered once), revoke or extend, delete. */
/** What a share link's token is: 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The refusal of a share link whose token is not one (cut short, mistyped): 400. */
export const SHARE_LINK_INVALID = 'This link is not valid';

export const documentSharesApi = {
  list: api.list('/document_shares', documentShareSchema),
  create: api.create('/document_shares', {
    body: documentShareCreateSchema,
    response: documentShareSchema,
  }),
  update: api.put('/document_shares/:id', {
    body: documentShareUpdateSchema,
    response: documentShareSchema,
    ifMatch: true,
  }),
  remove: api.remove('/document_shares/:id'),
  download: api.get('/shared_documents/:token', {
    summary: 'The shared file, for anyone holding the link (no session); throttled, every download recorded',
    // Any text: a link cut short by a mail program is refused by the handler (`SHARE_TOKEN_PATTERN`), which
    // can answer a visitor's browser with a page in the visitor's language instead of the API's JSON.
    params: z.object({ token: z.string({ error: SHARE_LINK_INVALID }) }),
    response: noContentSchema,
    produces: 'application/octet-stream',
  }),
};

/** The path a share link opens (with the API prefix). */
export function sharedDocumentUrl(token: string): string {
  return `/api/1/shared_documents/${token}`;
}
