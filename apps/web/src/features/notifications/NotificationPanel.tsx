import { Alert, Button, Divider, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBellCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { formatRelativeTime } from '../tasks/formatRelativeTime';
import { useNow } from '../tasks/useNow';
import { BrowserNotificationPrompt } from './BrowserNotificationPrompt';
import { NotificationItem } from './NotificationItem';
import classes from './NotificationPanel.module.css';
import { notificationListQuery } from './notificationListQuery';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useMarkNotificationRead } from './useMarkNotificationRead';

/**
 * The bell's panel (a chunk of its own, loaded when the bell first opens): the newest notifications, unread
 * in bold, each opening its record and marking it read; 'Mark all as read'; the empty, loading and error
 * states.
 */
export function NotificationPanel({ unreadCount, onClose }: { unreadCount: number; onClose: () => void }) {
  const list = useQuery(notificationListQuery);
  const markRead = useMarkNotificationRead();
  const t = useT();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const format = useDateFormat();
  const now = useNow();
  const notifications = list.data?.data ?? [];

  let content: React.ReactNode;
  if (list.isPending) {
    content = (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('bell.loading')} />
      </Group>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" icon={<IconAlertTriangle size={16} />} title={t('bell.loadFailed')}>
        <Stack gap={6} align="flex-start">
          <Text size="xs">{apiErrorMessage(list.error, t('bell.loadFailed'))}</Text>
          <Button size="compact-xs" variant="default" onClick={() => list.refetch()}>
            {t('bell.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (notifications.length === 0) {
    content = (
      <Stack align="center" gap={6} py="sm" ta="center">
        <ThemeIcon variant="light" radius="xl" size="lg" color="teal">
          <IconBellCheck size={18} />
        </ThemeIcon>
        <Text fw={600} size="sm">
          {t('bell.allCaughtUp')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bell.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    content = (
      <ul className={classes.list} aria-label={t('bell.latest')} style={{ listStyle: 'none', padding: 0 }}>
        {notifications.map((n) => (
          <li key={n.id}>
            <NotificationItem
              notification={n}
              when={formatRelativeTime(n.created_at, now, format.day)}
              onOpen={() => {
                if (n.read_at === null) markRead.mutate(n.id);
                onClose();
                navigate(n.link);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('bell.notifications')}
        </Text>
        {unreadCount > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('bell.markAllRead')}
          </Button>
        )}
      </Group>
      {markAll.isError && (
        <Text size="xs" c="red" role="alert">
          {apiErrorMessage(markAll.error, t('bell.markFailed'))}
        </Text>
      )}
      <Divider />
      {content}
      <BrowserNotificationPrompt />
    </Stack>
  );
}
