import type { UserProfile } from '@freight/domain';
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { notificationChannelsQuery } from '../../notifications/notificationChannelsQuery';
import { SettingsMessage } from '../SettingsMessage';
import { OwnProfileTab } from './OwnProfileTab';
import { SettingsPanel } from './SettingsPanel';
import { useOwnProfileChange } from './useOwnProfileChange';

type NotificationField =
  | 'notification_email'
  | 'notification_browser'
  | 'notification_quotation_updates'
  | 'notification_system_alerts';

const TOGGLES: { field: NotificationField; label: MessageId; description: MessageId }[] = [
  {
    field: 'notification_email',
    label: 'notificationSettings.email',
    description: 'notificationSettings.emailHint',
  },
  {
    field: 'notification_browser',
    label: 'notificationSettings.browser',
    description: 'notificationSettings.browserHint',
  },
  {
    field: 'notification_quotation_updates',
    label: 'notificationSettings.quotationUpdates',
    description: 'notificationSettings.quotationUpdatesHint',
  },
  {
    field: 'notification_system_alerts',
    label: 'notificationSettings.systemAlerts',
    description: 'notificationSettings.systemAlertsHint',
  },
];

/** The four notification toggles: each applies at once and goes back if the save fails. */
export function NotificationsTab() {
  const t = useT();
  return (
    <OwnProfileTab
      loading={t('notificationSettings.loading')}
      loadFailed={t('notificationSettings.loadFailed')}
    >
      {(profile) => <NotificationToggles profile={profile} />}
    </OwnProfileTab>
  );
}

function NotificationToggles({ profile }: { profile: UserProfile }) {
  const t = useT();
  const [message, change] = useOwnProfileChange({
    saved: t('notificationSettings.updated'),
    failed: t('notificationSettings.updateFailed'),
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
    <SettingsPanel
      title={t('notificationSettings.title')}
      description={t('notificationSettings.description')}
      maw={640}
    >
      <SettingsMessage message={message} />
      {TOGGLES.map(({ field, label, description }) => (
        <Switch
          key={field}
          label={t(label)}
          description={t(
            field === 'notification_email' && emailOff ? 'notificationSettings.emailOff' : description,
          )}
          disabled={field === 'notification_email' && emailOff}
          checked={profile[field]}
          onChange={(event) => toggle(field, event.currentTarget.checked)}
        />
      ))}
    </SettingsPanel>
  );
}
