import { describe, expect, it } from 'vitest';
import { checkFileBeforeUpload, uploadPolicy } from '../files/upload-policy';
import { checkNoteContent, fileFitsNoteType } from './cost-line-note';

describe('checkNoteContent', () => {
  it.each([
    ['link', 'example.com/a', 'https://example.com/a'],
    ['link', 'http://example.com', 'http://example.com'],
    ['link', '  https://x.example  ', 'https://x.example'],
    ['email', 'ops@carrier.example', 'ops@carrier.example'],
    ['phone', '+1 (555) 010-2030', '+1 (555) 010-2030'],
    ['text', '  hello ', 'hello'],
  ] as const)('%s %j is stored as %j', (type, raw, stored) => {
    expect(checkNoteContent(type, raw)).toEqual({ ok: true, content: stored });
  });

  it.each([
    ['text', ''],
    ['link', '   '],
    ['phone', null],
    ['email', undefined],
  ] as const)('a %s note without content needs some', (type, raw) => {
    expect(checkNoteContent(type, raw)).toEqual({ ok: false, message: 'Please enter the note content' });
  });

  it.each([
    ['email', 'ops@', 'Please enter a valid email address'],
    ['phone', '12', 'Please enter a valid phone number'],
    ['phone', 'ring me', 'Please enter a valid phone number'],
    ['link', 'javascript://alert(1)', 'Please enter a valid link'],
  ] as const)('%s %j is refused', (type, raw, message) => {
    expect(checkNoteContent(type, raw)).toEqual({ ok: false, message });
  });

  it('file notes keep their content as given (a transcript, a caption)', () => {
    expect(checkNoteContent('audio', '')).toEqual({ ok: true, content: '' });
  });
});

describe('note files', () => {
  it('a recorded WebM clip fits an audio note; a picture does not', () => {
    expect(fileFitsNoteType('audio', 'video/webm')).toBe(true);
    expect(fileFitsNoteType('audio', 'image/png')).toBe(false);
    expect(fileFitsNoteType('document', 'application/pdf')).toBe(true);
    expect(fileFitsNoteType('text', 'text/plain')).toBe(false);
  });

  it("the web's check speaks the spec's words for note attachments, and refuses svg", () => {
    const policy = uploadPolicy('note');
    expect(checkFileBeforeUpload(policy, { name: 'a.png', size: 11 * 1024 * 1024, type: 'image/png' })).toBe(
      'File size must be less than 10MB',
    );
    expect(checkFileBeforeUpload(policy, { name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBe(
      'File type not supported: image/svg+xml',
    );
    expect(checkFileBeforeUpload(policy, { name: 'a.zip', size: 10, type: 'application/zip' })).toBe(
      'File type not supported: application/zip',
    );
    expect(
      checkFileBeforeUpload(policy, { name: 'memo.webm', size: 10, type: 'audio/webm' }),
    ).toBeUndefined();
  });
});
