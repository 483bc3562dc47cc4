import type { UploadPolicy } from '../files/upload-policy';

/** The documents area's messages, worded as staff asked. */
export const DOCUMENT_MESSAGES = {
  folderNameRequired: 'Folder name is required',
  folderNameSlash: 'Folder name cannot contain "/"',
  fileNameRequired: 'File name cannot be empty',
  folderNotFound: 'Folder not found',
  documentNotFound: 'Document not found',
  versionNotFound: 'Version not found',
  shareNotFound: 'Share not found',
  rootNotFound: 'Documents root folder not found',
  systemFolder: 'System folders cannot be renamed or deleted',
  systemFolderMove: 'System folders cannot be moved',
  folderIntoItself: 'A folder cannot be moved into itself or one of its own folders',
  ownFoldersOnly: 'Choose one of your own folders',
  logisticsHoldsFolders: 'The Logistics folder holds one folder per quotation: open a quotation to add files',
  currentVersion: 'The current version cannot be deleted',
  shareUnavailable: 'This link has expired or was revoked',
  tooManyDownloads: 'Too many downloads from this address. Try again in a minute.',
  emptyFolder: 'This folder is empty',
  noItems: 'No items found',
  deleteFolder: 'Are you sure you want to delete this folder?',
  deleteDocument: 'Are you sure you want to delete this document?',
  deleteFile: 'This action cannot be undone',
  tooLarge: (name: string, policy: UploadPolicy) =>
    `File "${name}" is too large. Maximum size is ${policy.maxSizeLabel}.`,
  uploadFailed: (name: string, reason: string) => `Failed to upload "${name}": ${reason}`,
  renameFailed: 'Failed to rename document',
  deleteFailed: 'Failed to delete document',
} as const;

/** Days a share link lasts unless another expiry is chosen. */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 365;

/** "Delete this folder?" with what it holds, so nobody deletes a full folder by surprise. */
export function folderDeleteQuestion(count: { folders: number; documents: number }): string {
  const parts = [
    count.folders > 0 ? `${count.folders} folder${count.folders === 1 ? '' : 's'}` : '',
    count.documents > 0 ? `${count.documents} document${count.documents === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const holds = parts.length > 0 ? ` It holds ${parts.join(' and ')}, which will be deleted too.` : '';
  return `${DOCUMENT_MESSAGES.deleteFolder}${holds}`;
}

/**
 * A rename from the quotation Documents modal: the typed name with the original extension kept
 * and appended, so the file still opens with its program; null when the typed name is blank.
 */
export function renamedFileName(typed: string, original: string): string | null {
  const dot = original.lastIndexOf('.');
  const extension = dot > 0 ? original.slice(dot) : '';
  let base = typed.trim();
  if (extension && base.toLowerCase().endsWith(extension.toLowerCase())) {
    base = base.slice(0, -extension.length).trim();
  }
  if (!base) return null;
  return `${base}${extension}`;
}

/** The name without its extension, as the rename field starts. */
export function fileBaseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
