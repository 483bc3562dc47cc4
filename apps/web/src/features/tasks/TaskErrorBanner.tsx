import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The red banner of the Task Manager: the last change the server refused, in the change's own
 * words ('Failed to update task priority'), with the server's reason after it when it gave one.
 */
export function TaskErrorBanner({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="alert"
      mb="md"
      // Stays under the top bar while the user scrolls, so a refusal far down the list is still seen.
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 8px)', zIndex: 150 }}
    >
      {message}
    </Alert>
  );
}
