import { describe, expect, it } from 'vitest';
import { fileExtension, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps only the last path part, whichever slash is used', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
  });

  it('removes control characters and direction overrides', () => {
    expect(sanitizeFileName('in\u0000voice\r\n.pdf')).toBe('invoice.pdf');
    expect(sanitizeFileName('photo\u202egnp.exe')).toBe('photognp.exe');
  });

  it('drops leading dots so nothing is hidden or a parent folder', () => {
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('.bashrc')).toBe('bashrc');
    expect(sanitizeFileName('   ')).toBe('file');
  });

  it('keeps at most 255 characters and the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(sanitizeFileName('b'.repeat(300))).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.png`);
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('😀.png')).toBe(true);
  });

  it('leaves an ordinary name alone', () => {
    expect(sanitizeFileName('Quotation 12 (final).xlsx')).toBe('Quotation 12 (final).xlsx');
  });
});

describe('fileExtension', () => {
  it('answers the lower-case extension or nothing', () => {
    expect(fileExtension('Report.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('archive.')).toBe('');
  });
});
