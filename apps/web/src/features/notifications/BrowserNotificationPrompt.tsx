import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { ownProfileQuery } from '../../shared/preferences/ownProfileQuery';

/**
 * Offers to turn on system notifications when the user's 'browser' preference is on but this browser was
 * never asked. The browser asks only from this click (never on load); a blocked permission says where to
 * change it.
 */
export function BrowserNotificationPrompt() {
  const t = useT();
  const profile = useQuery(ownProfileQuery);
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || profile.data?.notification_browser !== true || permission === 'granted') return null;
  if (permission === 'denied') {
    return (
      <Text size="xs" c="dimmed">
        {t('bell.browserBlocked')}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      onClick={() => Notification.requestPermission().then(setPermission, () => {})}
    >
      {t('bell.browserAsk')}
    </Button>
  );
}
