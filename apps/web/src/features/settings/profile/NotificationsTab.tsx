import { NOTIFICATION_MESSAGES, PROFILE_MESSAGES, type UserProfile } from '@freight/domain';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../../../shared/preferences/ownProfileQuery';
import { useUpdateOwnProfile } from '../../../shared/preferences/useUpdateOwnProfile';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { notificationChannelsQuery } from '../../notifications/notificationChannelsQuery';
import { SettingsMessage } from '../SettingsMessage';
import { useTimedMessage } from '../useTimedMessage';

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

const SUCCESS_MS = 3000;

/** The four notification toggles: each applies at once and goes back if the save fails. */
export function NotificationsTab() {
  const profile = useQuery(ownProfileQuery);
  const update = useUpdateOwnProfile();
  // Until the answer comes, e-mail is taken as available: the toggle then only disables when it is known off.
  const emailOff = useQuery(notificationChannelsQuery).data?.email === false;
  const [message, show] = useTimedMessage();

  if (profile.isPending) return <CenteredLoader label="Loading notification preferences..." />;
  if (profile.isError) {
    return <SettingsMessage message={{ tone: 'error', text: PROFILE_MESSAGES.notificationsLoadFailed }} />;
  }

  const change = (field: NotificationField, value: boolean) => {
    // Turning browser notifications on is the click the browser's permission question may come from.
    if (field === 'notification_browser' && value && typeof Notification !== 'undefined') {
      if (Notification.permission === 'default') Notification.requestPermission().catch(() => {});
    }
    update.mutate({ [field]: value } as Partial<Pick<UserProfile, NotificationField>>, {
      onSuccess: () => show({ tone: 'success', text: PROFILE_MESSAGES.notificationsUpdated }, SUCCESS_MS),
      onError: () => show({ tone: 'error', text: PROFILE_MESSAGES.notificationUpdateFailed }),
    });
  };

  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose what you hear about.
          </Text>
        </div>
        <SettingsMessage message={message} />
        {TOGGLES.map(({ field, label, description }) => (
          <Switch
            key={field}
            label={label}
            description={
              field === 'notification_email' && emailOff ? NOTIFICATION_MESSAGES.emailOff : description
            }
            disabled={field === 'notification_email' && emailOff}
            checked={profile.data[field]}
            onChange={(event) => change(field, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
