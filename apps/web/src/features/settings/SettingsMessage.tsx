import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { TimedMessage } from './useTimedMessage';

/** A tab's success or failure line (announced: a status for success, an alert for failure). */
export function SettingsMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const success = message.tone === 'success';
  return (
    <Alert
      color={success ? 'teal' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      role={success ? 'status' : 'alert'}
      py="xs"
    >
      {message.text}
    </Alert>
  );
}
