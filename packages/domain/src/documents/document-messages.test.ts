import { describe, expect, it } from 'vitest';
import { uploadPolicy } from '../files/upload-policy';
import { DOCUMENT_MESSAGES, fileBaseName, folderDeleteQuestion, renamedFileName } from './document-messages';
import { folderCreateSchema } from './document-validation';

describe('document rules', () => {
  it('a rename keeps the original extension; a blank name is refused', () => {
    expect(renamedFileName('Packing list', 'scan.PDF')).toBe('Packing list.PDF');
    expect(renamedFileName('Packing list.pdf', 'scan.pdf')).toBe('Packing list.pdf');
    expect(renamedFileName('  notes  ', 'README')).toBe('notes');
    expect(renamedFileName('   ', 'scan.pdf')).toBeNull();
    expect(renamedFileName('.pdf', 'scan.pdf')).toBeNull();
    expect(fileBaseName('rates.v2.xlsx')).toBe('rates.v2');
  });

  it('the folder delete confirmation says what goes with it', () => {
    expect(folderDeleteQuestion({ folders: 0, documents: 0 })).toBe(
      'Are you sure you want to delete this folder?',
    );
    expect(folderDeleteQuestion({ folders: 1, documents: 3 })).toBe(
      'Are you sure you want to delete this folder? It holds 1 folder and 3 documents, which will be deleted too.',
    );
  });

  it("the spec's messages, verbatim", () => {
    expect(DOCUMENT_MESSAGES.tooLarge('a.pdf', uploadPolicy('document'))).toBe(
      'File "a.pdf" is too large. Maximum size is 100MB.',
    );
    expect(DOCUMENT_MESSAGES.uploadFailed('a.pdf', 'Unknown error')).toBe(
      'Failed to upload "a.pdf": Unknown error',
    );
    expect(uploadPolicy('document').maxBytes).toBe(100 * 1024 * 1024);
  });

  it('a folder needs a non-blank name without "/"', () => {
    const issue = (name: string) => folderCreateSchema.safeParse({ name }).error?.issues[0]?.message;
    expect(issue('  ')).toBe('Folder name is required');
    expect(issue('a/b')).toBe('Folder name cannot contain "/"');
    expect(issue('Invoices')).toBeUndefined();
  });
});
