import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's notification stack, in a module of its own so that it can be downloaded when first needed. */
export function NotificationStack(props: NotificationsProps) {
  return <Notifications {...props} />;
}
