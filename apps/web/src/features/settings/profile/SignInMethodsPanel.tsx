import { oidcSignInApi } from '@freight/domain';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { accessKeys } from '../../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../../shared/api/useRefreshingMutation';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordTable } from '../../../shared/ui/RecordTable';
import { SettingsPanel } from './SettingsPanel';

/**
 * Profile → Sign-in methods: the identity providers linked to one's account, each with Unlink. The server keeps
 * the last way into an account without a password (409), and its message is shown.
 */
export function SignInMethodsPanel() {
  const t = useT();
  const methods = useQuery({
    queryKey: accessKeys.signInMethods,
    queryFn: ({ signal }) => callApi(oidcSignInApi.signInMethods, { signal }),
  });
  const unlink = useRefreshingMutation(accessKeys.signInMethods, (id: number) =>
    callApi(oidcSignInApi.unlink, { params: { id } }),
  );
  const format = useDateFormat();

  return (
    <SettingsPanel
      title={t('signInMethods.title')}
      description={
        methods.data?.has_password === false
          ? t('signInMethods.noPassword')
          : t('signInMethods.besidesPassword')
      }
      maw={720}
    >
      {unlink.isError && (
        <ErrorAlert>{apiErrorMessage(unlink.error, t('signInMethods.unlinkFailed'))}</ErrorAlert>
      )}
      <InlineQueryState
        query={methods}
        loading={t('signInMethods.loading')}
        failed={t('signInMethods.loadFailed')}
      >
        {(answer) => (
          <RecordTable
            label={t('signInMethods.table')}
            columns={[t('signInMethods.provider'), t('login.email'), t('signInMethods.linked')]}
            rows={answer.identities}
            empty={t('signInMethods.none')}
            minWidth={420}
            cells={(identity) => (
              <>
                <Table.Td>{identity.provider_label}</Table.Td>
                <Table.Td>{identity.email ?? ''}</Table.Td>
                <Table.Td>{format.day(identity.created_at)}</Table.Td>
              </>
            )}
            actions={[
              {
                label: t('signInMethods.unlink'),
                color: 'red',
                name: (identity) => t('signInMethods.unlinkProvider', { provider: identity.provider_label }),
                busy: (identity) => unlink.isPending && unlink.variables === identity.id,
                onClick: (identity) => unlink.mutate(identity.id),
              },
            ]}
          />
        )}
      </InlineQueryState>
    </SettingsPanel>
  );
}
