import type { ApiToken } from '@freight/domain';
import { Group, Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordBadge, RecordTable } from '../../../shared/ui/RecordTable';
import { useApiTokens, useRevokeApiToken } from './useApiTokens';

/** The tokens with their scopes and dates, each with Revoke; `all` lists everyone's (administrators). */
export function ApiTokenList({ all }: { all: boolean }) {
  const t = useT();
  const tokens = useApiTokens(all);
  const revoke = useRevokeApiToken();
  const format = useDateFormat();
  const when = (iso: string | null, none: string) => (iso ? format.day(iso) : none);

  return (
    <InlineQueryState query={tokens} loading={t('apiTokens.loading')} failed={t('apiTokens.loadFailed')}>
      {(answer) => (
        <Stack gap="xs">
          {revoke.isError && (
            <ErrorAlert>{apiErrorMessage(revoke.error, t('apiTokens.revokeFailed'))}</ErrorAlert>
          )}
          <RecordTable<ApiToken>
            label={t('apiTokens.title')}
            columns={[
              t('apiTokens.name'),
              ...(all ? [t('apiTokens.owner')] : []),
              t('apiTokens.scopes'),
              t('apiTokens.created'),
              t('apiTokens.lastUsed'),
              t('apiTokens.expires'),
            ]}
            rows={answer.data}
            empty={t('apiTokens.none')}
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
                <Table.Td>{when(token.last_used_at, t('apiTokens.never'))}</Table.Td>
                <Table.Td>{when(token.expires_at, t('apiTokens.noEnd'))}</Table.Td>
              </>
            )}
            actions={[
              {
                label: t('apiTokens.revoke'),
                color: 'red',
                name: (token) => t('apiTokens.revokeNamed', { name: token.name }),
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
