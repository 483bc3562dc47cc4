import { z } from 'zod';
import { bodyObject, idInput, numberInput, textField } from '../shared/fields';
import { DOCUMENT_MESSAGES as M, SHARE_MAX_DAYS } from './document-messages';

const folderName = textField('Folder name', { max: 255, required: M.folderNameRequired }).refine(
  (name) => !name.includes('/'),
  M.folderNameSlash,
);
const description = textField('Description', { max: 2000 });
const documentName = textField('File name', { max: 255, required: M.fileNameRequired });
const changeDescription = textField('Change description', { max: 2000 });

/** POST /folders: a folder inside one of the caller's own folders (their root when no parent is given). */
export const folderCreateSchema = bodyObject({
  name: folderName,
  description: description.optional(),
  parent_folder_id: idInput(M.ownFoldersOnly).optional(),
});
export type FolderCreate = z.output<typeof folderCreateSchema>;

/** PUT /folders/{id}: rename, describe, or move into another of the caller's own folders. */
export const folderUpdateSchema = folderCreateSchema.partial();
export type FolderUpdate = z.output<typeof folderUpdateSchema>;

/** POST /documents: files an upload (POST /files?purpose=document) into a folder as version 1. */
export const documentCreateSchema = bodyObject({
  folder_id: idInput('Please choose a folder'),
  upload_id: idInput('Please choose an uploaded file'),
  name: documentName.optional(),
  description: description.optional(),
});
export type DocumentCreate = z.output<typeof documentCreateSchema>;

/** PUT /documents/{id}: rename, describe, or move to another of the caller's own folders. */
export const documentUpdateSchema = bodyObject({
  name: documentName.optional(),
  description: description.optional(),
  folder_id: idInput(M.ownFoldersOnly).optional(),
});
export type DocumentUpdate = z.output<typeof documentUpdateSchema>;

/** POST /document_versions: a new file for a document; it becomes the current one. */
export const documentVersionCreateSchema = bodyObject({
  document_id: idInput('Please choose a document'),
  upload_id: idInput('Please choose an uploaded file'),
  change_description: changeDescription.optional(),
});
export type DocumentVersionCreate = z.output<typeof documentVersionCreateSchema>;

export const documentVersionRestoreSchema = bodyObject({
  change_description: changeDescription.optional(),
});

/** POST /document_shares: a link that lasts `expires_in_days` (7 by default). */
export const documentShareCreateSchema = bodyObject({
  document_id: idInput('Please choose a document'),
  expires_in_days: numberInput('Expiry in days', { int: true, min: 1, max: SHARE_MAX_DAYS }).optional(),
});
export type DocumentShareCreate = z.output<typeof documentShareCreateSchema>;

/** PUT /document_shares/{id}: revoke (for good), or give another expiry from now. */
export const documentShareUpdateSchema = bodyObject({
  revoked: z.literal(true, { error: 'revoked can only be set to true' }).optional(),
  expires_in_days: numberInput('Expiry in days', { int: true, min: 1, max: SHARE_MAX_DAYS }).optional(),
});
export type DocumentShareUpdate = z.output<typeof documentShareUpdateSchema>;
