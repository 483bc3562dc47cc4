import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FailureAlertProps extends Omit<AlertProps, 'children' | 'onClose'> {
  message: string | null;
  onClose: () => void;
}

/** A refused change, in the change's words, in red until the user dismisses it. */
export function FailureAlert({ message, onClose, ...props }: FailureAlertProps) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton
      onClose={onClose}
      {...props}
    >
      {message}
    </Alert>
  );
}
