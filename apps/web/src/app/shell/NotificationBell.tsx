import { Group, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { unreadCountQuery } from '../../features/notifications/unreadCountQuery';
import { useSystemNotifications } from '../../features/notifications/useSystemNotifications';
import { useT } from '../../shared/i18n/useT';
import { TopBarIconButton } from '../../shared/ui/TopBarIconButton';

// The panel's list, states and actions load when the bell first opens.
const NotificationPanel = lazy(() =>
  import('../../features/notifications/NotificationPanel').then((m) => ({ default: m.NotificationPanel })),
);

/** The top-bar bell: a red dot and a small count while something is unread, and the panel of notifications. */
export function NotificationBell() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const unread = useQuery(unreadCountQuery).data;
  useSystemNotifications(unread);
  const count = unread ?? 0;
  const label = count > 0 ? t('bell.unread', { count }) : t('bell.notifications');
  return (
    // The count sits around the popover, not inside its target: the target receives the popover's ARIA
    // attributes (aria-expanded, aria-controls), which belong on the button, not on the count's wrapper.
    <Indicator
      color="red"
      size={16}
      offset={6}
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      withBorder
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        width={360}
        position="bottom-end"
        withArrow
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <TopBarIconButton
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} stroke={1.7} />
          </TopBarIconButton>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 16px)" role="dialog" aria-label={t('bell.notifications')}>
          {opened && (
            <Suspense
              fallback={
                <Group justify="center" py="md">
                  <Loader size="sm" aria-label={t('bell.loading')} />
                </Group>
              }
            >
              <NotificationPanel unreadCount={count} onClose={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
