import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The upload policy's refusals as the server answers them (packages/domain: uploadMessages, and the own words
 * of a note's, a profile picture's and the logo's policy), by their English text or their pattern; the upload
 * kit words its own check before sending from the refusal's parts (shared/files/checkUpload.ts).
 * shared/files/checkUpload.test.ts pairs them with the domain's text.
 */
export const FILE_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'Please select a PNG or JPEG image': 'common.uploadLogoType',
  'Please select a valid image file (JPEG, PNG, GIF, WebP)': 'common.uploadAvatarType',
  'This file belongs to a record: remove it from that record instead': 'common.uploadAttached',
  'File not found or already attached': 'common.uploadNotFoundOrAttached',
};

/** The refusals that name the file, its type or the largest size allowed. */
export const FILE_SENTENCE_PATTERNS: readonly SentencePattern[] = [
  [/^File type (.+) is not supported\.$/, 'common.uploadTypeNotSupported', ['type']],
  [/^File (.+) is too large\. Maximum size is (.+)\.$/, 'common.uploadTooLarge', ['name', 'max']],
  [/^File type not supported: (.+)$/, 'common.uploadTypeNotSupportedNamed', ['type']],
  [/^File size must be less than (.+)$/, 'common.uploadSizeOver', ['max']],
  [/^The logo must be smaller than (.+)$/, 'common.uploadLogoTooLarge', ['max']],
];
