import { PROFILE_MESSAGES, type UserProfile } from '@freight/domain';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../../shared/preferences/ownProfileQuery';
import { useUpdateOwnProfile } from '../../shared/preferences/useUpdateOwnProfile';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { SettingsMessage } from './SettingsMessage';
import { useTimedMessage } from './useTimedMessage';

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
    description: 'When a quotation you work on changes status',
  },
  {
    field: 'notification_system_alerts',
    label: 'System alerts',
    description: 'Maintenance and security notices',
  },
];

const SUCCESS_MS = 3000;

/** The four notification toggles (spec section 2): each applies at once and goes back if the save fails. */
export function NotificationsTab() {
  const profile = useQuery(ownProfileQuery);
  const update = useUpdateOwnProfile();
  const [message, show] = useTimedMessage();

  if (profile.isPending) return <CenteredLoader label="Loading notification preferences..." />;
  if (profile.isError) {
    return <SettingsMessage message={{ tone: 'error', text: PROFILE_MESSAGES.notificationsLoadFailed }} />;
  }

  const change = (field: NotificationField, value: boolean) =>
    update.mutate({ [field]: value } as Partial<Pick<UserProfile, NotificationField>>, {
      onSuccess: () => show({ tone: 'success', text: PROFILE_MESSAGES.notificationsUpdated }, SUCCESS_MS),
      onError: () => show({ tone: 'error', text: PROFILE_MESSAGES.notificationUpdateFailed }),
    });

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
            description={description}
            checked={profile.data[field]}
            onChange={(event) => change(field, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
