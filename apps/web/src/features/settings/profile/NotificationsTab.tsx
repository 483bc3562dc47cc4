import { NOTIFICATION_MESSAGES, PROFILE_MESSAGES, type UserProfile } from '@freight/domain';
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationChannelsQuery } from '../../notifications/notificationChannelsQuery';
import { SettingsMessage } from '../SettingsMessage';
import { ownProfileTab } from './OwnProfileTab';
import { SettingsPanel } from './SettingsPanel';
import { useOwnProfileChange } from './useOwnProfileChange';

type NotificationField =
  | 'notification_email'
  | 'notification_browser'
  | 'notification_quotation_updates'
  | 'notification_system_alerts';

const TOGGLES: { field: NotificationField; label: string; description: string }[] = [
  {
    field: 'notification_email',
    label: 'Email notifications',
    description: 'Receive notifications by email',
  },
  {
    field: 'notification_browser',
    label: 'Browser notifications',
    description: 'Show notifications in this browser',
  },
  {
    field: 'notification_quotation_updates',
    label: 'Quotation updates',
    description: 'When someone else changes the status of your quotation, and before it expires',
  },
  {
    field: 'notification_system_alerts',
    label: 'System alerts',
    description: 'Reminders of task deadlines within 24 hours',
  },
];

/** The four notification toggles: each applies at once and goes back if the save fails. */
export const NotificationsTab = ownProfileTab(NotificationToggles, {
  loading: 'Loading notification preferences...',
  loadFailed: PROFILE_MESSAGES.notificationsLoadFailed,
});

function NotificationToggles({ profile }: { profile: UserProfile }) {
  const [message, change] = useOwnProfileChange({
    saved: PROFILE_MESSAGES.notificationsUpdated,
    failed: PROFILE_MESSAGES.notificationUpdateFailed,
  });
  // Until the answer comes, e-mail is taken as available: the toggle then only disables when it is known off.
  const emailOff = useQuery(notificationChannelsQuery).data?.email === false;

  const toggle = (field: NotificationField, value: boolean) => {
    // Turning browser notifications on is the click the browser's permission question may come from.
    if (field === 'notification_browser' && value && typeof Notification !== 'undefined') {
      if (Notification.permission === 'default') Notification.requestPermission().catch(() => {});
    }
    change({ [field]: value });
  };

  return (
    <SettingsPanel title="Notifications" description="Choose what you hear about." maw={640}>
      <SettingsMessage message={message} />
      {TOGGLES.map(({ field, label, description }) => (
        <Switch
          key={field}
          label={label}
          description={
            field === 'notification_email' && emailOff ? NOTIFICATION_MESSAGES.emailOff : description
          }
          disabled={field === 'notification_email' && emailOff}
          checked={profile[field]}
          onChange={(event) => toggle(field, event.currentTarget.checked)}
        />
      ))}
    </SettingsPanel>
  );
}
