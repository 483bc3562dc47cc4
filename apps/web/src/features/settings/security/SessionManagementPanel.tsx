import type { AccountSession } from '@freight/domain';
import { Alert, Button, Collapse, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SecurityOptionRow } from './SecurityOptionRow';
import { SessionRow } from './SessionRow';
import { useAccountSessions } from './useAccountSessions';
import { useRevokeOtherSessions } from './useRevokeOtherSessions';
import { useRevokeSession } from './useRevokeSession';

/** Where the user is signed in: every session, sign out any one or all but this device. */
export function SessionManagementPanel() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const listId = useId();

  return (
    <Stack gap="sm">
      <SecurityOptionRow
        icon={<IconDevices size={20} />}
        title={t('security.sessionManagement')}
        description={t('security.sessionsDescription')}
        action={
          <Button
            variant="default"
            onClick={() => setOpened((current) => !current)}
            aria-expanded={opened}
            aria-controls={listId}
          >
            {t(opened ? 'security.hide' : 'security.manage')}
          </Button>
        }
      />
      <Collapse expanded={opened} id={listId}>
        <AccountSessionsList opened={opened} />
      </Collapse>
    </Stack>
  );
}

/** The sessions once the panel is opened, each with Sign out, and Sign out all other sessions. */
function AccountSessionsList({ opened }: { opened: boolean }) {
  const sessions = useAccountSessions(opened);
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [message, setMessage] = useState<{ color: string; text: string }>();
  const t = useT();

  const signOut = (session: AccountSession) => {
    setMessage(undefined);
    revoke.mutate(session.id, {
      onSuccess: () => setMessage({ color: 'green', text: t('security.signedOutOne') }),
      onError: (error) =>
        setMessage({ color: 'red', text: apiErrorMessage(error, t('security.signOutFailed')) }),
    });
  };

  const signOutOthers = () => {
    setMessage(undefined);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ ended_sessions }) =>
        setMessage({ color: 'green', text: t('security.signedOutOthers', { count: ended_sessions }) }),
      onError: (error) =>
        setMessage({ color: 'red', text: apiErrorMessage(error, t('security.signOutOthersFailed')) }),
    });
  };

  const list = sessions.data?.data ?? [];
  const othersCount = list.filter((session) => !session.current).length;

  return (
    <Stack gap="sm" pt="xs">
      {message && (
        <Alert color={message.color} variant="light" role="status">
          {message.text}
        </Alert>
      )}
      {sessions.isPending && opened && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('security.loadingSessions')}</Text>
        </Group>
      )}
      {sessions.isError && (
        <ErrorAlert>{apiErrorMessage(sessions.error, t('security.sessionsLoadFailed'))}</ErrorAlert>
      )}
      {sessions.isSuccess && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.yourSessions')}
        >
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onSignOut={signOut}
              signingOut={revoke.isPending && revoke.variables === session.id}
            />
          ))}
        </Stack>
      )}
      {sessions.isSuccess && (
        <Group>
          <Button
            variant="light"
            color="red"
            onClick={signOutOthers}
            loading={revokeOthers.isPending}
            disabled={othersCount === 0}
          >
            {t('security.signOutOthers')}
          </Button>
          {othersCount === 0 && (
            <Text size="sm" c="dimmed">
              {t('security.onlyDevice')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
