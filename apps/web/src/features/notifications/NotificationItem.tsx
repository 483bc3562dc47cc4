import type { Notification } from '@freight/domain';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import classes from './NotificationPanel.module.css';

interface NotificationItemProps {
  notification: Pick<Notification, 'id' | 'title' | 'body' | 'read_at'>;
  /** When it happened, as words ('5 minutes ago'). */
  when: string;
  onOpen: () => void;
}

/** One notification of the bell's panel: unread ones in bold with a dot; a click opens its record. */
export function NotificationItem({ notification, when, onOpen }: NotificationItemProps) {
  const t = useT();
  const unread = notification.read_at === null;
  return (
    <UnstyledButton className={classes.item} data-unread={unread || undefined} onClick={onOpen}>
      {unread && <span className={classes.dot} aria-hidden />}
      {/* The title and body come from the server already in the reader's language (its own catalogs), the
          time from Intl: neither is a web message, so the pseudo-locale check (e2e/specs/pseudo-locale.spec.ts)
          passes over them. */}
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={unread ? 700 : 400} lineClamp={2}>
          {unread && <VisuallyHidden>{t('bell.unreadPrefix')}</VisuallyHidden>}
          <span data-i18n-ignore>{notification.title}</span>
        </Text>
        {notification.body && (
          <Text size="xs" c="dimmed" lineClamp={2} data-i18n-ignore>
            {notification.body}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2} data-i18n-ignore>
          {when}
        </Text>
      </Box>
    </UnstyledButton>
  );
}
