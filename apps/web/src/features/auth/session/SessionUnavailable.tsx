import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';

/** The session check failed for a reason other than "signed out": usually the server is unreachable. */
interface SessionUnavailableProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function SessionUnavailable({ error, retrying, onRetry }: SessionUnavailableProps) {
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" color="orange" variant="light">
          <IconPlugConnectedX size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2}>ShipDesk is unavailable</Title>
        <Text c="dimmed">{apiErrorReason(error, 'Please try again in a moment.')}</Text>
        <Button onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      </Stack>
    </Center>
  );
}
