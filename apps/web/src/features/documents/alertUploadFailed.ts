import { DOCUMENT_MESSAGES } from '@freight/domain';
import { notifications } from '@mantine/notifications';

/** The alert for a file that could not be uploaded: 'Failed to upload "{name}": {message}'. */
export function alertUploadFailed(name: string, reason: string) {
  notifications.show({
    color: 'red',
    title: 'Upload failed',
    message: DOCUMENT_MESSAGES.uploadFailed(name, reason),
  });
}
