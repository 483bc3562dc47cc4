import type { AccountSession } from '@freight/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';

const MOBILE_SYSTEMS = ['iOS', 'Android'];

interface SessionRowProps {
  session: AccountSession;
  onSignOut: (session: AccountSession) => void;
  signingOut: boolean;
}

/** One signed-in device: browser and system in words, address, last use; 'This device' for the current one. */
export function SessionRow({ session, onSignOut, signingOut }: SessionRowProps) {
  const format = useDateFormat();
  const t = useT();
  const Icon = MOBILE_SYSTEMS.includes(session.os) ? IconDeviceMobile : IconDeviceDesktop;
  const title = t('security.browserOn', { browser: session.browser, os: session.os });
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{title}</Text>
              {session.current && (
                <Badge color="green" variant="light">
                  {t('security.thisDevice')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('security.addressLastUsed', {
                address: session.ip ?? t('security.unknownAddress'),
                time: format.dateTime(session.last_used_at),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(session.persistent ? 'security.signedInRemembered' : 'security.signedInAt', {
                time: format.dateTime(session.created_at),
              })}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={signingOut}
            onClick={() => onSignOut(session)}
            aria-label={t('security.signOutDevice', { device: title })}
          >
            {t('security.signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
