import { type ClientInteraction, clientInteractionsApi } from '@freight/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

interface InteractionConflictAlertProps {
  id: number;
  /** Save what is on screen over the colleague's version. */
  onKeepMine: (latest: ClientInteraction) => void;
  /** Put the colleague's version on screen instead. */
  onTakeTheirs: (latest: ClientInteraction) => void;
}

/**
 * Shown when Update was refused because someone saved the interaction meanwhile (412): nothing was
 * overwritten, and the user chooses whose version stands.
 */
export function InteractionConflictAlert({ id, onKeepMine, onTakeTheirs }: InteractionConflictAlertProps) {
  const [loading, setLoading] = useState<'mine' | 'theirs' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function withLatest(which: 'mine' | 'theirs', then: (latest: ClientInteraction) => void) {
    setLoading(which);
    setError(null);
    try {
      then(await callApi(clientInteractionsApi.get, { params: { id } }));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to load interaction data'));
    } finally {
      setLoading(null);
    }
  }

  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Text size="sm" fw={600}>
        Someone else saved this interaction after you opened it.
      </Text>
      <Text size="sm">Nothing was overwritten. Keep your changes, or load the version they saved.</Text>
      {error && (
        <Text size="sm" c="red.7" mt={4}>
          {error}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button size="xs" loading={loading === 'mine'} onClick={() => withLatest('mine', onKeepMine)}>
          Keep my changes
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={loading === 'theirs'}
          onClick={() => withLatest('theirs', onTakeTheirs)}
        >
          Load their version
        </Button>
      </Group>
    </Alert>
  );
}
