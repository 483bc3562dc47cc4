import { checkFileBeforeUpload, type UploadPurpose, uploadPolicy } from '@freight/domain';

/**
 * The refusal for a file the server would refuse anyway ('File {name} is too large. Maximum size is
 * 100MB.', 'File type {type} is not supported.'), or null when it may be sent. Said at once, before any
 * byte is sent; the server still decides the type from the content.
 */
export function checkUpload(file: File, purpose: UploadPurpose): string | null {
  return checkFileBeforeUpload(uploadPolicy(purpose), file) ?? null;
}
