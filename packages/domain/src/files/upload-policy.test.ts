import { describe, expect, it } from 'vitest';
import {
  checkFileBeforeUpload,
  isInlineType,
  judgeUploadContent,
  uploadAcceptMap,
  uploadMessages,
  uploadPolicy,
} from './upload-policy';

const attachment = uploadPolicy('attachment');
const facts = (over: Partial<Parameters<typeof judgeUploadContent>[1]>) => ({
  fileName: 'file',
  declaredType: '',
  detected: undefined,
  isText: false,
  ...over,
});

describe('attachment policy', () => {
  it('allows 100 MB and says so in the spec words', () => {
    expect(attachment.maxBytes).toBe(100 * 1024 * 1024);
    expect(uploadMessages.tooLarge('big.mp4', attachment)).toBe(
      'File big.mp4 is too large. Maximum size is 100MB.',
    );
    expect(uploadMessages.unsupportedType('application/x-msdownload')).toBe(
      'File type application/x-msdownload is not supported.',
    );
  });
});

describe('judgeUploadContent', () => {
  it('accepts what the magic bytes say is an accepted kind, with the detected type', () => {
    expect(
      judgeUploadContent(
        attachment,
        facts({ fileName: 'a.png', detected: { ext: 'png', mime: 'image/png' } }),
      ),
    ).toEqual({ accepted: true, mimeType: 'image/png', extension: 'png' });
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(
      judgeUploadContent(attachment, facts({ fileName: 'x.bin', detected: { ext: 'docx', mime: docx } })),
    ).toMatchObject({ accepted: true, mimeType: docx });
  });

  it('refuses an executable whatever its name and declared type say', () => {
    expect(
      judgeUploadContent(
        attachment,
        facts({
          fileName: 'invoice.pdf',
          declaredType: 'application/pdf',
          detected: { ext: 'exe', mime: 'application/x-msdownload' },
        }),
      ),
    ).toEqual({ accepted: false, type: 'application/x-msdownload' });
  });

  it('takes an OLE container as doc, xls or ppt only when the name says which', () => {
    const cfb = { ext: 'cfb', mime: 'application/x-cfb' };
    expect(judgeUploadContent(attachment, facts({ fileName: 'old.xls', detected: cfb }))).toEqual({
      accepted: true,
      mimeType: 'application/vnd.ms-excel',
      extension: 'xls',
    });
    expect(judgeUploadContent(attachment, facts({ fileName: 'setup.msi', detected: cfb }))).toEqual({
      accepted: false,
      type: 'application/x-cfb',
    });
  });

  it('accepts unrecognised bytes only as text named .txt or .csv', () => {
    expect(judgeUploadContent(attachment, facts({ fileName: 'rates.csv', isText: true }))).toEqual({
      accepted: true,
      mimeType: 'text/csv',
      extension: 'csv',
    });
    expect(
      judgeUploadContent(
        attachment,
        facts({ fileName: 'rates.csv', declaredType: 'text/csv', isText: false }),
      ),
    ).toEqual({ accepted: false, type: 'text/csv' });
    expect(judgeUploadContent(attachment, facts({ fileName: 'run.sh', isText: true }))).toEqual({
      accepted: false,
      type: 'application/octet-stream',
    });
  });

  it('never accepts SVG, which can carry script', () => {
    expect(
      judgeUploadContent(
        attachment,
        facts({ fileName: 'a.svg', detected: { ext: 'svg', mime: 'image/svg+xml' } }),
      ),
    ).toEqual({ accepted: false, type: 'image/svg+xml' });
  });
});

describe('checkFileBeforeUpload', () => {
  it('refuses a file over the limit by name', () => {
    expect(
      checkFileBeforeUpload(attachment, { name: 'film.mp4', size: 101 * 1024 * 1024, type: 'video/mp4' }),
    ).toBe('File film.mp4 is too large. Maximum size is 100MB.');
  });

  it('refuses a type outside the list and lets an accepted one through', () => {
    expect(
      checkFileBeforeUpload(attachment, { name: 'setup.exe', size: 10, type: 'application/x-msdownload' }),
    ).toBe('File type application/x-msdownload is not supported.');
    expect(
      checkFileBeforeUpload(attachment, { name: 'notes.txt', size: 10, type: 'text/plain' }),
    ).toBeUndefined();
    expect(
      checkFileBeforeUpload(attachment, { name: 'clipboard', size: 10, type: 'image/png' }),
    ).toBeUndefined();
  });
});

describe('uploadAcceptMap and isInlineType', () => {
  it('offers the accepted types to a file chooser', () => {
    const accept = uploadAcceptMap(attachment);
    expect(accept['image/*']).toContain('.png');
    expect(accept['application/pdf']).toEqual(['.pdf']);
    expect(accept['text/csv']).toEqual(['.csv']);
  });

  it('shows only images, PDF, audio and video inline', () => {
    expect(isInlineType('image/png')).toBe(true);
    expect(isInlineType('application/pdf')).toBe(true);
    expect(isInlineType('video/mp4')).toBe(true);
    expect(isInlineType('text/plain')).toBe(false);
    expect(isInlineType('image/svg+xml')).toBe(false);
  });
});

describe('the avatar purpose (spec: profile picture)', () => {
  const avatar = uploadPolicy('avatar');

  it('takes jpeg, jpg, png, gif and webp up to 10MB', () => {
    for (const name of ['me.jpeg', 'me.jpg', 'me.png', 'me.gif', 'me.webp']) {
      expect(checkFileBeforeUpload(avatar, { name, size: 10 * 1024 * 1024, type: '' })).toBeUndefined();
    }
  });

  it("refuses other types and larger files with the spec's messages", () => {
    expect(checkFileBeforeUpload(avatar, { name: 'me.bmp', size: 10, type: 'image/bmp' })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, WebP)',
    );
    expect(checkFileBeforeUpload(avatar, { name: 'cv.pdf', size: 10, type: 'application/pdf' })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, WebP)',
    );
    expect(
      checkFileBeforeUpload(avatar, { name: 'me.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' }),
    ).toBe('File size must be less than 10MB');
  });

  it('decides by content: a BMP named .png is refused, a PNG named .jpg is accepted as PNG', () => {
    const facts = { fileName: 'me.png', declaredType: 'image/png', isText: false };
    expect(
      judgeUploadContent(avatar, { ...facts, detected: { ext: 'bmp', mime: 'image/bmp' } }).accepted,
    ).toBe(false);
    expect(
      judgeUploadContent(avatar, {
        ...facts,
        fileName: 'me.jpg',
        detected: { ext: 'png', mime: 'image/png' },
      }),
    ).toEqual({ accepted: true, mimeType: 'image/png', extension: 'png' });
  });
});
