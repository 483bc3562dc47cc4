import { describe, expect, it } from 'vitest';
import { clipboardFiles } from './clipboardFiles';

/** The parts of a browser DataTransfer that a paste reads. */
function pasteData(files: File[], items: { kind: string; file: File | null }[] = []): DataTransfer {
  return {
    files: Object.assign([...files], { item: (i: number) => files[i] ?? null }),
    items: items.map((item) => ({ kind: item.kind, getAsFile: () => item.file })),
  } as unknown as DataTransfer;
}

const at = new Date(2026, 10, 22, 9, 5, 7);

describe('clipboardFiles', () => {
  it('answers no files for a paste of text or no data', () => {
    expect(clipboardFiles(null)).toEqual([]);
    expect(clipboardFiles(pasteData([], [{ kind: 'string', file: null }]))).toEqual([]);
  });

  it('keeps the names of copied files', () => {
    const report = new File(['a,b'], 'report.csv', { type: 'text/csv' });
    const [file] = clipboardFiles(pasteData([report]), at);
    expect(file?.name).toBe('report.csv');
    expect(file?.type).toBe('text/csv');
  });

  it('names screenshots by the time they were pasted, numbering several', () => {
    const shots = [new File(['1'], 'image.png', { type: 'image/png' }), new File(['2'], 'image.png')];
    expect(clipboardFiles(pasteData(shots), at).map((f) => f.name)).toEqual([
      'Pasted image 2026-11-22 09.05.07.png',
      'Pasted image 2026-11-22 09.05.07 (2).png',
    ]);
  });

  it('reads file items when the file list is empty', async () => {
    const shot = new File(['png'], '', { type: 'image/png' });
    const [file] = clipboardFiles(pasteData([], [{ kind: 'file', file: shot }]), at);
    expect(file?.name).toBe('Pasted image 2026-11-22 09.05.07.png');
    expect(await file?.text()).toBe('png');
  });
});
