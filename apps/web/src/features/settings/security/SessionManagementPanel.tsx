import { type AccountSession, SESSION_MESSAGES } from '@freight/domain';
import { Alert, Button, Collapse, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SecurityOptionRow } from './SecurityOptionRow';
import { SessionRow } from './SessionRow';
import { useAccountSessions } from './useAccountSessions';
import { useRevokeOtherSessions } from './useRevokeOtherSessions';
import { useRevokeSession } from './useRevokeSession';

/** Where the user is signed in: every session, sign out any one or all but this device. */
export function SessionManagementPanel() {
  const [opened, setOpened] = useState(false);
  const listId = useId();

  return (
    <Stack gap="sm">
      <SecurityOptionRow
        icon={<IconDevices size={20} />}
        title="Session Management"
        description="See the devices signed in to your account and sign out the ones you do not use."
        action={
          <Button
            variant="default"
            onClick={() => setOpened((current) => !current)}
            aria-expanded={opened}
            aria-controls={listId}
          >
            {opened ? 'Hide' : 'Manage'}
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

  const signOut = (session: AccountSession) => {
    setMessage(undefined);
    revoke.mutate(session.id, {
      onSuccess: () => setMessage({ color: 'green', text: SESSION_MESSAGES.signedOutOne }),
      onError: (error) =>
        setMessage({ color: 'red', text: apiErrorMessage(error, 'The session could not be signed out.') }),
    });
  };

  const signOutOthers = () => {
    setMessage(undefined);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ ended_sessions }) =>
        setMessage({ color: 'green', text: SESSION_MESSAGES.signedOutOthers(ended_sessions) }),
      onError: (error) =>
        setMessage({ color: 'red', text: apiErrorMessage(error, 'The sessions could not be signed out.') }),
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
          <Text size="sm">Loading your sessions...</Text>
        </Group>
      )}
      {sessions.isError && (
        <ErrorAlert>{apiErrorMessage(sessions.error, 'Your sessions could not be loaded.')}</ErrorAlert>
      )}
      {sessions.isSuccess && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your sessions">
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
            Sign out all other sessions
          </Button>
          {othersCount === 0 && (
            <Text size="sm" c="dimmed">
              This is the only device signed in.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
