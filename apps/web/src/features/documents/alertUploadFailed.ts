import { notifications } from '@mantine/notifications';
import { translate } from '../../shared/i18n/useT';

/** The alert for a file that could not be uploaded: 'Failed to upload "{name}": {message}'. */
export function alertUploadFailed(name: string, reason: string) {
  notifications.show({
    color: 'red',
    title: translate('documents.uploadFailed'),
    message: translate('documents.uploadFailedNamed', { name, reason }),
  });
}
