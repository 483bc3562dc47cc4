import { useT } from '../../shared/i18n/useT';
import { FailureAlert } from './people/FailureAlert';

/**
 * The red banner of the Task Manager: the last change the server refused, in the change's own
 * words ('Failed to update task priority'), with the server's reason after it when it gave one.
 */
export function TaskErrorBanner({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <FailureAlert
      message={message}
      onClose={onClose}
      closeButtonLabel={t('tasks.dismiss')}
      mb="md"
      // Stays under the top bar while the user scrolls, so a refusal far down the list is still seen.
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 8px)', zIndex: 150 }}
    />
  );
}
