import type { ApiToken } from '@freight/domain';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useApiTokens, useRevokeApiToken } from './useApiTokens';

/** The tokens with their scopes and dates, each with Revoke; `all` lists everyone's (administrators). */
export function ApiTokenList({ all }: { all: boolean }) {
  const tokens = useApiTokens(all);
  const revoke = useRevokeApiToken();
  const format = useDateFormat();
  const when = (iso: string | null, none: string) => (iso ? format.day(iso) : none);

  if (tokens.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading tokens...</Text>
      </Group>
    );
  }
  if (tokens.isError)
    return <ErrorAlert>{apiErrorMessage(tokens.error, 'Failed to load API tokens')}</ErrorAlert>;
  const rows: ApiToken[] = tokens.data.data;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No API tokens yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {revoke.isError && (
        <ErrorAlert>{apiErrorMessage(revoke.error, 'The token could not be revoked.')}</ErrorAlert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="API tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {all && <Table.Th>Owner</Table.Th>}
              <Table.Th>Scopes</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                {all && <Table.Td>{token.user_email}</Table.Td>}
                <Table.Td>
                  <Group gap={4}>
                    {token.scopes.map((scope) => (
                      <Badge key={scope} variant="light" size="sm" tt="none">
                        {scope}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{when(token.created_at, '')}</Table.Td>
                <Table.Td>{when(token.last_used_at, 'Never')}</Table.Td>
                <Table.Td>{when(token.expires_at, 'No end')}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Revoke ${token.name}`}
                    loading={revoke.isPending && revoke.variables === token.id}
                    onClick={() => revoke.mutate(token.id)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
