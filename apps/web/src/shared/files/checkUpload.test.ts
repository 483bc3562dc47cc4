import { checkFileBeforeUpload, type UploadPurpose, uploadMessages, uploadPolicy } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import '../../test/englishMessages';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import { apiErrorReason } from '../api/apiErrorMessage';
import de from '../i18n/catalogs/de.json';
import { knownSentence } from '../i18n/validationMessages';
import { checkUpload } from './checkUpload';

const MB = 1024 * 1024;
/** A file of `size` bytes without allocating them. */
const sized = (name: string, size: number, type: string) =>
  Object.defineProperty(new File([], name, { type }), 'size', { value: size });

const REFUSED: readonly (readonly [File, UploadPurpose])[] = [
  [sized('Packing list.pdf', 101 * MB, 'application/pdf'), 'document'],
  [sized('route.svg', 10, 'image/svg+xml'), 'attachment'],
  [sized('tool.exe', 10, ''), 'note'],
  [sized('Delivery note.pdf', 11 * MB, 'application/pdf'), 'note'],
  [sized('me.bmp', 10, 'image/bmp'), 'avatar'],
  [sized('me.png', 11 * MB, 'image/png'), 'avatar'],
  [sized('logo.png', 3 * MB, 'image/png'), 'logo'],
  [sized('logo.gif', 10, 'image/gif'), 'logo'],
];

describe('the upload kit’s refusal before sending', () => {
  it('reads in English word for word as the domain and the server say it', () => {
    for (const [refused, purpose] of REFUSED) {
      const english = checkFileBeforeUpload(uploadPolicy(purpose), refused);
      expect(english, refused.name).toBeDefined();
      expect(checkUpload(refused, purpose)).toBe(english);
      expect(knownSentence(english ?? '')).toBe(english);
    }
    expect(checkUpload(sized('BL.pdf', 10, 'application/pdf'), 'attachment')).toBeNull();
  });

  it('reads in German, and so does the server’s refusal of the content', () => {
    speak('de', de);
    expect(checkUpload(REFUSED[0]![0], 'document')).toBe(
      'Die Datei Packing list.pdf ist zu groß. Die maximale Größe ist 100MB.',
    );
    expect(checkUpload(REFUSED[7]![0], 'logo')).toBe('Bitte wählen Sie ein PNG- oder JPEG-Bild');
    const refusal = new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      uploadMessages.unsupportedType('application/x-msdownload'),
    );
    expect(apiErrorReason(refusal, 'x')).toBe(
      'Der Dateityp application/x-msdownload wird nicht unterstützt.',
    );
    expect(knownSentence(uploadMessages.attached)).toBe(
      'Diese Datei gehört zu einem Datensatz: Entfernen Sie sie stattdessen dort',
    );
    expect(knownSentence(uploadMessages.notFoundOrAttached)).toBe(
      'Datei nicht gefunden oder bereits angehängt',
    );
  });
});
