import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The last refused change of a people panel, in the change's words, until the user dismisses it. */
export function FailureAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
