import type { DocumentRecord, Folder } from '@freight/domain';

/** Something the Documents screen lists: a folder or a document. */
export type LibraryItem = { kind: 'folder'; folder: Folder } | { kind: 'document'; document: DocumentRecord };

export type LibraryAction = 'rename' | 'move' | 'delete' | 'versions' | 'share';
