import { type UploadPurpose, uploadPolicy, uploadRefusal } from '@freight/domain';
import type { MessageId } from '../i18n/i18n';
import { translate } from '../i18n/useT';

/**
 * Each purpose's words for a refused file, as the domain's upload policy words them: most say the file's name
 * or type ('File {name} is too large. Maximum size is {max}.'); a note's, a profile picture's and the company
 * logo's have their own.
 */
const REFUSAL_MESSAGES: Readonly<Record<UploadPurpose, { tooLarge: MessageId; unsupportedType: MessageId }>> =
  {
    attachment: { tooLarge: 'common.uploadTooLarge', unsupportedType: 'common.uploadTypeNotSupported' },
    document: { tooLarge: 'common.uploadTooLarge', unsupportedType: 'common.uploadTypeNotSupported' },
    note: { tooLarge: 'common.uploadSizeOver', unsupportedType: 'common.uploadTypeNotSupportedNamed' },
    avatar: { tooLarge: 'common.uploadSizeOver', unsupportedType: 'common.uploadAvatarType' },
    logo: { tooLarge: 'common.uploadLogoTooLarge', unsupportedType: 'common.uploadLogoType' },
  };

/**
 * The refusal for a file the server would refuse anyway, in the reader's language, or null when it may be
 * sent. Said at once, before any byte is sent; the server still decides the type from the content.
 */
export function checkUpload(file: File, purpose: UploadPurpose): string | null {
  const refusal = uploadRefusal(uploadPolicy(purpose), file);
  if (!refusal) return null;
  if (refusal.reason === 'unsupportedType') {
    return translate(REFUSAL_MESSAGES[purpose].unsupportedType, { type: refusal.type });
  }
  return translate(REFUSAL_MESSAGES[purpose].tooLarge, { name: refusal.fileName, max: refusal.maxSizeLabel });
}
