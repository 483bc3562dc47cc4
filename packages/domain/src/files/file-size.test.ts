import { describe, expect, it } from 'vitest';
import { fileSizeParts, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes, KB, MB, GB and TB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
    expect(formatFileSize(5 * 1024 ** 5)).toBe('5120 TB');
  });
});

describe('fileSizeParts', () => {
  it('gives the figure and its unit for the screens to word', () => {
    expect(fileSizeParts(0)).toEqual({ value: 0, unit: 'byte' });
    expect(fileSizeParts(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(fileSizeParts(100 * 1024 * 1024)).toEqual({ value: 100, unit: 'megabyte' });
  });
});
