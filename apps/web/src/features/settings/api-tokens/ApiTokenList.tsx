import type { ApiToken } from '@freight/domain';
import { Group, Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordBadge, RecordTable } from '../../../shared/ui/RecordTable';
import { useApiTokens, useRevokeApiToken } from './useApiTokens';

/** The tokens with their scopes and dates, each with Revoke; `all` lists everyone's (administrators). */
export function ApiTokenList({ all }: { all: boolean }) {
  const tokens = useApiTokens(all);
  const revoke = useRevokeApiToken();
  const format = useDateFormat();
  const when = (iso: string | null, none: string) => (iso ? format.day(iso) : none);

  return (
    <InlineQueryState query={tokens} loading="Loading tokens..." failed="Failed to load API tokens">
      {(answer) => (
        <Stack gap="xs">
          {revoke.isError && (
            <ErrorAlert>{apiErrorMessage(revoke.error, 'The token could not be revoked.')}</ErrorAlert>
          )}
          <RecordTable<ApiToken>
            label="API tokens"
            columns={['Name', ...(all ? ['Owner'] : []), 'Scopes', 'Created', 'Last used', 'Expires']}
            rows={answer.data}
            empty="No API tokens yet."
            minWidth={560}
            cells={(token) => (
              <>
                <Table.Td>{token.name}</Table.Td>
                {all && <Table.Td>{token.user_email}</Table.Td>}
                <Table.Td>
                  <Group gap={4}>
                    {token.scopes.map((scope) => (
                      <RecordBadge key={scope} size="sm" tt="none">
                        {scope}
                      </RecordBadge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{when(token.created_at, '')}</Table.Td>
                <Table.Td>{when(token.last_used_at, 'Never')}</Table.Td>
                <Table.Td>{when(token.expires_at, 'No end')}</Table.Td>
              </>
            )}
            actions={[
              {
                label: 'Revoke',
                color: 'red',
                name: (token) => `Revoke ${token.name}`,
                busy: (token) => revoke.isPending && revoke.variables === token.id,
                onClick: (token) => revoke.mutate(token.id),
              },
            ]}
          />
        </Stack>
      )}
    </InlineQueryState>
  );
}
