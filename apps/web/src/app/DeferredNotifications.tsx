import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';

// The stack that shows notifications (transitions, drag-to-dismiss) is about a tenth of the first screen's
// JavaScript, and the login page never notifies. `notifications.show()` only writes to a small store, so the
// stack can arrive a moment later and still show everything notified meanwhile. If its chunk cannot be
// downloaded, notifications stay unseen rather than taking the whole app down.
const NotificationStack = lazy<ComponentType<NotificationsProps>>(() =>
  import('./NotificationStack').then(
    (module) => ({ default: module.NotificationStack }),
    () => ({ default: () => null }),
  ),
);

/** Mantine's notification stack, downloaded the first time anything is notified. */
export function DeferredNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack {...props} />
    </Suspense>
  );
}
